// A refund is recorded, never undone and never deleted: the donation says when, why and who, and its receipt is
// marked cancelled with the same reason (the number stays used, so the series has no gap). Money goes back
// outside the portal (the bank or the gateway's dashboard); this records that it did.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';

export const REFUND_MESSAGES = {
  reasonRequired: 'A refund needs a reason.',
  notConfirmed: 'Only a confirmed donation can be refunded.',
} as const;

export async function refundDonation(reference: string, reason: string, staff: string, via: 'console' | 'script') {
  const why = reason.trim();
  if (!why) throw invalid(REFUND_MESSAGES.reasonRequired, { reason: REFUND_MESSAGES.reasonRequired });
  return db.$transaction(async (tx) => {
    const donation = await tx.donation.findUnique({ where: { reference }, select: { id: true } });
    if (!donation) throw notFound('No donation has this reference.');
    const now = new Date();
    const changed = await tx.donation.updateMany({ where: { id: donation.id, state: 'confirmed' }, data: { state: 'refunded', refundedAt: now, refundedBy: staff, refundReason: why } });
    if (changed.count !== 1) throw conflict(REFUND_MESSAGES.notConfirmed, 'donation_not_confirmed');
    await tx.donationReceipt.updateMany({ where: { donationId: donation.id, cancelledAt: null }, data: { cancelledAt: now, cancelReason: why } });
    await audit(tx, { staff, action: 'donation.refund', entityType: 'donation', entityId: donation.id, detail: { reference, reason: why, via } });
    return { reference, refundedAt: now };
  });
}
