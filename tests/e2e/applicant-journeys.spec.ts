// Applicants' journeys on a phone (390 px): a college lab registering together from one address, coming
// back to a card after logging in, a card that prints its real status, a list that fails once and is
// retried, a reload in the middle of the wizard, a photographed Aadhaar, and a dead link.
import type { Page } from '@playwright/test';
import { test, expect, runAdmin } from './fixtures';
import {
  applicant, fillInstitute, fillPersonal, insertApprovedCollege, PASSWORD, pdfFile, pngFile, registerInternByApi, stepHeading,
} from './helpers/registration';
import { registerIntern } from './login-helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Phone and desktop screenshots for a person to look at, when SHOTS_DIR is set (npm test does not set it). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}


/** Chromium logs a refused request as a console error; the tests that refuse one on purpose forget it. */
const forgetNetworkErrors = (errors: string[]) => errors.splice(0, errors.length, ...errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|status of 503/.test(e)));

async function logIn(page: Page, mobile: string, type = 'intern') {
  await page.getByRole('combobox', { name: 'User Type', exact: true }).selectOption(type);
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function fillEducationPartly(page: Page) {
  await page.getByLabel(/^Category/).selectOption({ label: 'Graduation' });
  await page.getByLabel(/^Stream/).selectOption({ label: 'Arts' });
  await page.getByLabel(/^Course/).selectOption({ label: 'BA' });
  await page.getByLabel(/^Semester\/Year/).selectOption({ label: '3rd Semester/Year' });
  await page.getByRole('checkbox', { name: 'North East Rising' }).check();
}

test('a lab of 100 students registers from one address: 99 through the API, the last one with the wizard', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  const college = await insertApprovedCollege('Lab');
  // Everyone here comes from 127.0.0.1, as a college lab behind one connection does.
  for (let wave = 0; wave < 99; wave += 9) {
    await Promise.all(Array.from({ length: Math.min(9, 99 - wave) }, async () => {
      const ctx = await browser.newContext({ baseURL });
      try { await registerInternByApi(ctx.request, college); } finally { await ctx.close(); }
    }));
  }

  const a = applicant({ name: 'Lab Hundred' });
  await page.goto('/intern');
  await fillInstitute(page, college);
  await fillPersonal(page, college, a);
  await fillEducationPartly(page);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.getByLabel(/^Aadhaar Card/).setInputFiles(pdfFile());
  await page.getByLabel(/^Passport Photo/).setInputFiles(pngFile());
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/internship-acknowledgement');
  await expect(page.getByRole('heading', { name: 'Internship Acknowledgement Card' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lab Hundred' })).toBeVisible();
});

test('a logged-out visit to a card goes to log in and comes back to the card; a foreign next= is ignored', async ({ page, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Mousumi Saikia');
  await page.goto('/internship-acknowledgement');
  await expect(page).toHaveURL('/login?next=%2Finternship-acknowledgement');
  await logIn(page, intern.mobile);
  await expect(page).toHaveURL('/internship-acknowledgement');
  await expect(page.getByRole('heading', { name: 'Internship Acknowledgement Card' })).toBeVisible();
  await expect(page.getByText(intern.applicationId).first()).toBeVisible();

  // The attack: a login link that would send the person to another site afterwards.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  for (const evil of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
    await page.goto(`/login?next=${encodeURIComponent(evil)}`);
    await logIn(page, intern.mobile);
    await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
  }
});

test('a pending card prints PENDING VERIFICATION, an approved one VERIFIED, a revoked one NOT VALID', async ({ page }) => {
  const college = await insertApprovedCollege('Print');
  const intern = await registerInternByApi(page.request, college, { name: 'Juri Bora' });
  await page.goto('/internship-acknowledgement');
  const badge = page.locator('[data-card-status]');
  const watermark = page.locator('[data-watermark]');
  await expect(badge).toHaveText('Status: PENDING VERIFICATION');

  await page.emulateMedia({ media: 'print' });
  await expect(watermark).toBeVisible();
  await expect(watermark).toHaveText('PENDING VERIFICATION');
  await expect(page.getByText('VERIFIED', { exact: true })).toHaveCount(0);
  await shot(page, 'card-pending-print');

  expect(runAdmin('interns', 'approve', String(intern.id))).toContain('Approved INT-');
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(badge).toHaveText('Status: VERIFIED');
  await page.emulateMedia({ media: 'print' });
  await expect(watermark).toHaveText('VERIFIED');
  await shot(page, 'card-approved-print');

  runAdmin('interns', 'revoke', String(intern.id), '--reason', 'left the programme');
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  await expect(badge).toHaveText('Status: NOT VALID');
  await page.emulateMedia({ media: 'print' });
  await expect(watermark).toHaveText('NOT VALID');
});

test('a list that fails shows a retry, not an empty list, and Retry loads it', async ({ page, consoleErrors }) => {
  const college = await insertApprovedCollege('Retry');
  let calls = 0;
  await page.route('**/api/v1/get-all-verified-institutions', (route) => (++calls === 1 ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/intern');
  const retry = page.getByTestId('list-retry');
  await expect(retry).toHaveText(/^Couldn't load colleges\.\s*Retry$/);
  await expect(page.getByText(/No approved institution yet/)).toHaveCount(0);
  await shot(page, 'retry-colleges');
  await retry.getByRole('button', { name: 'Retry' }).click();
  await expect(retry).toHaveCount(0);
  await fillInstitute(page, college);
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  expect(calls).toBe(2);

  // The same for a list further in: the police stations of the chosen district, then Retry.
  let stationCalls = 0;
  await page.route('**/api/v1/get-all-policestations/*', (route) => (++stationCalls === 1 ? route.fulfill({ status: 503, json: { success: false } }) : route.continue()));
  await page.getByLabel(/^District/).selectOption({ label: college.district });
  await expect(page.getByTestId('list-retry')).toHaveText(/^Couldn't load police stations\.\s*Retry$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByLabel(/^Police Station/).selectOption({ label: college.station });
  await expect(page.getByTestId('list-retry')).toHaveCount(0);
  forgetNetworkErrors(consoleErrors);
});

test('the page says PDF before step 1, a reload in step 3 keeps steps 1-3, and a photographed Aadhaar is refused at once', async ({ page }) => {
  const college = await insertApprovedCollege('Draft');
  await page.goto('/intern');
  // Before the applicant starts, and above the form on a phone: the Aadhaar as a PDF, and how to get one.
  const guidance = page.getByTestId('documents-guidance').first();
  await expect(guidance).toContainText('Masked Aadhaar card: PDF, up to 2 MB.');
  await expect(guidance).toContainText('Passport-size photo: JPG, JPEG or PNG, up to 2 MB.');
  await expect(guidance).toContainText('masked e-Aadhaar PDF from UIDAI');
  const guidanceTop = (await guidance.boundingBox())!.y;
  expect(guidanceTop).toBeLessThan((await stepHeading(page, 1, 4).boundingBox())!.y);

  const a = applicant({ name: 'Rimpi Das' });
  await fillInstitute(page, college);
  await fillPersonal(page, college, a);
  await fillEducationPartly(page);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.reload();

  await expect(stepHeading(page, 3, 4)).toBeVisible();
  await expect(page.getByTestId('draft-notice')).toContainText('We kept your answers');
  await expect(page.getByLabel(/^Category/)).toHaveValue(/\d+/);
  await expect(page.getByLabel(/^Course/).locator('option:checked')).toHaveText('BA');
  await expect(page.getByRole('checkbox', { name: 'North East Rising' })).toBeChecked();
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('registrationDraft:intern'))).not.toContain(PASSWORD);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Rimpi Das');
  await expect(page.getByLabel(/^Mobile Number/)).toHaveValue(a.mobile);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^College Name/).locator('option:checked')).toHaveText(college.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please choose your files again' })).toBeVisible();
  // A photo of the Aadhaar card: the spec's message the moment it is chosen.
  await page.getByLabel(/^Aadhaar Card/).setInputFiles({ name: 'aadhaar-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]) });
  await expect(page.locator('#field-aadharCard-error')).toHaveText('Only PDF files are allowed.');

  await page.getByTestId('draft-notice').getByRole('button', { name: 'Start over' }).click();
  await expect(stepHeading(page, 1, 4)).toBeVisible();
  await expect(page.getByLabel(/^College Name/)).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  await expect(page.getByLabel(/^College Name/)).toHaveValue('');
});

test('an unknown address shows the 404 page with header, footer and the main sections', async ({ page }) => {
  for (const path of ['/no-such-page', '/intern/no-such-step']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page took a detour');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link')).toHaveCount(6);
  }
  await shot(page, 'not-found');
  await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: /Events/ }).click();
  await expect(page).toHaveURL('/events');
});

