// Confirming a donation, for every path that may: staff by hand (with the UTR they found on the statement), a
// statement upload's match, and a gateway payment the server verified (./gateway-payment.ts). The state change,
// the receipt and its mail are one transaction. The update is conditional on the donation still waiting, so two
// confirmations at once (a double checkout callback, the webhook racing the callback) make one receipt: the
// second finds it confirmed and answers with the receipt already issued.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { issueReceipt } from './receipts';
import { receiptNumber } from './financial-year';
import { UTR_MESSAGES } from './utr';
import { SERVER_LIMITS } from '@/lib/limits';

export const CONFIRM_MESSAGES = {
  notFound: 'No donation has this reference.',
  notWaiting: 'This donation is not waiting for payment or confirmation, so it cannot be confirmed.',
  utrRequired: 'A UPI donation is confirmed with the UTR found on the bank statement.',
  // Staff have no evidence of an online payment but the gateway's: a hand confirmation would be an 80G receipt for
  // money nobody has seen (an abandoned checkout waits for payment just like a paid one whose webhook is late).
  erased: 'This donation was erased at the donor\'s request before it was paid, so it cannot be confirmed.',
  gatewayOnly: 'An online donation is confirmed only by the gateway\'s verified payment (its webhook or checkout answer), never by hand.',
} as const;

export type Confirmation =
  | { by: 'razorpay'; paymentId: string }
  | { by: string; utr?: string; via: 'console' | 'script' | 'statement' };

export type Confirmed = { reference: string; receipt: string; alreadyConfirmed: boolean };

export async function confirmDonation(reference: string, c: Confirmation): Promise<Confirmed> {
  try {
    return await db.$transaction(async (tx) => {
      const donation = await tx.donation.findUnique({ where: { reference } });
      if (!donation) throw notFound(CONFIRM_MESSAGES.notFound);
      // An unpaid gift erased on request is blanked whole (./erase.ts): there is nobody left to issue a receipt to.
      if (donation.erasedAt && donation.state !== 'confirmed') throw conflict(CONFIRM_MESSAGES.erased, 'donation_not_awaiting');
      if (donation.method === 'online' && c.by !== 'razorpay') throw conflict(CONFIRM_MESSAGES.gatewayOnly, 'gateway_only');
      const utr = 'utr' in c ? c.utr : undefined;
      if (donation.method === 'upi' && c.by !== 'razorpay' && !utr && !donation.utr) throw conflict(CONFIRM_MESSAGES.utrRequired, 'utr_required');
      const changed = await tx.donation.updateMany({
        where: { id: donation.id, state: { in: ['awaiting_payment', 'awaiting_confirmation'] } },
        data: {
          state: 'confirmed', confirmedAt: new Date(), confirmedBy: c.by,
          ...(utr ? { utr } : {}), ...('paymentId' in c ? { razorpayPaymentId: c.paymentId } : {}),
        },
      });
      if (changed.count !== 1) return already(tx, donation.id, reference);
      const receipt = await issueReceipt(tx, donation);
      if (c.by !== 'razorpay') {
        await audit(tx, { staff: c.by, action: 'donation.confirm', entityType: 'donation', entityId: donation.id, detail: { reference, via: 'via' in c ? c.via : 'gateway', utr: utr ?? donation.utr, receipt: receipt.number } });
      }
      return { reference, receipt: receipt.number, alreadyConfirmed: false };
      // Prisma's default 5 s would end the last of 50 confirmations queued on the series' row lock (a rollback: no
      // gap, but a refused confirmation); the queue is short work, so it may wait longer.
    }, { timeout: SERVER_LIMITS.numberedTransactionTimeoutMs });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002' && 'utr' in c && c.utr) throw conflict(UTR_MESSAGES.taken, 'utr_taken');
    throw e;
  }
}

async function already(tx: Prisma.TransactionClient, id: number, reference: string): Promise<Confirmed> {
  const now = await tx.donation.findUniqueOrThrow({ where: { id }, select: { state: true, receipt: { select: { series: true, number: true } } } });
  if (now.state !== 'confirmed' || !now.receipt) throw conflict(CONFIRM_MESSAGES.notWaiting, 'donation_not_awaiting');
  return { reference, receipt: receiptNumber(now.receipt.series, now.receipt.number), alreadyConfirmed: true };
}
