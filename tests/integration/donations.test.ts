// Donations over HTTP on real PostgreSQL (issue 38): the form's rules, UPI with its UTR, the online gateway through
// the Razorpay stand-in (its orders, checkout signature and signed webhooks), receipts without gaps, the bank
// statement, refunds and Form 10BD. Every refusal is asserted with its code and message, and with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { alreadySpent } from '../helpers/rate-limits';
import { serveRoutes } from '../helpers/http-server';
import { mailbox } from '../helpers/mailbox';
import { LIMITS } from '@/lib/limits';
import { POST as create } from '@/app/api/v1/donations/route';
import { POST as enterUtr } from '@/app/api/v1/donations/[reference]/utr/route';
import { POST as checkout } from '@/app/api/v1/donations/[reference]/checkout/route';
import { POST as webhook } from '@/app/api/v1/payments/razorpay/webhook/route';
import { GET as receiptDownload } from '@/app/api/v1/donations/receipt/[token]/route';
import { startRazorpayStandIn, type RazorpayStandIn } from '@/scripts/razorpay-stand-in';
import { CONFIRM_MESSAGES, confirmDonation } from '@/lib/donations/confirm';
import { refundDonation } from '@/lib/donations/refund';
import { matchStatement } from '@/lib/donations/statement';
import { DONATION_MESSAGES } from '@/lib/donations/rules';
import { UTR_MESSAGES } from '@/lib/donations/utr';
import { GATEWAY_MESSAGES } from '@/lib/donations/gateway-payment';
import { decryptPan } from '@/lib/donations/pan';
import { receiptToken } from '@/lib/donations/receipt-link';
import { donationAttachments } from '@/lib/donations/receipt-attachment';
import { runAdmin } from '@/scripts/admin/run';
import { donations as donationsGroup } from '@/scripts/admin/donations';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { smtpSender } from '@/lib/mail/transport';

const GATEWAY = { keyId: 'rzp_test_standin01', keySecret: 'stand-in-key-secret-0123456789', webhookSecret: 'stand-in-webhook-secret-0123456789' };
let standIn: RazorpayStandIn;
let seq = 0;
/** A 12-digit UTR no other test uses. */
const newUtr = () => `${Date.now() % 1e8}`.padStart(8, '0') + String(++seq % 10_000).padStart(4, '0');

const valid = (over: Record<string, unknown> = {}) => ({
  amount: 1000, campaign: 'general', name: 'Rina Das', email: `donor-${Date.now()}-${++seq}@example.org`, mobile: '9876543210',
  address: 'House 12, Zoo Road\nGuwahati 781024', pan: 'ABCDE1234F', indian_citizen: true, method: 'upi', ...over,
});

async function give(over: Record<string, unknown> = {}, path = '/api/v1/donations') {
  const res = await apiClient().call(create, { json: valid(over), path });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { reference: string; upi_uri?: string; order?: { id: string; amount: number; currency: string; key_id: string } };
}
const row = (reference: string) => testDb().donation.findUniqueOrThrow({ where: { reference }, include: { receipt: true } });
const utrCall = (reference: string, utr: unknown) => apiClient().call(enterUtr, { json: { utr }, params: { reference } });

beforeAll(async () => {
  const hooks = await serveRoutes({ '/api/v1/payments/razorpay/webhook': webhook as never });
  standIn = await startRazorpayStandIn({ ...GATEWAY, webhookUrl: `http://127.0.0.1:${hooks.port}/api/v1/payments/razorpay/webhook` });
  Object.assign(process.env, { RAZORPAY_KEY_ID: GATEWAY.keyId, RAZORPAY_KEY_SECRET: GATEWAY.keySecret, RAZORPAY_WEBHOOK_SECRET: GATEWAY.webhookSecret, RAZORPAY_BASE_URL: standIn.url, DONATION_UPI_ID: 'nextgen@testbank', DONATION_PAYEE_NAME: 'NextGen Youth Foundation',
    FOUNDATION_PAN: 'AAATN1234F', FOUNDATION_80G_NUMBER: 'AAATN1234FF20214', FOUNDATION_80G_VALIDITY: 'AY 2022-23 to AY 2026-27', FOUNDATION_80G_DATE: '28-05-2021' });
});
afterAll(async () => { await standIn.stop(); });

