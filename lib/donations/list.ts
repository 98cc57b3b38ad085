// What staff see of donations: a page of them by state and search, the PAN as the role may see it (admins in
// full, everyone else masked), and the dashboard's totals by campaign and by month (India time).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { DonationState, Prisma } from '@/lib/generated/prisma/client';
import { panFor } from './pan';
import { receiptNumber } from './financial-year';

export const DONATION_STATES = ['awaiting_payment', 'awaiting_confirmation', 'confirmed', 'refunded', 'failed'] as const satisfies readonly DonationState[];
export const STATE_LABELS: Record<DonationState, string> = {
  awaiting_payment: 'Awaiting payment', awaiting_confirmation: 'Awaiting confirmation', confirmed: 'Confirmed', refunded: 'Refunded', failed: 'Failed',
};

export type DonationFilter = { state?: DonationState; q?: string; take?: number; skip?: number };

export async function listDonations(f: DonationFilter, o: { unmaskedPan: boolean }) {
  const q = f.q?.trim();
  const where: Prisma.DonationWhereInput = {
    ...(f.state ? { state: f.state } : {}),
    ...(q ? { OR: [
      { reference: { equals: q.toUpperCase() } }, { utr: q }, { razorpayOrderId: q }, { razorpayPaymentId: q },
      { name: { contains: q, mode: 'insensitive' } }, { email: { contains: q, mode: 'insensitive' } }, { mobile: q },
    ] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.donation.findMany({ where, orderBy: { id: 'desc' }, take: f.take ?? 50, skip: f.skip ?? 0, include: { receipt: true } }),
    db.donation.count({ where }),
  ]);
  return {
    total,
    rows: rows.map((d) => ({
      id: d.id, reference: d.reference, amountRupees: d.amountRupees, campaign: d.campaign, name: d.name, email: d.email, mobile: d.mobile,
      pan: panFor(d, { unmasked: o.unmaskedPan }), method: d.method, state: d.state, utr: d.utr, paymentId: d.razorpayPaymentId,
      flags: d.flags, createdAt: d.createdAt, confirmedAt: d.confirmedAt, confirmedBy: d.confirmedBy, refundReason: d.refundReason,
      receipt: d.receipt ? { number: receiptNumber(d.receipt.series, d.receipt.number), cancelled: Boolean(d.receipt.cancelledAt) } : null,
    })),
  };
}

/** Confirmed gifts (refunds left out) summed by campaign and by month of the gift, India time. */
export async function donationTotals() {
  const byCampaign = await db.donation.groupBy({ by: ['campaign'], where: { state: 'confirmed' }, _sum: { amountRupees: true }, _count: true, orderBy: { campaign: 'asc' } });
  const byMonth = await db.$queryRaw<{ month: string; rupees: bigint; gifts: bigint }[]>`
    SELECT to_char(created_at AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, sum(amount_rupees) AS rupees, count(*) AS gifts
    FROM donations WHERE state = 'confirmed' GROUP BY 1 ORDER BY 1 DESC LIMIT 24`;
  return {
    byCampaign: byCampaign.map((c) => ({ campaign: c.campaign, rupees: c._sum.amountRupees ?? 0, gifts: c._count })),
    byMonth: byMonth.map((m) => ({ month: m.month, rupees: Number(m.rupees), gifts: Number(m.gifts) })),
  };
}
