// Institution registration as an applicant does it: every validation message, the draft kept across a
// reload, the ID proof, submission, the acknowledgement card on screen and in print, and staff approval.
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { test, expect, runAdmin } from './fixtures';

const pdf = (size = 2048) => { const b = Buffer.alloc(size, 0x20); b.write('%PDF-1.4\n'); return b; };
const next = (page: Page, name = 'Next') => page.getByRole('button', { name, exact: true }).click();
/** A form control by its label (required fields add a decorative ' *'). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const progress = (page: Page) => page.getByRole('progressbar');

/** Steps 1 and 2 filled and passed: the wizard is on its last step. */
async function reachUploadStep(page: Page) {
  await page.goto('/institute-registration');
  await field(page, 'Institute Name').fill('Kamakhya Test College');
  await field(page, 'Address').fill('Maligaon, Guwahati');
  await field(page, 'District').selectOption({ label: 'Kamrup Metropolitan' });
  await expect(field(page, 'Police Station').locator('option')).not.toHaveCount(1);
  await field(page, 'Police Station').selectOption({ index: 1 });
  await field(page, 'PIN Code').fill('781011');
  await next(page);
  await field(page, 'Authorized Person').fill('Ranjit Bora');
  await field(page, 'Designation').fill('Registrar');
  await field(page, 'Contact No.').fill('9876512340');
  await field(page, 'Email').fill('registrar@college.ac.in');
  await next(page, 'Save And Proceed');
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
}

// Issue 34: Submit stayed disabled until a separate "Upload" was pressed, and nothing said so.
test('the institution form says what Submit still waits for, and a chosen proof needs no separate Upload', async ({ page }) => {
  await reachUploadStep(page);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const needs = page.getByTestId('wizard-needs');
  await expect(submit).toBeDisabled();
  await expect(needs).toContainText('To submit, you still need to:');
  await expect(needs).toContainText('Choose your College/ Institute ID proof file above.');
  await expect(needs).toContainText('Tick the box to agree to the terms and conditions.');
  await expect(submit).toHaveAccessibleDescription(/To submit, you still need to:/);

  // A refused file says why at once, and Submit still says it needs a file.
  const proof = field(page, 'College/ Institute ID Proof');
  await proof.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pdf() });
  await expect(page.getByText('Only JPG, JPEG, PNG or PDF files are allowed.', { exact: true })).toBeVisible();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeDisabled();
  await expect(needs).toContainText('Choose your College/ Institute ID proof file above.');
  await expect(needs).not.toContainText('Tick the box');

  // A good file and the terms: Submit is ready, with no other button to find.
  await proof.setInputFiles({ name: 'college-id.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(page.getByText('File ready. It is uploaded when you submit the registration.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(needs).toBeHidden();
  await page.getByRole('checkbox').uncheck();
  await expect(submit).toBeDisabled();
  await expect(needs).toContainText('Tick the box to agree to the terms and conditions.');
  await expect(needs).not.toContainText('ID proof');
  await page.getByRole('checkbox').check();
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/institute-acknowledgement\/\d+$/);
  await expect(page.locator('[data-card]')).toContainText('Kamakhya Test College');
});

