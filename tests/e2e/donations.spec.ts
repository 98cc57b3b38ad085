// Giving by UPI on a phone (issue 38): the donor fills /donate, pays with the QR or the intent link, enters the
// UTR; an admin confirms by uploading the bank's statement; the receipt arrives in the real mail catcher with its
// PDF, whose text has the amount in words. Giving online through the Razorpay stand-in (scripts/e2e-server.ts starts
// it), confirmed by the gateway's verified webhook only. And the same form without scripts, up to the payment page.
import { devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { waitForMail } from './helpers/mail';
import { signInContext, staffWithSession } from './helpers/staff';
import { withDb } from './helpers/registration';
import { TEST_PORTS } from '../setup/test-ports';

const utr = () => `${Date.now()}`.slice(-12).padStart(12, '7');

async function fillDonation(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Name').fill('Bina Kalita');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('9864012345');
  await page.getByLabel('PAN (for an 80G receipt)').fill('ABCDE1234F');
  await page.getByLabel('Address').fill('Near Kamakhya Gate, Guwahati 781010');
  await page.getByLabel('I am an Indian citizen and I am paying from an Indian bank account.').check();
}

/** The donation's row, its receipts and the gateway webhooks recorded for its order, as stored. */
const stored = (reference: string) => withDb(async (db) => {
  const { rows: [donation] } = await db.query<{ id: number; state: string; method: string; razorpay_order_id: string | null; razorpay_payment_id: string | null; confirmed_by: string | null; flags: string[] }>(
    'SELECT id, state, method, razorpay_order_id, razorpay_payment_id, confirmed_by, flags FROM donations WHERE reference = $1', [reference]);
  const { rows: receipts } = await db.query<{ series: string; number: number; cancelled_at: Date | null }>('SELECT series, number, cancelled_at FROM donation_receipts WHERE donation_id = $1', [donation!.id]);
  const { rows: webhooks } = await db.query<{ event: string; outcome: string }>('SELECT event, outcome FROM payment_webhook_events WHERE order_id = $1 ORDER BY id', [donation!.razorpay_order_id]);
  return { donation: donation!, receipts, webhooks };
});

async function receiptPdfText(mail: unknown) {
  // MailDev's own record of the message lists its attachments; the PDF is read back from MailDev's API.
  const caught = mail as { id: string; attachments?: { generatedFileName: string; contentType: string }[] };
  const pdf = caught.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'the receipt mail carries a PDF').toBeTruthy();
  const res = await fetch(`http://127.0.0.1:${TEST_PORTS.e2eMailWeb}/api/email/${caught.id}/attachment/${encodeURIComponent(pdf!.generatedFileName)}`);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-receipt-'));
  writeFileSync(path.join(dir, 'receipt.pdf'), bytes);
  execFileSync('pdftotext', [path.join(dir, 'receipt.pdf'), path.join(dir, 'receipt.txt')]);
  return readFileSync(path.join(dir, 'receipt.txt'), 'utf8').replace(/\s+/g, ' ');
}

test('a donor gives by UPI on a phone; staff confirm by statement; the receipt PDF arrives with the amount in words', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  const email = `donor.${Date.now()}@e2e.test`;
  await page.goto('/donate');
  await fillDonation(page, email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/donate\/pay\/DN-[2-9A-HJKMNP-Z]{8}$/);
  const reference = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Your donation of ₹1,000' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'UPI QR code for ₹1,000' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay ₹1,000 with a UPI app' })).toHaveAttribute('href', new RegExp(`^upi://pay\\?pa=.+&am=1000\\.00&cu=INR&tn=${reference}$`));
  const paid = utr();
  await page.getByLabel('UPI transaction reference (UTR, 12 digits)').fill(paid);
  await page.getByRole('button', { name: 'Send the UTR' }).click();
  await expect(page.getByText('Thank you! We will confirm your donation against our bank statement and email your receipt.')).toBeVisible();

  const admin = await staffWithSession('admin');
  const staff = await browser.newContext();
  await signInContext(staff, baseURL!, admin);
  const desk = await staff.newPage();
  await desk.goto('/staff/donations?state=awaiting_confirmation');
  await expect(desk.getByRole('cell', { name: reference, exact: true })).toBeVisible();
  await desk.getByLabel('Statement (CSV, up to 900 KB)').setInputFiles({
    name: 'statement.csv', mimeType: 'text/csv',
    buffer: Buffer.from(`Date,Narration,UTR,Debit,Credit,Balance\n28/11/2026,UPI/${paid}/${reference},${paid},,"1,000.00",51000.00\n`),
  });
  await desk.getByRole('button', { name: 'Match the statement' }).click();
  await expect(desk.getByText('1 matched and confirmed, 0 ambiguous (flagged, not confirmed), 0 not matched.')).toBeVisible();

  const { mail } = await waitForMail(email, /^Your donation receipt 80G-\d{4}-\d{2}\/\d{6}$/, 60_000);
  const text = await receiptPdfText(mail);
  expect(text).toContain('Rupees One Thousand Only');
  expect(text).toContain(`Mode: UPI (transaction reference ${paid})`);
  await phone.close();
  await staff.close();
});

