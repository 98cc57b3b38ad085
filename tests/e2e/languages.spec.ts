// Assamese and Hindi (issue 28) at phone width: the header's switcher keeps the page and remembers the
// choice, the wizard speaks the page's language down to its validation messages and the server's answer,
// and the Assamese and Hindi pages pass axe at both widths.
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { waitForMail } from './helpers/mail';
import { applicant, expectNoAxeViolations, insertApprovedCollege, pdfFile, pngFile, PASSWORD, type College } from './helpers/registration';

const SHOTS = '/work/coord/shots/i18n';
const catalogue = (l: string): Record<string, string> => Object.assign({}, ...Object.values(JSON.parse(readFileSync(`lib/i18n/messages/${l}.json`, 'utf8')).sections as Record<string, string>[]));
const [AS, HI] = [catalogue('as'), catalogue('hi')];
const as = (english: string) => AS[english];
const hi = (english: string) => HI[english];
const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

let college: College;
test.beforeAll(async () => { college = await insertApprovedCollege('Bhasha'); });

test('a visitor switches to Assamese on the home page and registers as an intern in Assamese', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.locator('#mobile-menu-button').click(); // at phone width the switcher is in the menu
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'অসমীয়া' }).click();
  await page.waitForURL('**/as');
  await expect(page.locator('html')).toHaveAttribute('lang', 'as-IN');
  expect((await context.cookies()).find((c) => c.name === 'nyf_lang')?.value).toBe('as');
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi$/);
  await expect(page.getByRole('heading', { level: 1, name: as('Rooted in Assam. Rising with Gen Z.') })).toBeVisible();
  await expect(page.getByRole('link', { name: as('Register as Intern') }).first()).toHaveAttribute('href', '/as/intern');
  await page.screenshot({ path: `${SHOTS}/as-home-390.png` });

  // The choice is remembered: arriving at an English page from elsewhere leads to the Assamese one.
  await page.goto('/about', { waitUntil: 'load' });
  await page.waitForURL('**/as/about');

  await page.goto('/as/intern');
  await expect(page.locator('html')).toHaveAttribute('lang', 'as-IN');
  await label(page, as('College Name')).selectOption({ label: college.name });
  await page.getByRole('button', { name: as('Next') }).click();
  await expect(page.getByRole('heading', { name: as('Step {n} of {total}: {title}').replace('{n}', '2').replace('{total}', '4').replace('{title}', as('Personal information')) })).toBeVisible();

  const a = applicant({ name: 'Rupjyoti Bora' });
  await label(page, as('Full Name')).fill(a.name);
  await label(page, as('Address')).fill(a.address);
  await label(page, as('District')).selectOption({ label: college.district });
  await label(page, as('Police Station')).selectOption({ label: college.station });
  await label(page, as('PIN Code')).fill(a.pin);
  await label(page, as('Date of Birth')).fill(a.dob);
  await label(page, as('Gender')).selectOption(a.gender);
  await label(page, as('Mobile Number')).fill('1234567890');
  await label(page, as('Email')).focus();
  await expect(page.locator('#field-mobileNumber-error')).toHaveText(as('Invalid mobile number.'));
  await label(page, as('Mobile Number')).fill(a.mobile);
  await page.getByLabel(as('Whatsapp number same as mobile')).check();
  await label(page, as('Email')).fill(a.email);
  await page.getByRole('button', { name: as('Next') }).click();

  await label(page, as('Category')).selectOption({ label: as('Graduation') }); // the options are in Assamese
  await label(page, as('Stream')).selectOption({ label: as('Arts') });
  await label(page, as('Course')).selectOption({ label: 'BA' }); // course names stay as the universities write them
  await label(page, as('Semester/Year')).selectOption({ index: 3 });
  await page.getByLabel(as('Technology & Innovation')).check();
  await label(page, as('Password')).fill(PASSWORD);
  await label(page, as('Confirm Password')).fill(PASSWORD);
  await page.getByRole('button', { name: as('Save and Continue') }).click();
  await expect(page.getByText(as('Educational information saved successfully.'))).toBeVisible();

  await label(page, as('Aadhaar Card (masked, {formats})').replace('{formats}', 'PDF')).setInputFiles(pdfFile());
  await label(page, as('Passport Photo')).setInputFiles(pngFile());
  await page.locator('#field-terms').check();
  await page.getByRole('button', { name: as('Submit Registration') }).click();
  await page.getByRole('dialog').getByRole('button', { name: as('Yes'), exact: true }).click();
  await expect(page.getByText(as('Internship Registration Submitted Successfully!'))).toBeVisible();
  await page.waitForURL('**/as/internship-acknowledgement');
  await expect(page.locator('html')).toHaveAttribute('lang', 'as-IN');

  // The card in Assamese, on screen and in print.
  await expect(page.getByRole('heading', { level: 1, name: as('Internship Acknowledgement Card') })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: as('Application ID') })).toBeVisible();
  await expect(page.locator('[data-card-status]')).toContainText(as('PENDING VERIFICATION'));
  await expect(page.getByRole('rowheader', { name: as('Category'), exact: true }).locator('xpath=..')).toContainText(as('Graduation'));
  await expect(page.getByRole('rowheader', { name: as('Stream'), exact: true }).locator('xpath=..')).toContainText(as('Arts'));
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/as-card-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The mail, in the language the applicant registered in, with the card's Assamese address.
  const { mail } = await waitForMail(a.email, /.+/);
  expect(mail.subject).toContain(as('internship application'));
  expect(mail.text).toContain(as('Hello {name},').replace('{name}', a.name));
  expect(mail.text).toMatch(/\/as\/internship-acknowledgement/);
  expect(mail.html).toContain('lang="as-IN"');

  // Hindi from the card: the same card, in Hindi.
  await page.getByRole('navigation', { name: as('Language') }).getByRole('link', { name: 'हिन्दी' }).click();
  await page.waitForURL('**/hi/internship-acknowledgement');
  await expect(page.getByRole('heading', { level: 1, name: hi('Internship Acknowledgement Card') })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'nyf_lang')?.value).toBe('hi');
});

test('Hindi: the wizard\'s first step and the server\'s answer in Hindi; English API answers stay the spec\'s', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/intern');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button', { name: hi('Next') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hi-wizard-step1-390.png`, fullPage: true });
  await page.getByRole('button', { name: hi('Next') }).click();
  await expect(page.locator('#field-collegeName-error')).toHaveText(hi('College Name is required.'));

  const hindi = await request.post('/api/v1/create-intern?lang=hi', { multipart: { applicantName: 'x' } });
  const english = await request.post('/api/v1/create-intern', { multipart: { applicantName: 'x' } });
  expect(english.status()).toBe(400);
  expect(hindi.status()).toBe(400);
  const [h, e] = [await hindi.json(), await english.json()];
  expect(Object.keys(h.errors)).toEqual(Object.keys(e.errors));
  for (const field of Object.keys(e.errors)) expect(h.errors[field]).toBe(hi(e.errors[field]) ?? e.errors[field]);
  expect(h.message).not.toBe(e.message);
});

for (const width of [390, 1280]) {
  test(`axe finds nothing on the Assamese and Hindi home and registration pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/as', '/hi', '/as/register', '/hi/register', '/as/intern', '/hi/intern', '/as/member', '/hi/member']) {
      await page.goto(path);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoAxeViolations(page);
    }
  });
}