describe('POST /api/v1/donations', () => {
  it('stores a UPI donation awaiting payment, with its UPI link and the PAN encrypted', async () => {
    const body = valid();
    const res = await apiClient().call(create, { json: body, path: '/api/v1/donations?lang=as' });
    expect(res.status).toBe(201);
    const reference = res.body.reference as string;
    expect(reference).toMatch(/^DN-[2-9A-HJKMNP-Z]{8}$/);
    expect(res.body.upi_uri).toBe(`upi://pay?pa=nextgen%40testbank&pn=NextGen%20Youth%20Foundation&am=1000.00&cu=INR&tn=${reference}`);
    expect(res.body.order).toBeUndefined();
    const stored = await row(reference);
    expect(stored).toMatchObject({ amountRupees: 1000, campaign: 'general', state: 'awaiting_payment', method: 'upi', language: 'as', utr: null, email: body.email });
    expect(Buffer.from(stored.panEncrypted!).toString('latin1')).not.toContain('ABCDE1234F');
    expect(decryptPan(stored.panEncrypted!, stored.panKeyId)).toBe('ABCDE1234F');
  });

  it.each([
    ['an amount below ₹100', { amount: 99 }, 'amount', DONATION_MESSAGES.amount],
    ['an amount above ₹5,00,000', { amount: 500_001 }, 'amount', DONATION_MESSAGES.amount],
    ['an amount that is not a whole rupee', { amount: 1000.5 }, 'amount', DONATION_MESSAGES.amount],
    ['an amount written with a comma', { amount: '1,000' }, 'amount', DONATION_MESSAGES.amount],
    ['a bad PAN', { pan: 'ABCD1234FF' }, 'pan', DONATION_MESSAGES.pan],
    ['a bad mobile number', { mobile: '12345' }, 'mobile', DONATION_MESSAGES.mobile],
    ['the citizenship box unticked', { indian_citizen: false }, 'indian_citizen', DONATION_MESSAGES.citizen],
    ['a campaign not on the page', { campaign: 'yacht-fund' }, 'campaign', DONATION_MESSAGES.campaign],
  ])('refuses %s with a field message, storing nothing', async (_, over, field, message) => {
    // By this request's address (each is new): other files store donations in the same database at the same time.
    const input = valid(over);
    const res = await apiClient().call(create, { json: input });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_input' });
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await testDb().donation.count({ where: { email: input.email } })).toBe(0);
  });

  it('explains the FCRA refusal with a contact', () => {
    expect(DONATION_MESSAGES.citizen).toMatch(/Foreign Contribution \(Regulation\) Act \(FCRA\).*write to \S+@\S+/);
  });

  it('creates a gateway order in paise for an online donation', async () => {
    const { reference, order, upi_uri } = await give({ method: 'online', amount: 2500 });
    expect(upi_uri).toBeUndefined();
    expect(order).toMatchObject({ amount: 250_000, currency: 'INR', key_id: GATEWAY.keyId });
    expect(standIn.orders.get(order!.id)).toMatchObject({ amount: 250_000, receipt: reference, status: 'created' });
    expect((await row(reference)).razorpayOrderId).toBe(order!.id);
  });

  it('limits donations per address', async () => {
    const api = apiClient();
    await alreadySpent(LIMITS.donationsPerAddress, api.ip, LIMITS.donationsPerAddress.points - 1);
    expect((await api.call(create, { json: valid() })).status).toBe(201);
    const refused = await api.call(create, { json: valid() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
  });

  it('without scripts, a posted form goes on to the payment page, and a refusal to the problem page', async () => {
    const form = new URLSearchParams({ ...valid(), amount: '500', indian_citizen: 'on' } as Record<string, string>);
    const ok = await apiClient().call(create, { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, path: '/api/v1/donations?lang=hi' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/hi\/donate\/pay\/DN-[2-9A-HJKMNP-Z]{8}$/);
    form.delete('indian_citizen');
    form.set('pan', 'nope');
    const refused = await apiClient().call(create, { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/donate/problem?fields=pan%2Cindian_citizen');
  });
});

describe('the UTR of a UPI payment', () => {
  it('moves the donation to awaiting confirmation, and nothing more', async () => {
    const { reference } = await give();
    const utr = newUtr();
    const res = await utrCall(reference, utr);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, state: 'awaiting_confirmation', message: UTR_MESSAGES.received });
    expect(await row(reference)).toMatchObject({ state: 'awaiting_confirmation', utr, confirmedAt: null, receipt: null });
  });

  it('refuses a UTR that is not 12 digits, and one another donation already has', async () => {
    const [a, b] = [await give(), await give()];
    const bad = await utrCall(a.reference, '12345');
    expect(bad.status).toBe(400);
    expect((bad.body.fields as Record<string, string>).utr).toBe(DONATION_MESSAGES.utr);
    const utr = newUtr();
    expect((await utrCall(a.reference, utr)).status).toBe(200);
    const taken = await utrCall(b.reference, utr);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'utr_taken', message: UTR_MESSAGES.taken });
    expect(await row(b.reference)).toMatchObject({ state: 'awaiting_payment', utr: null });
  });

  it('lets one of two donors typing the same UTR at once win', async () => {
    const [a, b] = [await give(), await give()];
    const utr = newUtr();
    const answers = await Promise.all([utrCall(a.reference, utr), utrCall(b.reference, utr)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await testDb().donation.count({ where: { utr } })).toBe(1);
  });

  it('answers 404 for an unknown reference', async () => {
    const res = await utrCall('DN-ZZZZZZZZ', newUtr());
    expect(res.status).toBe(404);
  });
});

describe('the online gateway', () => {
  it('confirms on a verified checkout answer, once, however often the callback comes', async () => {
    const { reference, order } = await give({ method: 'online' });
    const { answer } = standIn.pay(order!.id);
    const answers = await Promise.all([1, 2, 3].map(() => apiClient().call(checkout, { json: answer, params: { reference } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const receipts = new Set(answers.map((a) => a.body.receipt));
    expect(receipts.size).toBe(1);
    const stored = await row(reference);
    expect(stored).toMatchObject({ state: 'confirmed', confirmedBy: 'razorpay', razorpayPaymentId: answer.razorpay_payment_id });
    expect(await testDb().donationReceipt.count({ where: { donationId: stored.id } })).toBe(1);
    expect(await testDb().mailOutbox.count({ where: { topic: 'donation-receipt', toAddress: stored.email } })).toBe(1);
  });

  it('refuses a forged checkout signature, and the browser\'s word alone', async () => {
    const { reference, order } = await give({ method: 'online' });
    const { answer } = standIn.pay(order!.id);
    const forged = await apiClient().call(checkout, { json: { ...answer, razorpay_signature: 'ab'.repeat(32) }, params: { reference } });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'payment_not_verified', message: GATEWAY_MESSAGES.badSignature });
    // A payment id the gateway never made, signed with a guessed secret.
    const invented = await apiClient().call(checkout, { json: { razorpay_order_id: order!.id, razorpay_payment_id: 'pay_invented0000', razorpay_signature: 'cd'.repeat(32) }, params: { reference } });
    expect(invented.status).toBe(400);
    expect(await row(reference)).toMatchObject({ state: 'awaiting_payment', receipt: null });
  });

  it('lets no one confirm an online donation by hand: only the gateway\'s verified payment does', async () => {
    const { reference } = await give({ method: 'online' }); // the donor opened checkout and never paid
    await expect(confirmDonation(reference, { by: 'staff@test', via: 'console' })).rejects.toMatchObject({ code: 'gateway_only', message: CONFIRM_MESSAGES.gatewayOnly });
    await expect(confirmDonation(reference, { by: 'staff@test', utr: newUtr(), via: 'script' })).rejects.toMatchObject({ code: 'gateway_only' });
    expect(await row(reference)).toMatchObject({ state: 'awaiting_payment', confirmedAt: null, receipt: null });
  });

  it('flags a second captured payment for an order already paid, so staff refund it, and still issues one receipt', async () => {
    const { reference, order } = await give({ method: 'online' });
    const first = standIn.pay(order!.id);
    const second = standIn.pay(order!.id); // two checkout tabs, both paid: money arrived twice
    await standIn.sendPaymentWebhooks(first.payment.id);
    await standIn.sendPaymentWebhooks(second.payment.id);
    expect(standIn.webhooks.slice(-4).map((w) => w.status)).toEqual([200, 200, 200, 200]);
    const stored = await row(reference);
    expect(stored).toMatchObject({ state: 'confirmed', razorpayPaymentId: first.payment.id, flags: ['second_payment'] });
    expect(await testDb().donationReceipt.count({ where: { donationId: stored.id } })).toBe(1);
  });

  it('confirms through the signed webhook of the stand-in, and a replay changes nothing', async () => {
    const { reference, order } = await give({ method: 'online' });
    const { payment } = standIn.pay(order!.id);
    await standIn.sendPaymentWebhooks(payment.id); // payment.captured, then order.paid
    expect(standIn.webhooks.slice(-2).map((w) => w.status)).toEqual([200, 200]);
    const stored = await row(reference);
    expect(stored).toMatchObject({ state: 'confirmed', razorpayPaymentId: payment.id });
    const eventId = 'evt_replay_test_' + seq;
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: payment } }, { eventId })).toBe(200);
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: payment } }, { eventId })).toBe(200);
    expect(await testDb().paymentWebhookEvent.count({ where: { eventId } })).toBe(1);
    expect(await testDb().donationReceipt.count({ where: { donationId: stored.id } })).toBe(1);
  });

  it('refuses a forged or altered webhook, and one for an unknown order, changing nothing', async () => {
    const { reference, order } = await give({ method: 'online' });
    const { payment } = standIn.pay(order!.id);
    const events = await testDb().paymentWebhookEvent.count();
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: payment } }, { signature: 'ef'.repeat(32) })).toBe(400);
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: payment } }, { tamper: (raw) => raw.replace(`"amount":${payment.amount}`, '"amount":100') })).toBe(400);
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: { ...payment, order_id: 'order_unknown0000' } } })).toBe(404);
    expect(await row(reference)).toMatchObject({ state: 'awaiting_payment', receipt: null, flags: [] });
    expect(await testDb().paymentWebhookEvent.count()).toBe(events);
    // The answer's code, over HTTP.
    const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: payment } } });
    const signature = standIn.webhookSignature(raw);
    const res = await apiClient().call(webhook, { body: raw, headers: { 'content-type': 'application/json', 'x-razorpay-signature': `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}` } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'webhook_signature_invalid', message: GATEWAY_MESSAGES.badSignature });
    expect(await row(reference)).toMatchObject({ state: 'awaiting_payment', receipt: null });
  });

  it('refuses and flags a webhook whose amount differs from the order\'s', async () => {
    const { reference, order } = await give({ method: 'online', amount: 5000 });
    const { payment } = standIn.pay(order!.id, 100 * 100);
    expect(await standIn.sendWebhook('payment.captured', { payment: { entity: payment } })).toBe(409);
    expect(await row(reference)).toMatchObject({ state: 'awaiting_payment', receipt: null, flags: ['amount_mismatch'] });
  });
});

