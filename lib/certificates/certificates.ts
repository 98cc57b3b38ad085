// Issuing, revoking, reissuing and erasing certificates (docs/decisions/023): one set of functions for the
// console, the admin script and the features that issue (events, internships). Nothing is deleted: a revoked
// certificate is marked, a corrected one gets a new number and the old one points to it, and erasure blanks
// the holder's name but keeps the number and the dates, so the verify page can still answer truthfully.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { ConflictError, InvalidError, NotFoundError } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import { todayInIndia } from '@/lib/kernel/age';
import { audit } from '@/lib/review/audit';
import { CERTIFICATE_KINDS, type CertificateKind } from './kinds';
import { takeNumber } from './number-series';
import { certificateVerifyUrl } from './certificate-code';

type Tx = Prisma.TransactionClient;
export type CertificateLanguage = 'en' | 'as' | 'hi';
export type IssueInput = {
  kind: CertificateKind;
  /** The internship's or the event registration's id. */
  subjectId: number;
  holderName: string;
  language: CertificateLanguage;
  details: Record<string, string | number>;
};
export type IssuedCertificate = { id: number; number: string; verifyUrl: string };

const issued = (row: { id: number; number: string }): IssuedCertificate => ({ id: row.id, number: row.number, verifyUrl: certificateVerifyUrl(row.id) });

async function insert(tx: Tx, input: IssueInput, now: Date) {
  const series = `${CERTIFICATE_KINDS[input.kind].prefix}-${todayInIndia(now).slice(0, 4)}`;
  const n = await takeNumber(tx, series);
  return tx.certificate.create({
    data: {
      number: `${series}-${String(n).padStart(4, '0')}`,
      kind: input.kind,
      subjectId: input.subjectId,
      holderName: input.holderName.trim(),
      language: input.language,
      details: input.details,
      issuedAt: now,
    },
  });
}

/**
 * Issues the subject's certificate inside the caller's transaction, numbered from the kind's series of the
 * year (India time). A subject has one current certificate: issuing again returns it (revoked or not), so a
 * sweep that runs twice issues once. Two transactions issuing for one subject at once: the second fails at
 * commit (the exclusion constraint certificates_one_current) and its number goes back to the series.
 */
export async function issueCertificate(tx: Tx, input: IssueInput, now = new Date()): Promise<IssuedCertificate> {
  const current = await tx.certificate.findFirst({ where: { kind: input.kind, subjectId: input.subjectId, replacedById: null } });
  return issued(current ?? (await insert(tx, input, now)));
}

/** The certificate, locked for the rest of the transaction; refused unless it is current (not replaced). */
async function lockCurrent(tx: Tx, number: string) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM certificates WHERE number = ${number} FOR UPDATE`;
  if (!row) throw new NotFoundError(message('No certificate has the number {number}.', { number }));
  const cert = await tx.certificate.findUniqueOrThrow({ where: { id: row.id }, include: { replacedBy: { select: { number: true } } } });
  if (cert.replacedBy) throw new ConflictError(message('Certificate {number} was replaced by {replacement}.', { number, replacement: cert.replacedBy.number }), 'certificate_not_current');
  return cert;
}

export async function revokeCertificate(number: string, reason: string, staffEmail: string, now = new Date()) {
  const why = reason.trim();
  if (!why) throw new InvalidError('Give a reason for revoking the certificate.', { reason: 'Give a reason for revoking the certificate.' });
  return db.$transaction(async (tx) => {
    const cert = await lockCurrent(tx, number);
    if (cert.revokedAt) throw new ConflictError(message('Certificate {number} is already revoked.', { number }), 'certificate_not_current');
    await tx.certificate.update({ where: { id: cert.id }, data: { revokedAt: now, revokeReason: why, revokedBy: staffEmail } });
    await audit(tx, { staff: staffEmail, action: 'certificate.revoke', entityType: 'certificate', entityId: cert.id, detail: { number, reason: why } });
    return { number, revokedAt: now };
  });
}

/**
 * A corrected certificate with a new number (this year's series), the old one pointing to it. `changes`
 * corrects the name or details; without them the new one repeats the old. A revoked certificate may be
 * reissued (the usual reason to revoke is a mistake); an erased holder's may not (there is no name to print).
 */
export async function reissueCertificate(number: string, staffEmail: string, changes: { holderName?: string; details?: Record<string, string | number> } = {}, now = new Date()): Promise<IssuedCertificate> {
  return db.$transaction(async (tx) => {
    const old = await lockCurrent(tx, number);
    if (old.erasedAt || !old.holderName) throw new ConflictError(message('Certificate {number} belongs to an erased account: it cannot be reissued.', { number }), 'certificate_not_current');
    const fresh = await insert(tx, {
      kind: old.kind,
      subjectId: old.subjectId,
      holderName: changes.holderName ?? old.holderName,
      language: old.language as CertificateLanguage,
      details: changes.details ?? (old.details as Record<string, string | number>),
    }, now);
    await tx.certificate.update({ where: { id: old.id }, data: { replacedById: fresh.id } });
    await audit(tx, { staff: staffEmail, action: 'certificate.reissue', entityType: 'certificate', entityId: fresh.id, detail: { number: fresh.number, replaces: number } });
    return issued(fresh);
  });
}

/** Blanks the holder's name on every certificate of the subject (the erasure of their account); returns how many. */
export async function eraseCertificateHolder(tx: Tx, kind: CertificateKind, subjectId: number, now = new Date()): Promise<number> {
  const { count } = await tx.certificate.updateMany({ where: { kind, subjectId, erasedAt: null }, data: { holderName: null, erasedAt: now } });
  return count;
}
