// A receipt's PDF, drawn on demand from the rows (nothing stored: the receipt is its row, and the PDF is the same
// every time it is drawn, with "cancelled" once a refund marked it). Used by the mail worker (the attachment) and
// the signed download link.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { renderPdf } from '@/lib/certificates/pdf';
import { toLocale } from '@/lib/i18n/locales';
import { foundationDetails } from './config';
import { receiptNumber } from './financial-year';
import { decryptPan } from './pan';
import { receiptLines } from './receipt-document';

export async function receiptPdf(receiptId: number): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const r = await db.donationReceipt.findUnique({ where: { id: receiptId }, include: { donation: true } });
  if (!r) return null;
  const d = r.donation;
  const number = receiptNumber(r.series, r.number);
  const lines = receiptLines({
    foundation: foundationDetails(),
    number,
    // The gift's date, which also chose the receipt's series and Form 10BD year (./receipts.ts): a gift of 31 March
    // confirmed in April must not carry a 2025-26 number under an April date.
    date: d.createdAt,
    donor: { name: d.name, address: d.address, pan: d.panEncrypted ? decryptPan(d.panEncrypted, d.panKeyId) : null },
    amountRupees: d.amountRupees,
    mode: d.method,
    transaction: d.method === 'upi' ? d.utr : d.razorpayPaymentId,
    cancelled: r.cancelledAt ? { at: r.cancelledAt, reason: r.cancelReason ?? '' } : null,
  }, toLocale(d.language));
  const bytes = await renderPdf({ title: `Donation receipt ${number}`, lines });
  return { bytes, filename: `receipt-${number.replace(/\//g, '-')}.pdf` };
}