describe('receipts', () => {
  it('numbers 50 confirmations at once without a gap or a duplicate', async () => {
    const many = await Promise.all(Array.from({ length: 50 }, () => give({ pan: '' })));
    const results = await Promise.all(many.map((d) => confirmDonation(d.reference, { by: 'staff@test', utr: newUtr(), via: 'console' })));
    expect(new Set(results.map((r) => r.receipt)).size).toBe(50);
    const series = results[0]!.receipt.split('/')[0]!;
    expect(series).toMatch(/^80G-\d{4}-\d{2}$/);
    const numbers = (await testDb().donationReceipt.findMany({ where: { series }, select: { number: true } })).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('refunds with a reason only, marking the receipt cancelled and keeping it', async () => {
    const { reference } = await give();
    await confirmDonation(reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
    await expect(refundDonation(reference, '  ', 'staff@test', 'console')).rejects.toThrow('A refund needs a reason.');
    await refundDonation(reference, 'Paid twice by mistake', 'staff@test', 'console');
    const stored = await row(reference);
    expect(stored).toMatchObject({ state: 'refunded', refundReason: 'Paid twice by mistake', refundedBy: 'staff@test' });
    expect(stored.receipt).toMatchObject({ cancelReason: 'Paid twice by mistake' });
    expect(stored.receipt!.cancelledAt).not.toBeNull();
    await expect(refundDonation(reference, 'again', 'staff@test', 'console')).rejects.toThrow('Only a confirmed donation can be refunded.');
  });

  it('mails the receipt PDF, with the amount in words, and serves it through its signed link only', async () => {
    const box = await mailbox();
    try {
      const { reference } = await give({ amount: 125_000 }, '/api/v1/donations?lang=as');
      await confirmDonation(reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
      const stored = await row(reference);
      const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { topic: 'donation-receipt', toAddress: stored.email } });
      expect(await sendOutboxMail(mail.id, smtpSender(box.smtpUrl), 'NextGen <no-reply@test.example>', donationAttachments)).toBe('sent');
      const [received] = await box.waitFor(stored.email);
      expect(received!.subject).toMatch(/^আপোনাৰ দানৰ ৰচিদ 80G-\d{4}-\d{2}\/\d{6}$/);
      const source = await box.source(received!.id);
      expect(source).toMatch(/Content-Type: application\/pdf/i);
      const link = await apiClient().call(receiptDownload as never, { params: { token: receiptToken(stored.receipt!.id) } });
      expect(link.status).toBe(200);
      expect(link.headers.get('content-type')).toBe('application/pdf');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
      writeFileSync(path.join(dir, 'r.pdf'), Buffer.from(await link.raw.arrayBuffer()));
      execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), path.join(dir, 'r.txt')]);
      const text = readFileSync(path.join(dir, 'r.txt'), 'utf8');
      expect(text).toContain('Rupees One Lakh Twenty-Five Thousand Only');
      expect(text).toContain('দানৰ ৰচিদ'); // the donor's language (Assamese) beside the English
      expect(text).toContain('PAN AAATN1234F · 80G AAATN1234FF20214 (AY 2022-23 to AY 2026-27)');
      expect(text).toMatch(/eligible for deduction under section 80G/);
      expect(text).toContain('Receipt number: 80G-');
      expect(text).toContain('ABCDE1234F');
      // A token altered in one character (the receipt id it names, or its signature) opens nothing.
      const token = receiptToken(stored.receipt!.id);
      const altered = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
      const forged = await apiClient().call(receiptDownload as never, { params: { token: altered } });
      expect(forged.status).toBe(404);
      expect(forged.body).toMatchObject({ code: 'not_found', message: 'This receipt link is not valid.' });
    } finally { await box.stop(); }
  });
});

