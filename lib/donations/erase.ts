// Erasing a donor on request, as far as the tax rules allow. A confirmed or refunded gift is evidence: its receipt
// and Form 10BD need the donor's name, address and PAN for the retention period of the foundation's books (eight
// years from the end of the financial year, RETENTION_YEARS), so those stay and the row is marked erased; the email
// and mobile go at once. A gift never paid (awaiting, failed) is evidence of nothing: it is blanked whole. The
// receipt mails in the outbox go (their bodies are already gone once sent; the rows keep the address). The audit
// entry counts rows, never the address.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { RECEIPT_MAIL_KEY } from './receipts';

/** How long a gift's donor details are kept after its financial year ends (books of account, 80G and 10BD). */
export const RETENTION_YEARS = 8;
export const ERASED = '(erased)';

export const ERASURE_NOTICE = `Kept for the tax rules: the name, address, PAN, amount and receipt of each confirmed or refunded gift, for ${RETENTION_YEARS} years after the end of its financial year (the foundation's books, 80G receipts and Form 10BD). Everything else was erased.`;

export async function eraseDonor(email: string, staff: string, reason: string) {
  if (!reason.trim()) throw invalid('A reason is required.');
  const byEmail = { email: { equals: email.trim(), mode: 'insensitive' as const } };
  return db.$transaction(async (tx) => {
    const rows = await tx.donation.findMany({ where: byEmail, select: { id: true, state: true, receipt: { select: { id: true } } } });
    const kept = rows.filter((r) => r.state === 'confirmed' || r.state === 'refunded');
    const unpaid = rows.filter((r) => !kept.includes(r));
    const now = new Date();
    if (kept.length) await tx.donation.updateMany({ where: { id: { in: kept.map((r) => r.id) } }, data: { email: ERASED, mobile: '0000000000', erasedAt: now } });
    if (unpaid.length) {
      await tx.donation.updateMany({
        where: { id: { in: unpaid.map((r) => r.id) } },
        data: { name: ERASED, email: ERASED, mobile: '0000000000', address: ERASED, panEncrypted: null, panKeyId: null, erasedAt: now },
      });
    }
    const receiptKeys = kept.flatMap((r) => (r.receipt ? [`${RECEIPT_MAIL_KEY}${r.receipt.id}`] : []));
    const mails = await tx.mailOutbox.deleteMany({ where: { dedupeKey: { in: receiptKeys } } });
    const counts = { kept: kept.length, blanked: unpaid.length, mails: mails.count };
    await audit(tx, { staff, action: 'donations.erase', entityType: 'donation', detail: { ...counts, reason: reason.trim() } });
    return counts;
  });
}