test('gives online through the stand-in gateway, and the webhook confirms', async ({ browser }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  const email = `online.${Date.now()}@e2e.test`;
  await page.goto('/donate');
  await fillDonation(page, email);
  await page.getByLabel('Card or netbanking (online payment)').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/donate\/pay\/DN-[2-9A-HJKMNP-Z]{8}$/);
  const reference = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Your donation of ₹1,000' })).toBeVisible();

  // An order at the gateway, nothing paid: not confirmed, no receipt, no webhook.
  const before = await stored(reference);
  expect(before.donation).toMatchObject({ state: 'awaiting_payment', method: 'online', razorpay_payment_id: null, confirmed_by: null });
  expect(before.donation.razorpay_order_id).toMatch(/^order_\w{14}$/);
  expect(before.receipts).toEqual([]);
  expect(before.webhooks).toEqual([]);

  // The site's page posts to the stand-in's hosted checkout (the CSP's form-action lets it).
  await page.getByRole('button', { name: 'Pay ₹1,000 online' }).click();
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await expect(page.getByText(`Pay ₹1,000 to NextGen Youth Foundation (order ${before.donation.razorpay_order_id}).`)).toBeVisible();
  // At the gateway, before paying: still nothing counts.
  expect((await stored(reference)).donation.state).toBe('awaiting_payment');

  // Paying sends the signed webhooks (payment.captured, order.paid) before the gateway's page answers.
  await page.getByRole('button', { name: 'Pay ₹1,000', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const paid = await stored(reference);
  expect(paid.donation).toMatchObject({ state: 'confirmed', confirmed_by: 'razorpay', flags: [] });
  expect(paid.donation.razorpay_payment_id).toMatch(/^pay_\w{14}$/);
  expect(paid.webhooks).toEqual([{ event: 'payment.captured', outcome: 'confirmed' }, { event: 'order.paid', outcome: 'confirmed' }]);

  // Back to the site through the callback: its signature is checked, and the page says confirmed.
  await page.getByRole('button', { name: 'Return to the merchant' }).click();
  await expect(page).toHaveURL(new RegExp(`/donate/pay/${reference}\\?paid=1$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your donation is confirmed.' })).toHaveText('Your donation is confirmed. Thank you! The receipt is on its way to your email.');

  // Two webhooks and a callback made exactly one receipt, with its number.
  const after = await stored(reference);
  expect(after.donation).toMatchObject({ state: 'confirmed', razorpay_payment_id: paid.donation.razorpay_payment_id });
  expect(after.receipts).toHaveLength(1);
  const [receipt] = after.receipts;
  expect(receipt!.series).toMatch(/^80G-\d{4}-\d{2}$/);
  expect(receipt!.number).toBeGreaterThan(0);
  expect(receipt!.cancelled_at).toBeNull();
  const number = `${receipt!.series}/${String(receipt!.number).padStart(6, '0')}`;

  const { mail } = await waitForMail(email, new RegExp(`^Your donation receipt ${number.replace(/[-/]/g, '\\$&')}$`), 60_000);
  const text = await receiptPdfText(mail);
  expect(text).toContain('Rupees One Thousand Only');
  expect(text).toContain(number);
  expect(text).toContain(`Mode: online payment (payment ${paid.donation.razorpay_payment_id})`);
  await phone.close();
});

test('without scripts, the form reaches the payment page and the UTR form works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/donate');
  await fillDonation(page, `noscript.${Date.now()}@e2e.test`);
  await page.getByLabel('Your own amount', { exact: true }).check();
  await page.getByLabel('Your own amount, in whole rupees (₹100 to ₹5,00,000)').fill('750');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/donate\/pay\/DN-[2-9A-HJKMNP-Z]{8}$/);
  await expect(page.getByRole('heading', { name: 'Your donation of ₹750' })).toBeVisible();
  await page.getByLabel('UPI transaction reference (UTR, 12 digits)').fill(utr().replace(/^./, '8'));
  await page.getByRole('button', { name: 'Send the UTR' }).click();
  await expect(page).toHaveURL(/\?utr=received$/);
  await context.close();
});