describe('the financial year boundary', () => {
  it('numbers, dates and files a gift of 31 March 23:59:59 IST in the year that ends, one a second later in the next', async () => {
    const pdfText = async (receiptId: number) => {
      const res = await apiClient().call(receiptDownload as never, { params: { token: receiptToken(receiptId) } });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-fy-'));
      writeFileSync(path.join(dir, 'r.pdf'), Buffer.from(await res.raw.arrayBuffer()));
      execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), path.join(dir, 'r.txt')]);
      return readFileSync(path.join(dir, 'r.txt'), 'utf8');
    };
    const [last, first] = [await give({ amount: 300 }), await give({ amount: 300 })];
    await testDb().donation.update({ where: { reference: last.reference }, data: { createdAt: new Date('2026-03-31T18:29:59Z') } });
    await testDb().donation.update({ where: { reference: first.reference }, data: { createdAt: new Date('2026-03-31T18:30:00Z') } });
    // Both confirmed today, months later (a UPI gift waits for the statement).
    const a = await confirmDonation(last.reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
    const b = await confirmDonation(first.reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
    expect(a.receipt).toMatch(/^80G-2025-26\/\d{6}$/);
    expect(b.receipt).toMatch(/^80G-2026-27\/\d{6}$/);
    // The printed date is the gift's, so the receipt's number, its date and its Form 10BD year agree.
    expect(await pdfText((await row(last.reference)).receipt!.id)).toContain('Date: 31 March 2026');
    expect(await pdfText((await row(first.reference)).receipt!.id)).toContain('Date: 1 April 2026');
  });
});

