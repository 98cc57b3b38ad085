// The signed-in intern's completion certificate, as a file: the PDF (English and their language) and the Open
// Badges 3.0 credential, both made by lib/certificates from the certificate row. Only the intern themself reaches
// these (app/api/v1/my-internship/certificate.*): nobody signed in 401, a member 403, no certificate 404.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { forbidden, notFound, unauthenticated } from '@/lib/kernel/domain-errors';
import type { SessionData } from '@/lib/accounts/session-data';
import { certificateCredential, certificatePdf } from '@/lib/certificates/files';

export const NO_CERTIFICATE = 'You have no internship certificate yet.';

/** The current number (a reissue replaces an older one) of the certificate of this intern's completed internship. */
async function currentNumber(session: SessionData): Promise<string> {
  if (!session.user) throw unauthenticated();
  if (session.user.type !== 'intern') throw forbidden();
  const completed = await db.internship.findMany({ where: { applicantId: session.user.id, state: 'completed' }, select: { id: true } });
  const row = completed.length ? await db.certificate.findFirst({
    where: { kind: 'internship_completion', subjectId: { in: completed.map((i) => i.id) }, replacedById: null },
    orderBy: { issuedAt: 'desc' },
    select: { number: true },
  }) : null;
  if (!row) throw notFound(NO_CERTIFICATE);
  return row.number;
}

export async function myCertificatePdf(session: SessionData) {
  const number = await currentNumber(session);
  return { number, bytes: await certificatePdf(number) };
}

export async function myCertificateCredential(session: SessionData) {
  return certificateCredential(await currentNumber(session));
}
