// The online gateway through the official `razorpay` package: orders, payments and both signature checks.
// The package has no host option (its constructor fixes https://api.razorpay.com), so the base URL of the
// axios instance it keeps is replaced after construction: RAZORPAY_BASE_URL points it at the stand-in
// (scripts/razorpay-stand-in.ts) in a local run and in tests, and is left unset for the real gateway.
import 'server-only';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { UnavailableError } from '@/lib/kernel/domain-errors';
import { gatewaySettings, type GatewaySettings } from './config';

type Client = InstanceType<typeof Razorpay> & { api: { rq: { defaults: { baseURL: string; timeout: number } } } };
const clients = new Map<string, Client>();

function client(s: GatewaySettings): Client {
  const key = `${s.baseUrl}|${s.keyId}|${s.keySecret}`;
  let c = clients.get(key);
  if (!c) {
    c = new Razorpay({ key_id: s.keyId, key_secret: s.keySecret }) as Client;
    c.api.rq.defaults.baseURL = s.baseUrl;
    c.api.rq.defaults.timeout = 15_000;
    clients.set(key, c);
  }
  return c;
}

export type GatewayOrder = { id: string; amount: number; currency: string; receipt?: string };

export const GATEWAY_DOWN = 'The online payment service does not answer just now. Nothing was charged. Please try again in a few minutes, or give by UPI.';

async function call<T>(work: () => Promise<T>): Promise<T> {
  try { return await work(); }
  catch (e) {
    // The package turns an answer without a response (a refused connection) into a TypeError; both mean "not now".
    console.error('[donations] gateway call failed', (e as { statusCode?: number })?.statusCode ?? (e as Error)?.message);
    throw new UnavailableError(60, GATEWAY_DOWN, 'gateway_unavailable');
  }
}

export async function createOrder(s: GatewaySettings, amountRupees: number, reference: string): Promise<GatewayOrder> {
  const order = await call(() => client(s).orders.create({ amount: amountRupees * 100, currency: 'INR', receipt: reference, notes: { reference } }));
  return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? undefined };
}

export type GatewayPayment = { id: string; orderId: string; amount: number; currency: string; status: string };

export async function fetchPayment(s: GatewaySettings, paymentId: string): Promise<GatewayPayment> {
  const p = await call(() => client(s).payments.fetch(paymentId));
  return { id: p.id, orderId: String(p.order_id ?? ''), amount: Number(p.amount), currency: p.currency, status: p.status };
}

/** Checkout's answer is Razorpay's only if its signature is HMAC-SHA256(order_id|payment_id) with the key secret. */
export const checkoutSignatureValid = (s: GatewaySettings, orderId: string, paymentId: string, signature: string) =>
  safely(() => validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, s.keySecret));

/** A webhook is Razorpay's only if X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignatureValid = (rawBody: string, signature: string) => {
  const s = gatewaySettings();
  return Boolean(s) && safely(() => validateWebhookSignature(rawBody, signature, s!.webhookSecret));
};

function safely(check: () => boolean): boolean {
  try { return check(); } catch { return false; } // a missing argument throws: that is a refusal, not a crash
}