describe('the bank statement', () => {
  it('confirms what matches on UTR and amount, lists the rest, and flags a row that matches two donations', async () => {
    const [matched, other, byUtr, byNote] = [await give({ amount: 500 }), await give({ amount: 700 }), await give({ amount: 900 }), await give({ amount: 900 })];
    const [u1, u2, u3, u4] = [newUtr(), newUtr(), newUtr(), newUtr()];
    await utrCall(matched.reference, u1);
    await utrCall(other.reference, u2);
    await utrCall(byUtr.reference, u3);
    const csv = [
      'Txn Date,Narration,UTR No,Debit,Credit,Balance',
      `01/11/2026,UPI/${u1}/Rina,${u1},,500.00,10500.00`,
      `01/11/2026,UPI/${u2}/Someone,${u2},,"1,700.00",12200.00`, // the amount differs
      `02/11/2026,UPI/${u3}/${byNote.reference},${u3},,900.00,13100.00`, // by UTR one donation, by the note another
      `02/11/2026,UPI/${u4}/unknown,${u4},,250.00,13350.00`,
    ].join('\n');
    const r = await matchStatement(csv, 'staff@test', 'console');
    expect(r.matched.map((m) => m.reference)).toEqual([matched.reference]);
    expect(r.unmatched.map((u) => [u.line, u.why])).toEqual([[3, 'the amount differs from the donation\'s'], [5, 'no waiting donation has this UTR or reference']]);
    expect(r.ambiguous).toEqual([{ line: 4, utr: u3, references: expect.arrayContaining([byUtr.reference, byNote.reference]) }]);
    expect(await row(matched.reference)).toMatchObject({ state: 'confirmed', confirmedBy: 'staff@test' });
    for (const ref of [byUtr.reference, byNote.reference]) expect(await row(ref)).toMatchObject({ state: expect.stringMatching(/^awaiting_/), flags: ['ambiguous_statement_row'], receipt: null });
    expect(await row(other.reference)).toMatchObject({ state: 'awaiting_confirmation', receipt: null });
    // The same statement again confirms nothing twice.
    const again = await matchStatement(csv, 'staff@test', 'console');
    expect(again.matched).toEqual([]);
  });

  it('reads a UTR the bank pads with zeros, and lists every credit row it cannot read instead of dropping it', async () => {
    const [padded, unreadable] = [await give({ amount: 600 }), await give({ amount: 800 })];
    const [u1, u2] = [newUtr(), newUtr()];
    await utrCall(padded.reference, u1);
    await utrCall(unreadable.reference, u2);
    // HDFC-style: the reference column carries the UTR left-padded to 16 digits; one credit written "800.00 CR".
    const csv = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `03/11/2026,UPI-RINA-${u1},0000${u1},03/11/26,,600.00,1600.00`,
      `03/11/2026,UPI-ANIL-${u2},0000${u2},03/11/26,,800.00 CR,2400.00`,
      `03/11/2026,NEFT-SOMEONE,N123456,03/11/26,,250.00,2650.00`,
      `04/11/2026,ATM WITHDRAWAL,${newUtr()},04/11/26,500.00,,2150.00`, // a debit: not a gift, not listed
    ].join('\n');
    const r = await matchStatement(csv, 'staff@test', 'console');
    expect(r.matched.map((m) => [m.line, m.reference, m.utr])).toEqual([[2, padded.reference, u1]]);
    expect(r.unmatched.map((u) => [u.line, u.why])).toEqual([[3, 'its amount could not be read'], [4, 'no 12-digit UTR in its reference column']]);
    expect(await row(unreadable.reference)).toMatchObject({ state: 'awaiting_confirmation', receipt: null });
  });
});

