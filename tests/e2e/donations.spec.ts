// Giving by UPI on a phone (issue 38): the donor fills /donate, pays with the QR or the intent link, enters the
// UTR; an admin confirms by uploading the bank's statement; the receipt arrives in the real mail catcher with its
// PDF, whose text has the amount in words. And the same form without scripts, up to the payment page.
import { devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { waitForMail } from './helpers/mail';
import { signInContext, staffWithSession } from './helpers/staff';
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
  // MailDev's own record of the message lists its attachments; the PDF is read back from MailDev's API.
  const caught = mail as unknown as { id: string; attachments?: { generatedFileName: string; contentType: string }[] };
  const pdf = caught.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'the receipt mail carries a PDF').toBeTruthy();
  const res = await fetch(`http://127.0.0.1:${TEST_PORTS.e2eMailWeb}/api/email/${caught.id}/attachment/${encodeURIComponent(pdf!.generatedFileName)}`);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-receipt-'));
  writeFileSync(path.join(dir, 'receipt.pdf'), bytes);
  execFileSync('pdftotext', [path.join(dir, 'receipt.pdf'), path.join(dir, 'receipt.txt')]);
  const text = readFileSync(path.join(dir, 'receipt.txt'), 'utf8').replace(/\s+/g, ' ');
  expect(text).toContain('Rupees One Thousand Only');
  expect(text).toContain(`Mode: UPI (transaction reference ${paid})`);
  await phone.close();
  await staff.close();
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
