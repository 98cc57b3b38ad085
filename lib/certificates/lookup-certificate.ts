// What the public verify page may show about a certificate: its kind, number, dates and status, and (unless
// the holder was erased) the name and the kind's fields. Never a contact detail. Status, most telling first:
// erased (nothing personal left to show), replaced (the corrected one is what counts), revoked, valid.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { fieldsOf, type CertificateKind } from './kinds';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import { certificateCode, certificateVerifyUrl } from './certificate-code';

export type CertificateStatus =
  | { state: 'valid' }
  | { state: 'revoked'; revokedAt: Date }
  | { state: 'replaced'; replacement: { number: string; code: string }; revokedAt: Date | null }
  | { state: 'erased' };

export type VerifiedCertificate = {
  kind: CertificateKind;
  number: string;
  issuedAt: Date;
  holderName: string | null;
  fields: ReturnType<typeof fieldsOf>;
  status: CertificateStatus;
};

export async function lookupCertificate(id: number): Promise<VerifiedCertificate | null> {
  const row = await db.certificate.findUnique({ where: { id }, include: { replacedBy: { select: { id: true, number: true } } } });
  if (!row) return null;
  const erased = row.erasedAt !== null || row.holderName === null;
  const status: CertificateStatus = erased ? { state: 'erased' }
    : row.replacedBy ? { state: 'replaced', replacement: { number: row.replacedBy.number, code: certificateCode(row.replacedBy.id) }, revokedAt: row.revokedAt }
      : row.revokedAt ? { state: 'revoked', revokedAt: row.revokedAt }
        : { state: 'valid' };
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt,
    holderName: erased ? null : row.holderName,
    fields: erased ? [] : fieldsOf(row.kind, row.details as Record<string, unknown>),
    status,
  };
}

/** Everything about one certificate, for staff (the admin script's `certificates show`). */
export async function certificateSummary(number: string) {
  const row = await db.certificate.findUnique({ where: { number }, include: { replacedBy: { select: { number: true } } } });
  if (!row) throw new NotFoundError(message('No certificate has the number {number}.', { number }));
  return { ...row, replacedBy: row.replacedBy?.number ?? null, verifyUrl: certificateVerifyUrl(row.id) };
}
