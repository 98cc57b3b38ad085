// The donor's word that they paid by UPI: the 12-digit UTR their app shows. It moves the donation to "awaiting
// confirmation" and nothing more: only staff, against the bank's statement, confirm it (./confirm.ts). One UTR
// belongs to one donation (a unique column, so two donors typing the same UTR at once cannot both win).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';

export const UTR_MESSAGES = {
  notFound: 'We could not find this donation. Please check the reference.',
  taken: 'This UTR is already recorded for another donation. Please check the number in your UPI app.',
  notUpi: 'This donation is not a UPI payment, so it takes no UTR.',
  closed: 'This donation is no longer waiting for a UPI payment.',
  received: 'Thank you! We will confirm your donation against our bank statement and email your receipt.',
} as const;

export async function submitUtr(reference: string, utr: string) {
  const donation = await db.donation.findUnique({ where: { reference }, select: { id: true, method: true, state: true, utr: true } });
  if (!donation) throw notFound(UTR_MESSAGES.notFound);
  if (donation.method !== 'upi') throw conflict(UTR_MESSAGES.notUpi, 'donation_not_awaiting');
  if (donation.utr === utr) return { state: donation.state }; // the same form sent twice
  try {
    const changed = await db.donation.updateMany({
      where: { id: donation.id, state: { in: ['awaiting_payment', 'awaiting_confirmation'] } },
      data: { utr, state: 'awaiting_confirmation' },
    });
    if (changed.count !== 1) throw conflict(UTR_MESSAGES.closed, 'donation_not_awaiting');
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw conflict(UTR_MESSAGES.taken, 'utr_taken');
    throw e;
  }
  return { state: 'awaiting_confirmation' as const };
}
