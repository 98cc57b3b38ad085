// The signed-in intern's completion certificate, as a file: the PDF (English and their language) or the Open
// Badges credential, made by lib/certificates from the certificate row. Only the intern themself reaches
// these (app/api/v1/my-internship/certificate.pdf and .json): nobody signed in 401, a member 403, no certificate
// 404; the credential of a revoked one 409 (lib/certificates/credential.ts refuses it).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { ConflictError, forbidden, notFound, unauthenticated } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import type { SessionData } from '@/lib/accounts/session-data';
import { certificatePdf } from '@/lib/certificates/certificate-pdf';
import { certificateCredential } from '@/lib/certificates/credential';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';
import { issueCertificate, reissueCertificate, revokeCertificate } from '@/lib/certificates/certificates';
import { audit } from '@/lib/review/audit';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dateColumn, internshipCalendar } from './dates';

export const NO_CERTIFICATE = 'You have no internship certificate yet.';
export const CERTIFICATE_REVOKED = 'Certificate {number} was revoked, so it can no longer be downloaded.';

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
    select: { id: true, number: true, revokedAt: true },
  });
  return row && { number: row.number, verifyUrl: certificateVerifyUrl(row.id), revoked: row.revokedAt !== null };
}

async function ownNumber(session: SessionData): Promise<string> {
  if (!session.user) throw unauthenticated();
  if (session.user.type !== 'intern') throw forbidden();
  const current = await currentCertificate(session.user.id);
  if (!current) throw notFound(NO_CERTIFICATE);
  // A revoked certificate is no longer the intern's to hand out: its verify page says so, and no fresh copy is
  // printed (the credential is refused the same way, lib/certificates/credential.ts).
  if (current.revoked) throw new ConflictError(message(CERTIFICATE_REVOKED, { number: current.number }), 'certificate_not_current');
  return current.number;
}

export async function myCertificatePdf(session: SessionData) {
  const number = await ownNumber(session);
  return { number, bytes: await certificatePdf(number) };
}

export async function myCertificateCredential(session: SessionData) {
  const number = await ownNumber(session);
  return { number, credential: await certificateCredential(number) };
}

/**
 * Issues the completion certificate inside the completing transaction (./complete.ts): its number comes from the
 * year's gap-free series, and a rolled-back completion gives it back. The details are what the certificate and
 * the verify page show (lib/certificates/kinds.ts, internship_completion): programme, college, dates, hours.
 */
/** What an internship's certificate says, as the records stand now (a reissue after a correction reads them again). */
async function certificateDetails(tx: Prisma.TransactionClient | typeof db, internshipId: number, hours: number) {
  const i = await tx.internship.findUniqueOrThrow({
    where: { id: internshipId },
    select: { title: true, startDate: true, weeks: true, applicant: { select: { name: true, language: true, institution: { select: { name: true } } } } },
  });
  const starts = dateColumn(i.startDate);
  return {
    holderName: i.applicant.name,
    language: (['as', 'hi'] as const).find((l) => l === i.applicant.language) ?? ('en' as const),
    details: { programme: i.title, institution: i.applicant.institution.name, starts, ends: internshipCalendar(starts, i.weeks).lastDay, hours },
  };
}

export async function issueInternshipCertificate(tx: Prisma.TransactionClient, internshipId: number, hours: number, now: Date) {
  const issued = await issueCertificate(tx, { kind: 'internship_completion', subjectId: internshipId, ...(await certificateDetails(tx, internshipId, hours)) }, now);
  await tx.internship.update({ where: { id: internshipId }, data: { certificateNumber: issued.number } });
  return issued;
}

/**
 * The internship's current certificate number (the one no reissue replaced), or a refusal the console shows. Read
 * from the certificates, not the internship's column: `certificates reissue` (the admin verb for every kind)
 * replaces a certificate without knowing the internship, and the console must then act on the new number.
 */
async function numberOf(internshipId: number) {
  const current = await db.certificate.findFirst({ where: { kind: 'internship_completion', subjectId: internshipId, replacedById: null }, select: { number: true } });
  if (!current) throw notFound(NO_CERTIFICATE_YET);
  return current.number;
}
const NO_CERTIFICATE_YET = 'This internship has no certificate yet.';

/** Staff revoke the internship's certificate (the console and `certificates revoke` call lib/certificates alike). */
export async function revokeInternshipCertificate(internshipId: number, reason: string, staff: string) {
  const number = await numberOf(internshipId);
  const done = await revokeCertificate(number, reason, staff);
  await audit(db, { staff, action: 'internship.certificate_revoke', entityType: 'internship', entityId: internshipId, detail: { number, reason: reason.trim() } });
  return done;
}

/**
 * A corrected certificate under a new number, from the records as they are now (a corrected name, college or
 * hours); the old number then says "replaced by" the new one, and the internship points to the new one.
 */
export async function reissueInternshipCertificate(internshipId: number, staff: string) {
  const number = await numberOf(internshipId);
  // The hours stay those certified at completion (no log changes after it); the rest is read again.
  const old = await db.certificate.findUniqueOrThrow({ where: { number }, select: { details: true } });
  const { holderName, details } = await certificateDetails(db, internshipId, Number((old.details as { hours?: unknown }).hours ?? 0));
  const fresh = await reissueCertificate(number, staff, { holderName, details });
  await db.internship.update({ where: { id: internshipId }, data: { certificateNumber: fresh.number } });
  await audit(db, { staff, action: 'internship.certificate_reissue', entityType: 'internship', entityId: internshipId, detail: { number: fresh.number, replaces: number } });
  return fresh;
}
