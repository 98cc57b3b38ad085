// An 80G receipt is issued in the transaction that confirms the donation: the number comes from the gap-free
// series of the gift's financial year (takeNumber locks that series' row until the commit, so 50 confirmations
// at once queue on it, and a confirmation that rolls back gives its number back), the receipt row is unique per
// donation (a second confirmation cannot make a second receipt), and the mail with the PDF is queued in the same
// transaction (the outbox). A refund cancels the receipt; nothing is ever deleted.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { takeNumber } from '@/lib/certificates/number-series';
import { queueMail } from '@/lib/mail/outbox';
import { isLocale } from '@/lib/i18n/locales';
import { financialYearOf, receiptNumber, receiptSeries } from './financial-year';
import { receiptMail } from '@/lib/mail/messages/donation-receipt';
import { receiptLink } from './receipt-link';

/** The dedupe key of a receipt's mail; the mail worker attaches the PDF of the receipt it names (./receipt-attachment.ts). */
export const RECEIPT_MAIL_KEY = 'donation-receipt:';

export async function issueReceipt(tx: Prisma.TransactionClient, donation: { id: number; createdAt: Date; name: string; email: string; amountRupees: number; language: string; reference: string }) {
  // The financial year of the gift (when it was made), not of its confirmation: a UPI gift of 31 March confirmed
  // on 2 April belongs to the year that ended, and to that year's Form 10BD.
  const series = receiptSeries(financialYearOf(donation.createdAt));
  const number = await takeNumber(tx, series);
  const receipt = await tx.donationReceipt.create({ data: { donationId: donation.id, series, number } });
  const language = isLocale(donation.language) ? donation.language : 'en';
  await queueMail(tx, {
    ...receiptMail({ name: donation.name, amountRupees: donation.amountRupees, number: receiptNumber(series, number), reference: donation.reference, link: receiptLink(receipt.id), language }),
    to: donation.email, topic: 'donation-receipt', dedupeKey: `${RECEIPT_MAIL_KEY}${receipt.id}`,
  });
  return { id: receipt.id, number: receiptNumber(series, number) };
}