test('an institution registers in three steps, gets its card, prints it, and staff approve it', async ({ page, browser }) => {
  await page.goto('/institute-registration');
  await expect(page.getByRole('heading', { name: 'Institution Registration' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Registration' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

  // Step 1: required messages, then the pattern and PIN rules.
  await next(page);
  for (const m of ['Institute name is required.', 'Address is required.', 'Please select a district.', 'Please select a police station.', 'PIN Code is required.']) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await expect(field(page, 'Institute Name')).toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Institute Name').fill('St. Mary 2');
  await field(page, 'Institute Name').blur();
  await expect(page.getByText('Only letters (A–Z) and spaces allowed.')).toBeVisible();
  await field(page, 'Institute Name').fill('Pragjyotika Test College');
  await field(page, 'Address').pressSequentially('Jalukbari $&*?=% Road');
  await expect(field(page, 'Address')).toHaveValue('Jalukbari  Road');
  await field(page, 'Address').fill('Jalukbari Road, Guwahati');
  await expect(field(page, 'Police Station')).toBeDisabled();
  await field(page, 'District').selectOption({ label: 'Kamrup Metropolitan' });
  await expect(field(page, 'Police Station')).toBeEnabled();
  await expect(field(page, 'Police Station').locator('option')).not.toHaveCount(1);
  await field(page, 'Police Station').selectOption({ index: 1 });
  await field(page, 'PIN Code').pressSequentially('ab12-345678');
  await expect(field(page, 'PIN Code')).toHaveValue('123456');
  await field(page, 'PIN Code').fill('111111');
  await next(page);
  await expect(page.getByText('PIN Code must be 6 digits.')).toBeVisible();
  await expect(field(page, 'PIN Code')).toHaveValue(''); // an invalid PIN is cleared after a failed check
  await field(page, 'PIN Code').fill('781014');
  await next(page);

  // Step 2: required messages, typing filters, invalid values cleared after a failed check.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await next(page, 'Save And Proceed');
  for (const m of ['Authorized person name is required.', 'Designation is required.', 'Contact number is required.', 'Email is required.']) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await field(page, 'Authorized Person').pressSequentially('Anita1  ');
  await field(page, 'Authorized Person').blur();
  await expect(page.getByText('Please enter full name (first and last).')).toBeVisible();
  await field(page, 'Designation').pressSequentially('Principal-1');
  await expect(field(page, 'Designation')).toHaveValue('Principal');
  await field(page, 'Contact No.').pressSequentially('ph 51234567890');
  await expect(field(page, 'Contact No.')).toHaveValue('5123456789');
  await expect(page.getByText('Must be a valid 10-digit Indian number starting with 6-9, not repeated digits.')).toBeVisible();
  await field(page, 'Email').fill('office@college.example');
  await next(page, 'Save And Proceed');
  await expect(page.getByText('Invalid contact number. Must be 10 digits starting with 6-9.')).toBeVisible();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(field(page, 'Contact No.')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue('');

  // The draft survives a reload.
  await field(page, 'Authorized Person').fill('Anita Das');
  await field(page, 'Contact No.').fill('9876501234');
  await field(page, 'Email').fill('principal@college.ac.in');
  // One draft policy for every wizard (docs/decisions/021): sessionStorage, under the spec's key.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('institutionData')))!)).toMatchObject({ step: 'authorization', values: { name: 'Pragjyotika Test College', email: 'principal@college.ac.in' } });
  expect(await page.evaluate(() => localStorage.getItem('institutionData'))).toBeNull();
  await page.reload();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(field(page, 'Authorized Person')).toHaveValue('Anita Das');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(field(page, 'Institute Name')).toHaveValue('Pragjyotika Test College');
  await expect(field(page, 'District').locator('option:checked')).toHaveText('Kamrup Metropolitan');
  await next(page);
  await next(page, 'Save And Proceed');

  // Step 3: the ID proof, checked as soon as it is chosen (no separate Upload), and the terms.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);
  await expect(submit).toBeDisabled();
  const terms = page.getByRole('link', { name: /terms and conditions/ });
  await expect(terms).toHaveAttribute('href', '/institute-terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  const proof = field(page, 'College/ Institute ID Proof');
  await proof.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
  await expect(page.getByText('Only JPG, JPEG, PNG or PDF files are allowed.', { exact: true })).toBeVisible();
  await proof.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(2 * 1024 * 1024 + 1) });
  await expect(page.getByText('File size must be 2 MB or less.', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await proof.setInputFiles({ name: 'college-id.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(page.getByText('File ready. It is uploaded when you submit the registration.')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to submit?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await submit.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  // The acknowledgement card.
  await page.waitForURL(/\/institute-acknowledgement\/\d+$/);
  const id = page.url().split('/').pop()!;
  expect(await page.evaluate(() => localStorage.getItem('instituteId'))).toBe(id);
  expect(await page.evaluate(() => sessionStorage.getItem('institutionData'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Institute Acknowledgement Card' })).toBeVisible();
  const card = page.locator('[data-card]');
  await expect(card.getByRole('row', { name: /Status/ })).toContainText('Pending');
  await expect(card.getByRole('row', { name: /Application ID/ })).toContainText(/INS-\d{4}-\d{5}/);
  for (const text of ['Pragjyotika Test College', 'Jalukbari Road, Guwahati', 'Kamrup Metropolitan', '781014', 'Anita Das', 'Principal', '9876501234']) {
    await expect(card).toContainText(text);
  }
  const qr = card.getByRole('img', { name: /QR code/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr).toHaveAttribute('width', '90');
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(270); // drawn at 3x, shown at 90 px
  const png = PNG.sync.read(Buffer.from((await qr.getAttribute('src'))!.split(',')[1], 'base64'));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toMatch(/^Pragjyotika Test College\nJalukbari Road, Guwahati\nVerify: http\S+\/verify\/n[0-9a-z]+-[\w-]{22}$/);
  // Pending: no signature and no seal, only what will add them (issue 34); the approved card's are tested in rough-edges.spec.ts.
  await expect(page.getByRole('img', { name: /Director's stamp/ })).toHaveCount(0);
  await expect(card).not.toContainText('Sd/-');
  await expect(card.locator('[data-unsigned]')).toHaveText("Not signed yet: the Director's signature and seal are added once the foundation approves the registration.");
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Two columns on a wide screen; stacked (QR code above the details) at 768 px and below.
  const table = card.locator('table');
  let [t, q] = [(await table.boundingBox())!, (await qr.boundingBox())!];
  expect(q.x).toBeGreaterThan(t.x + t.width - 1);
  await page.setViewportSize({ width: 768, height: 1000 });
  [t, q] = [(await table.boundingBox())!, (await qr.boundingBox())!];
  expect(q.y + q.height).toBeLessThanOrEqual(t.y);
  await page.setViewportSize({ width: 1280, height: 720 });
  const watermark = page.locator('[data-watermark]');
  const termsPage = page.locator('[data-print-terms]');
  await expect(watermark).toBeHidden();
  await expect(termsPage).toBeHidden();

  // Download as PDF prints; in print only the card, the watermark and the terms page show.
  await page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
  await page.getByRole('button', { name: 'Download as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(watermark).toBeVisible();
  await expect(watermark).toHaveText('PENDING VERIFICATION');
  await expect(termsPage).toBeVisible();
  await expect(termsPage).toContainText('Terms and Conditions for Institution Registration');
  expect(await termsPage.evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  await expect(page.getByRole('button', { name: 'Download as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Another browser sees no data.
  const stranger = await browser.newPage();
  await stranger.goto(`/institute-acknowledgement/${id}`);
  await expect(stranger.getByText(/^Error: You do not have access/)).toBeVisible();
  await expect(stranger.getByText('Pragjyotika Test College')).toHaveCount(0);
  await stranger.goto('/institute-acknowledgement/abc');
  await expect(stranger.getByText('Invalid or missing institute ID in URL.')).toBeVisible();
  await stranger.close();

  // Staff approve it with the admin script; the card and the internship list show it at once.
  const out = runAdmin('institutions', 'approve', id);
  expect(out).toContain('Approved INS-');
  await page.reload();
  await expect(card.getByRole('row', { name: /Status/ })).toContainText('Approved');
  const verified = await (await page.request.get('/api/v1/get-all-verified-institutions')).json();
  expect(verified.institutions.map((i: { id: number }) => i.id)).toContain(Number(id));
});
