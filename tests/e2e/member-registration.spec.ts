// The member registration in the browser (spec part 2 and issue 6): the intern's reference ID as shown
// on the intern's card, the same wizard at phone width, the member's card with its owner-only Aadhaar
// PDF, the print view, and the card refused to anyone else.
import { test, expect } from './fixtures';
import { MEMBER_HOW_TO_APPLY } from '@/lib/content/internship';
import { MEMBER_TERMS } from '@/lib/content/legal';
import {
  applicant, cardError, cardValue, confirmSubmit, expectNoAxeViolations, fillDocuments, fillEducation, fillInstitute, fillPersonal, insertApprovedCollege,
  readCardQr, registerInternByApi, stepHeading, type College,
} from './helpers/registration';

let college: College;
test.beforeAll(async () => { college = await insertApprovedCollege('Handique'); });

test('a member joins with an intern\'s reference ID and gets their own card', async ({ browser, baseURL }) => {
  // The intern, registered in their own browser, reads their code off their card.
  const internContext = await browser.newContext({ baseURL });
  const intern = await registerInternByApi(internContext.request, college, { name: 'Bikash Deka' });
  const internPage = await internContext.newPage();
  await internPage.goto('/internship-acknowledgement');
  const code = (await cardValue(internPage, 'Referral Code').textContent())!.trim();
  expect(code).toMatch(/^NYF-/);

  // The member, in a fresh browser at phone width.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text()); });
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Registration' })).toBeVisible();
  await expect(page.getByText(MEMBER_HOW_TO_APPLY[0])).toBeVisible();
  const codeField = page.getByLabel(/^Enter Inter Reference ID/);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('#field-referral_code-error')).toHaveText('Referral code is required.');
  await codeField.fill('NYF-WRONG-00000');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('#field-referral_code-error')).toHaveText(/^Invalid referral code: .+/);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid referral code:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 1 of 4/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await codeField.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Referral code validated!')).toBeVisible();
  await expect(stepHeading(page, 1, 4)).toBeVisible();

  const a = applicant({ name: 'Rahul Pegu', gender: 'male' });
  await fillInstitute(page, college);
  await fillPersonal(page, college, a);
  await expect(stepHeading(page, 3, 4)).toBeVisible();
  // The member form: a new category also clears the stream.
  await page.getByLabel(/^Stream/).selectOption({ label: 'Arts' });
  await page.getByLabel(/^Category/).selectOption({ label: 'Graduation' });
  await expect(page.getByLabel(/^Stream/)).toHaveValue('');
  await fillEducation(page);
  await expect(page.getByText('Educational information saved successfully.')).toBeVisible();
  await expect(stepHeading(page, 4, 4)).toBeVisible();
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/member-terms');
  await page.getByLabel(/^Passport Photo/).setInputFiles({ name: 'photo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ') });
  await expect(page.locator('#field-passportPhoto-error')).toHaveText('Only JPG/JPEG/PNG images are allowed for photo.');
  await fillDocuments(page);
  await confirmSubmit(page);
  await expect(page.getByText('Member Registration Submitted Successfully!')).toBeVisible();

  await page.waitForURL(/\/member-acknowledgement\/\d+$/);
  const memberId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Member Acknowledgement Card' })).toBeVisible();
  const applicationId = (await cardValue(page, 'Application ID').textContent())!;
  expect(applicationId).toMatch(/^MEM-\d{4}-\d{5}$/);
  for (const [label, value] of [['Name', a.name], ['Gender', 'Male'], ['Mobile No.', a.mobile], ['Email', a.email], ['District', college.district], ['Police Station', college.station], ['PIN Code', a.pin], ['Category', 'Graduation'], ['Stream', 'Arts'], ['Course', 'BA'], ['Institute', college.name], ['Institute PIN', college.pin]]) {
    await expect(cardValue(page, label)).toHaveText(value);
  }
  await expect(cardValue(page, 'Referral Code')).toHaveCount(0);
  const photo = page.getByRole('img', { name: `Passport photo of ${a.name}` });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await readCardQr(page)).toMatch(new RegExp(`^Application ID: ${applicationId}\\nName: ${a.name}\\nVerify: http\\S+/verify/[a-z0-9-]+[\\w-]{22}$`));

  // The Aadhaar PDF: for this member only.
  const aadhaar = page.getByRole('link', { name: /View Aadhaar \(PDF\)/ });
  await expect(aadhaar).toHaveAttribute('target', '_blank');
  const href = (await aadhaar.getAttribute('href'))!;
  const own = await page.request.get(href);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('application/pdf');
  expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(href)).status()).toBe(401);
  expect((await internContext.request.get(href)).status()).toBe(403);

  // Printing: the card, the watermark and the terms page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-watermark]')).toHaveText('PENDING VERIFICATION');
  await expect(page.getByRole('heading', { name: MEMBER_TERMS.title })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The card, by id or without, is the member's own only.
  const other = await stranger.newPage();
  await other.goto(`/member-acknowledgement/${memberId}`);
  await expect(other).toHaveURL(`/login?next=%2Fmember-acknowledgement%2F${memberId}`);
  await expect(other.getByText(a.mobile)).toHaveCount(0);
  await internPage.goto(`/member-acknowledgement/${memberId}`);
  await expect(cardError(internPage)).toHaveText('Error: You can only view your own acknowledgement card.');
  await expect(internPage.getByText(a.name)).toHaveCount(0);
  await other.goto('/member-acknowledgement');
  await expect(other).toHaveURL('/login?next=%2Fmember-acknowledgement');
  await internPage.goto('/member-acknowledgement');
  await expect(cardError(internPage)).toHaveText('Error: Member ID is missing.');
  await other.goto('/member-acknowledgement/abc');
  await expect(cardError(other)).toHaveText('Error: Invalid Member ID.');
  await page.goto('/member-acknowledgement');
  await expect(page).toHaveURL(new RegExp(`/member-acknowledgement/${memberId}$`));

  expect(errors).toEqual([]);
  expect(intern.id).toBeGreaterThan(0);
  await Promise.all([internContext.close(), context.close(), stranger.close()]);
});

test('a referral check that cannot reach the server says so', async ({ page, consoleErrors }) => {
  await page.route('**/api/v1/validate-referral-code', (route) => route.abort('failed'));
  await page.goto('/member');
  await page.getByLabel(/^Enter Inter Reference ID/).fill('NYF-ABCDE-FGHJK');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('#field-referral_code-error')).toHaveText('Error validating referral code.');
  // Chromium logs the aborted request; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('net::ERR_FAILED')));
});
