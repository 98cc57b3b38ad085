// The donations as CSV for staff, through the house's export (lib/review/csv-export.ts: formula-safe cells, India
// time, page by page, audited). The PAN is masked unless an admin asks.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { auditedCsvStream, csvPages, type Page } from '@/lib/review/csv-export';
import { panFor } from './pan';
import { receiptNumber } from './financial-year';

export const DONATION_COLUMNS = ['id', 'reference', 'createdAt', 'amountRupees', 'campaign', 'method', 'state', 'name', 'email', 'mobile', 'address', 'pan', 'utr', 'paymentId', 'receipt', 'receiptCancelled', 'confirmedAt', 'confirmedBy', 'refundReason', 'flags'];

const page = (unmaskedPan: boolean): Page => async (afterId, take) =>
  (await db.donation.findMany({ where: { id: { gt: afterId } }, orderBy: { id: 'asc' }, take, include: { receipt: true } })).map((d) => ({
    ...d, pan: panFor(d, { unmasked: unmaskedPan }), paymentId: d.razorpayPaymentId,
    receipt: d.receipt ? receiptNumber(d.receipt.series, d.receipt.number) : null, receiptCancelled: d.receipt?.cancelledAt ?? null,
  }));

export const donationsCsvStream = (staff: string, unmaskedPan: boolean) =>
  auditedCsvStream(staff, 'donation', { unmaskedPan: unmaskedPan ? 'yes' : 'no' }, csvPages(DONATION_COLUMNS, page(unmaskedPan)));
