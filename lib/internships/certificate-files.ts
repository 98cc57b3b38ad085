// The signed-in intern's completion certificate, as a file: the PDF (English and their language), made by
// lib/certificates from the certificate row. Only the intern themself reaches
// these (app/api/v1/my-internship/certificate.pdf): nobody signed in 401, a member 403, no certificate 404.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { forbidden, notFound, unauthenticated } from '@/lib/kernel/domain-errors';
import type { SessionData } from '@/lib/accounts/session-data';
import { certificatePdf } from '@/lib/certificates/certificate-pdf';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';

export const NO_CERTIFICATE = 'You have no internship certificate yet.';

/**
 * The current certificate (a reissue replaces an older one; a revoked one is still current) of the applicant's
 * completed internship, with its verify address; null before there is one.
 */
export async function currentCertificate(applicantId: number) {
  const completed = await db.internship.findMany({ where: { applicantId, state: 'completed' }, select: { id: true } });
  if (!completed.length) return null;
  const row = await db.certificate.findFirst({
    where: { kind: 'internship_completion', subjectId: { in: completed.map((i) => i.id) }, replacedById: null },
    orderBy: { issuedAt: 'desc' },
    select: { id: true, number: true },
  });
  return row && { number: row.number, verifyUrl: certificateVerifyUrl(row.id) };
}

async function ownNumber(session: SessionData): Promise<string> {
  if (!session.user) throw unauthenticated();
  if (session.user.type !== 'intern') throw forbidden();
  const current = await currentCertificate(session.user.id);
  if (!current) throw notFound(NO_CERTIFICATE);
  return current.number;
}

export async function myCertificatePdf(session: SessionData) {
  const number = await ownNumber(session);
  return { number, bytes: await certificatePdf(number) };
}