describe('Form 10BD', () => {
  it('writes the template\'s columns, one row per donor and type, PAN-less and refunded gifts left out', async () => {
    const gifts = [
      await give({ pan: 'PQRSX6789K', name: 'Anil Bora', address: 'Old address', amount: 1000, campaign: 'general' }),
      await give({ pan: 'PQRSX6789K', name: 'Anil Bora', address: 'Ward 3, Jorhat', amount: 2500, campaign: 'general' }),
      await give({ pan: 'PQRSX6789K', name: 'Anil Bora', address: 'Ward 3, Jorhat', amount: 500, campaign: 'tech-for-change' }),
      await give({ pan: 'ABCDE1111A', name: '=HYPERLINK("x")', address: 'Tezpur', amount: 100, campaign: 'general' }),
      await give({ pan: '', name: 'No Pan', amount: 5000 }),
      await give({ pan: 'ZZZZZ9999Z', name: 'Refunded', amount: 700 }),
    ];
    for (const [i, g] of gifts.entries()) {
      await confirmDonation(g.reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
      // Into FY 2019-20, which no other test touches, a day apart in order.
      await testDb().donation.update({ where: { reference: g.reference }, data: { createdAt: new Date(Date.UTC(2019, 5, 1 + i)) } });
    }
    await refundDonation(gifts[5]!.reference, 'Asked back', 'staff@test', 'console');
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), '10bd-')), '10bd.csv');
    const errors: string[] = [];
    const code = await runAdmin(['donations', 'export-10bd', '--fy', '2019-20', '--out', out, '--by', 'Test Staff'], [donationsGroup], { out: () => {}, err: (t) => errors.push(t) });
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(path.join(import.meta.dirname, '../fixtures/form-10bd-2019-20.csv'), 'utf8'));
    const bad = await runAdmin(['donations', 'export-10bd', '--fy', '2019-21', '--out', `${out}.x`, '--by', 'Test Staff'], [donationsGroup], { out: () => {}, err: (t) => errors.push(t) });
    expect(bad).toBe(1);
    expect(errors.join('\n')).toContain('Give the financial year as YYYY-YY, for example 2026-27.');
  });
});

