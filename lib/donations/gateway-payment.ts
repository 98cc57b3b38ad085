// What the gateway says about a payment counts only once the server has checked it: the checkout's answer by its
// signature (HMAC-SHA256 of order_id|payment_id with the key secret) and then the payment itself, fetched from
// the gateway; a webhook by the signature of its raw body (HMAC-SHA256 with the webhook secret). The browser's
// word alone never marks a donation paid. Webhooks are handled once per event id (a replay changes nothing); a
// payment for an unknown order, or for an amount other than the order's, is refused, and the mismatch is flagged
// on the donation for staff to look at.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { gatewaySettings } from './config';
import { checkoutSignatureValid, fetchPayment, webhookSignatureValid } from './gateway';
import { confirmDonation, type Confirmed } from './confirm';
import { ONLINE_OFF } from './create-donation';

export const GATEWAY_MESSAGES = {
  badSignature: 'The payment could not be verified: its signature is not valid.',
  unknownOrder: 'No donation has this payment order.',
  amountMismatch: 'The amount paid differs from the donation\'s amount. Our team will look into it.',
  notCaptured: 'The payment has not been completed. If money left your account, it will be returned by your bank.',
} as const;

type Payment = { orderId: string; paymentId: string; amountPaise: number; currency: string };

/** Marks the donation of a verified payment confirmed (once), or refuses and flags an amount that does not match. */
async function settle(p: Payment): Promise<Confirmed> {
  const donation = await db.donation.findUnique({ where: { razorpayOrderId: p.orderId }, select: { id: true, reference: true, amountRupees: true } });
  if (!donation) throw notFound(GATEWAY_MESSAGES.unknownOrder, 'unknown_order');
  if (p.amountPaise !== donation.amountRupees * 100 || p.currency !== 'INR') {
    await db.$executeRaw`UPDATE donations SET flags = array_append(flags, 'amount_mismatch') WHERE id = ${donation.id} AND NOT ('amount_mismatch' = ANY(flags))`;
    throw conflict(GATEWAY_MESSAGES.amountMismatch, 'amount_mismatch');
  }
  const confirmed = await confirmDonation(donation.reference, { by: 'razorpay', paymentId: p.paymentId });
  // Another captured payment for an order already paid (two checkout tabs): the money arrived twice, so staff must
  // see it and refund it at the gateway; the receipt stays the first payment's.
  if (confirmed.alreadyConfirmed) {
    await db.$executeRaw`UPDATE donations SET flags = array_append(flags, 'second_payment') WHERE id = ${donation.id} AND razorpay_payment_id IS DISTINCT FROM ${p.paymentId} AND NOT ('second_payment' = ANY(flags))`;
  }
  return confirmed;
}

/** The checkout's answer, sent on by the donor's browser (or posted by Razorpay to the callback URL). */
export async function verifyCheckout(reference: string, a: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  const s = gatewaySettings();
  if (!s) throw invalid(ONLINE_OFF, undefined, 'online_payment_off');
  const donation = await db.donation.findUnique({ where: { reference }, select: { razorpayOrderId: true } });
  if (!donation) throw notFound(GATEWAY_MESSAGES.unknownOrder, 'unknown_order');
  if (donation.razorpayOrderId !== a.razorpay_order_id || !checkoutSignatureValid(s, a.razorpay_order_id, a.razorpay_payment_id, a.razorpay_signature)) {
    throw invalid(GATEWAY_MESSAGES.badSignature, undefined, 'payment_not_verified');
  }
  // A valid signature says the gateway made this payment for this order; its state and amount come from the gateway.
  const payment = await fetchPayment(s, a.razorpay_payment_id);
  if (payment.orderId !== a.razorpay_order_id) throw invalid(GATEWAY_MESSAGES.badSignature, undefined, 'payment_not_verified');
  if (payment.status !== 'captured') throw conflict(GATEWAY_MESSAGES.notCaptured, 'payment_not_captured');
  return settle({ orderId: payment.orderId, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency });
}

type WebhookBody = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } } };
};
const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

export type WebhookOutcome = 'confirmed' | 'duplicate' | 'ignored';

/** A webhook: `rawBody` exactly as received (the signature covers those bytes, not a re-serialised object). */
export async function handleWebhook(rawBody: string, signature: string | null, eventId: string | null): Promise<WebhookOutcome> {
  if (!signature || !webhookSignatureValid(rawBody, signature)) throw invalid(GATEWAY_MESSAGES.badSignature, undefined, 'webhook_signature_invalid');
  let body: WebhookBody;
  try { body = JSON.parse(rawBody) as WebhookBody; } catch { throw invalid('The request body must be JSON.', undefined, 'body_not_json'); }
  const event = String(body.event ?? '');
  const id = eventId?.trim() || null;
  if (id && (await db.paymentWebhookEvent.findUnique({ where: { eventId: id } }))) return 'duplicate';
  const entity = body.payload?.payment?.entity;
  if (!SETTLING_EVENTS.has(event) || !entity?.order_id || !entity.id) {
    await remember(id, event, entity?.order_id ?? null, 'ignored');
    return 'ignored';
  }
  await settle({ orderId: entity.order_id, paymentId: entity.id, amountPaise: Number(entity.amount), currency: String(entity.currency) });
  // Recorded after it took effect: a crash in between means the gateway's retry confirms again, which is a no-op.
  await remember(id, event, entity.order_id, 'confirmed');
  return 'confirmed';
}

async function remember(eventId: string | null, event: string, orderId: string | null, outcome: string) {
  if (!eventId) return;
  try {
    await db.paymentWebhookEvent.create({ data: { eventId: eventId.slice(0, 64), event: event.slice(0, 40), orderId: orderId?.slice(0, 40) ?? null, outcome } });
  } catch (e) {
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')) throw e; // the same event, handled at once
  }
}
