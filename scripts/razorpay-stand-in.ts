// A stand-in for Razorpay, as s3rver stands in for S3 and MailDev for SMTP: a small HTTP server that follows
// Razorpay's documented shapes closely enough for the official `razorpay` package and a browser to use it.
//  - POST /v1/orders (basic auth key_id:key_secret; amount in paise, currency, receipt, notes) → an order entity;
//    GET /v1/orders/:id and GET /v1/payments/:id;
//  - POST /v1/checkout/embedded: the hosted checkout (key_id, order_id, callback_url, ...): a page whose "Pay"
//    button makes a captured payment, sends the payment.captured and order.paid webhooks to `webhookUrl`
//    (X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret; X-Razorpay-Event-Id), then posts
//    razorpay_payment_id, razorpay_order_id and razorpay_signature (HMAC-SHA256 of order_id|payment_id with the
//    key secret) to the callback URL.
// Started by `npm start` in a local run without RAZORPAY_KEY_ID (scripts/serve.ts) and by the tests.
import { createHmac, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Where the browser tests' stand-in listens (scripts/e2e-server.ts): 4190 next to the default E2E_PORT, as far from it
 * as E2E_PORT is from 3100 (like their MailDev). The e2e build's CSP names this origin (scripts/build.ts).
 */
export const e2eStandInPort = () => Number(process.env.E2E_PORT ?? 3100) - 3100 + 4190;

export type StandInOptions = { keyId: string; keySecret: string; webhookSecret: string; webhookUrl?: string; port?: number; host?: string };
type Order = { id: string; entity: 'order'; amount: number; amount_paid: number; amount_due: number; currency: string; receipt: string | null; offer_id: null; status: 'created' | 'attempted' | 'paid'; attempts: number; notes: Record<string, string>; created_at: number };
type Payment = { id: string; entity: 'payment'; amount: number; currency: string; status: 'captured'; order_id: string; method: 'upi'; captured: true; description: string | null; email: string; contact: string; fee: number; tax: number; created_at: number };

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startRazorpayStandIn(o: StandInOptions) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const webhooks: { event: string; status: number }[] = [];

  const checkoutSignature = (orderId: string, paymentId: string) => createHmac('sha256', o.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  const webhookSignature = (raw: string) => createHmac('sha256', o.webhookSecret).update(raw).digest('hex');

  /** Sends one signed webhook; returns the app's status. `tamper` changes the body after signing (tests). */
  async function sendWebhook(event: string, payload: Record<string, unknown>, opts: { eventId?: string; amount?: number; tamper?: (raw: string) => string; signature?: string } = {}) {
    if (!o.webhookUrl) return 0;
    const raw = JSON.stringify({ entity: 'event', account_id: 'acc_standin000001', event, contains: Object.keys(payload), payload, created_at: now() });
    const body = opts.tamper ? opts.tamper(raw) : raw;
    const res = await fetch(o.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': opts.signature ?? webhookSignature(raw), 'x-razorpay-event-id': opts.eventId ?? newId('evt') },
      body,
    });
    webhooks.push({ event, status: res.status });
    return res.status;
  }

  /** What a successful checkout does: a captured payment for the order (at `amount` paise, the order's unless said). */
  function pay(orderId: string, amount?: number) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const payment: Payment = { id: newId('pay'), entity: 'payment', amount: amount ?? order.amount, currency: order.currency, status: 'captured', order_id: order.id, method: 'upi', captured: true, description: null, email: 'donor@example.org', contact: '+919876543210', fee: 0, tax: 0, created_at: now() };
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: 0, attempts: order.attempts + 1 });
    return { payment, answer: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: checkoutSignature(order.id, payment.id) } };
  }

  async function webhooksFor(payment: Payment) {
    const order = orders.get(payment.order_id)!;
    await sendWebhook('payment.captured', { payment: { entity: payment } });
    await sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: order } });
  }

  const authorised = (req: IncomingMessage) => req.headers.authorization === `Basic ${Buffer.from(`${o.keyId}:${o.keySecret}`).toString('base64')}`;
  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (res: ServerResponse, status: number, description: string) => json(res, status, { error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  const form = async (req: IncomingMessage) => Object.fromEntries(new URLSearchParams(await readBody(req)));

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      if (path.startsWith('/v1/checkout/')) return await checkout(req, res, path);
      if (!authorised(req)) return error(res, 401, 'The api key provided is invalid');
      if (req.method === 'POST' && path === '/v1/orders') {
        const body = JSON.parse((await readBody(req)) || '{}') as { amount?: unknown; currency?: string; receipt?: string; notes?: Record<string, string> };
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00');
        if (body.currency !== 'INR') return error(res, 400, 'Currency is not supported');
        const order: Order = { id: newId('order'), entity: 'order', amount, amount_paid: 0, amount_due: amount, currency: 'INR', receipt: body.receipt ?? null, offer_id: null, status: 'created', attempts: 0, notes: body.notes ?? {}, created_at: now() };
        orders.set(order.id, order);
        return json(res, 200, order);
      }
      const m = /^\/v1\/(orders|payments)\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const found = (m[1] === 'orders' ? orders : payments).get(m[2]!);
        return found ? json(res, 200, found) : error(res, 400, 'The id provided does not exist');
      }
      return error(res, 404, 'The requested URL was not found on the server.');
    } catch (e) {
      if (!res.headersSent) error(res, 500, String((e as Error).message));
    }
  });

  async function checkout(req: IncomingMessage, res: ServerResponse, path: string) {
    const f = await form(req);
    const order = orders.get(f.order_id ?? '');
    if (!order || f.key_id !== o.keyId) return res.writeHead(400, { 'content-type': 'text/plain' }).end('Unknown order or key');
    if (path === '/v1/checkout/embedded') {
      const rupees = (order.amount / 100).toLocaleString('en-IN');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in checkout</title></head>
<body><main><h1>Stand-in checkout</h1><p>Pay ₹${escapeHtml(rupees)} to ${escapeHtml(f.name ?? 'the merchant')} (order ${escapeHtml(order.id)}).</p>
<form method="post" action="/v1/checkout/pay"><input type="hidden" name="key_id" value="${escapeHtml(o.keyId)}"><input type="hidden" name="order_id" value="${escapeHtml(order.id)}">
<input type="hidden" name="callback_url" value="${escapeHtml(f.callback_url ?? '')}"><button type="submit">Pay ₹${escapeHtml(rupees)}</button></form></main></body></html>`);
    }
    if (path === '/v1/checkout/pay') {
      const { payment, answer } = pay(order.id);
      await webhooksFor(payment);
      const fields = Object.entries(answer).map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`).join('');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment done</title></head>
<body><main><h1>Payment successful</h1><form method="post" action="${escapeHtml(f.callback_url ?? '')}">${fields}<button type="submit">Return to the merchant</button></form></main></body></html>`);
    }
    return res.writeHead(404).end();
  }

  // A port in use is an error the caller hears (a second local instance beside the first, which already runs one).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => { server.off('error', reject); resolve(); });
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    orders, payments, webhooks, pay, sendWebhook, checkoutSignature, webhookSignature,
    /** Test hook: a captured payment's webhooks, as Razorpay would send them. */
    sendPaymentWebhooks: (paymentId: string) => webhooksFor(payments.get(paymentId)!),
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

/**
 * The quick start's gateway (scripts/serve.ts): a local run without RAZORPAY_KEY_ID gets the stand-in on
 * RAZORPAY_STAND_IN_PORT (4090), its secrets kept in .data/secrets/, and the settings that point the app at it.
 */
export async function startLocalGateway(appPort: number, devSecret: (name: string, bytes: number) => string) {
  const port = Number(process.env.RAZORPAY_STAND_IN_PORT ?? 4090);
  const settings = { keyId: 'rzp_test_standin', keySecret: devSecret('razorpay-key-secret', 24), webhookSecret: devSecret('razorpay-webhook-secret', 24) };
  const standIn = await startRazorpayStandIn({ ...settings, port, webhookUrl: `http://127.0.0.1:${appPort}/api/v1/payments/razorpay/webhook` }).catch((e: Error) => {
    console.warn(`▸ the Razorpay stand-in could not start on port ${port} (${e.message}): online donations are off; UPI works`);
    return null;
  });
  if (!standIn) return async () => {};
  Object.assign(process.env, { RAZORPAY_KEY_ID: settings.keyId, RAZORPAY_KEY_SECRET: settings.keySecret, RAZORPAY_WEBHOOK_SECRET: settings.webhookSecret, RAZORPAY_BASE_URL: standIn.url });
  console.log(`▸ Razorpay stand-in on ${standIn.url} (online donations "pay" there)`);
  return standIn.stop;
}