describe('a receipt without a PAN', () => {
  it('says it is not valid for 80G', async () => {
    const { reference } = await give({ pan: '' }, '/api/v1/donations?lang=hi');
    await confirmDonation(reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
    const receipt = (await row(reference)).receipt!;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-'));
    const res = await apiClient().call(receiptDownload as never, { params: { token: receiptToken(receipt.id) } });
    writeFileSync(path.join(dir, 'r.pdf'), Buffer.from(await res.raw.arrayBuffer()));
    execFileSync('pdftotext', [path.join(dir, 'r.pdf'), path.join(dir, 'r.txt')]);
    const text = readFileSync(path.join(dir, 'r.txt'), 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain('No PAN was given, so this receipt is not valid for a deduction under section 80G of the Income-tax Act, 1961.');
    expect(text).toContain("Donor's PAN: not given");
    expect(text).not.toMatch(/eligible for deduction/);
  });
});

describe('erasure on request', () => {
  it('blanks an unpaid gift whole and keeps what the tax rules need of a paid one, saying so', async () => {
    const email = `erase-${Date.now()}@example.org`;
    const paid = await give({ email });
    const unpaid = await give({ email });
    await confirmDonation(paid.reference, { by: 'staff@test', utr: newUtr(), via: 'console' });
    const out: string[] = [];
    const code = await runAdmin(['donations', 'erase', '--email', email.toUpperCase(), '--reason', 'Request of 28 Nov', '--confirm', '--by', 'Test Staff'], [donationsGroup], { out: (t) => out.push(t), err: (t) => out.push(t) });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Kept for the tax rules: the name, address, PAN, amount and receipt');
    const kept = await row(paid.reference);
    expect(kept).toMatchObject({ email: '(erased)', mobile: '0000000000', name: 'Rina Das', amountRupees: 1000, state: 'confirmed' });
    expect(decryptPan(kept.panEncrypted!, kept.panKeyId)).toBe('ABCDE1234F');
    expect(kept.erasedAt).not.toBeNull();
    expect(await row(unpaid.reference)).toMatchObject({ name: '(erased)', email: '(erased)', address: '(erased)', panEncrypted: null });
    expect(await testDb().mailOutbox.count({ where: { toAddress: email } })).toBe(0);
    expect(await testDb().donation.count({ where: { email } })).toBe(0);
    // The blanked gift issues no receipt to "(erased)" if someone confirms it later.
    await expect(confirmDonation(unpaid.reference, { by: 'staff@test', utr: newUtr(), via: 'console' })).rejects.toMatchObject({ code: 'donation_not_awaiting', message: CONFIRM_MESSAGES.erased });
    expect(await row(unpaid.reference)).toMatchObject({ state: 'awaiting_payment', receipt: null });
  });
});
