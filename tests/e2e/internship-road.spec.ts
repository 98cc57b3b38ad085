// The internship road in a phone's window (issue 37, "Done when"): an intern answers the offer, uploads the
// college letter, logs a week and downloads the certificate from their profile; staff offer from the
// application page, accept the letter, approve the logs together, complete, see the certificate, revoke it, and
// the verify page says so. Time is moved with the admin verbs (the offer starts weeks back, as the issue allows);
// each step that sends a mail is read from the e2e server's MailDev.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, runAdmin } from './fixtures';
import { expectNoAxeViolations, pdfFile } from './helpers/registration';
import { waitForMail } from './helpers/mail';
import { logInWithForm, PASSWORD, registerIntern } from './login-helpers';
import { signInContext, staffWithSession } from './helpers/staff';
import { addDays, indiaDate, mondayOf } from '@/lib/internships/dates';

const PHONE = { width: 390, height: 844 };
/** A Monday ten weeks back: an 8-week internship already over, so it can complete as soon as its hours are approved. */
const startMonday = () => addDays(mondayOf(indiaDate(new Date())), -70);

const next = (page: Page) => page.getByTestId('internship-next');

async function offerByScript(applicationId: string, hours = 1) {
  return runAdmin('internships', 'offer', applicationId, '--title', 'Digital Literacy Outreach', '--start', startMonday(), '--weeks', '8', '--hours', String(hours));
}

/** The intern's own API session (the JSON wire) from the site's origin, as the profile's script uses it. */
async function internApi(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, baseURL: string, mobile: string) {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, accept: 'application/json' } });
  const login = await request.post('/api/v1/login', { data: { type: 'intern', mobile_no: mobile, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return request;
}

test.use({ viewport: PHONE });

test('an intern walks the road on a phone: accept, upload the letter, log a week, download the certificate', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const intern = await registerIntern(baseURL!, 'Jonali Deka');
  expect(runAdmin('interns', 'approve', String(intern.id))).toContain('Approved INT-');
  offerByScript(intern.applicationId);
  await waitForMail(intern.email, /^Internship offer: Digital Literacy Outreach/);

  await logInWithForm(page, intern);
  await expect(page.getByRole('heading', { name: 'Your internship' })).toBeVisible();
  await expect(next(page).getByRole('heading', { name: 'Next: accept or decline the offer' })).toBeVisible();
  await expect(next(page)).toContainText(/Deadline: .* \(India time\)/);
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  await next(page).getByRole('button', { name: 'Accept the offer' }).click();
  await expect(next(page).getByRole('heading', { name: 'Next: upload your college\'s approval letter' })).toBeVisible();
  await next(page).getByLabel(/^Approval letter/).setInputFiles(pdfFile('college-letter.pdf'));
  await next(page).getByRole('button', { name: 'Upload the letter' }).click();
  await expect(next(page).getByRole('heading', { name: 'Next: wait while we check your letter' })).toBeVisible();

  runAdmin('internships', 'letter', 'accept', intern.applicationId);
  await page.reload();
  await expect(next(page).getByRole('heading', { name: 'Next: log your hours for a week' })).toBeVisible();
  const week = next(page).getByLabel('Week', { exact: true });
  await expect(week.locator('option').first()).toHaveText(/^Week 1: /);
  await expect(week.locator('option')).toHaveCount(8); // the eight weeks, all past; none in the future
  await next(page).getByLabel(/^Hours worked/).fill('8');
  const summary = next(page).getByLabel('What you did this week');
  await summary.fill('Taught two digital literacy sessions at the ward office.');
  await expect(next(page).getByText(/^56 of 1000 characters/)).toBeVisible();
  await next(page).getByRole('button', { name: 'Send for review' }).click();
  await expect(next(page).locator('option')).toHaveCount(7);
  await expect(page.getByText('8 hours · Waiting for review')).toBeVisible();

  runAdmin('internships', 'logs', 'approve', intern.applicationId, startMonday());
  runAdmin('internships', 'complete', intern.applicationId);
  await waitForMail(intern.email, /^Congratulations: you completed "Digital Literacy Outreach"/);
  await page.reload();
  await expect(next(page).getByRole('heading', { name: 'Completed: download your certificate' })).toBeVisible();
  await expect(next(page)).toContainText(/Certificate number INT-\d{4}-\d{4}/);
  const download = page.waitForEvent('download');
  await next(page).getByRole('link', { name: 'Download the certificate (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^certificate-INT-\d{4}-\d{4}\.pdf$/);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});

test('without scripts, an intern accepts and uploads by plain form posts and is told what happened', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const intern = await registerIntern(baseURL!, 'Bikash Rabha');
  runAdmin('interns', 'approve', String(intern.id));
  offerByScript(intern.applicationId);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await logInWithForm(page, intern);
  await next(page).getByRole('button', { name: 'Accept the offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You accepted the offer.' })).toBeVisible();
  await next(page).getByLabel(/^Approval letter/).setInputFiles(pdfFile('college-letter.pdf'));
  await next(page).getByRole('button', { name: 'Upload the letter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your approval letter was uploaded.' })).toBeVisible();
  await expect(next(page).getByRole('heading', { name: 'Next: wait while we check your letter' })).toBeVisible();
  await context.close();
});

test('staff walk the road on a phone: offer, accept the letter, approve logs together, complete, revoke; /verify says revoked', async ({ page, baseURL, playwright }) => {
  test.setTimeout(300_000);
  const intern = await registerIntern(baseURL!, 'Rituraj Boro');
  runAdmin('interns', 'approve', String(intern.id));
  const admin = await staffWithSession('admin');
  await signInContext(page.context(), baseURL!, admin);

  await page.goto(`/staff/queue/interns/${intern.id}`);
  await page.getByRole('link', { name: 'Offer an internship…' }).click();
  await expect(page.getByRole('heading', { name: /^Offer an internship to Rituraj Boro/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Programme title').fill('Community Health Survey');
  await page.getByLabel('Start date').fill(startMonday());
  await page.getByLabel('Weeks').selectOption('8');
  await page.getByLabel('Minimum hours per week').fill('1');
  await page.getByRole('button', { name: 'Offer the internship' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offered.' })).toBeVisible();
  await waitForMail(intern.email, /^Internship offer: Community Health Survey/);
  const internshipPage = page.url().replace(/[?#].*$/, '');

  // The intern answers through the JSON wire (their own session), as the profile's script does.
  const api = await internApi(playwright, baseURL!, intern.mobile);
  expect((await api.post('/api/v1/my-internship/accept', { data: {} })).status()).toBe(200);
  expect((await api.post('/api/v1/my-internship/approval-letter', { multipart: { file: pdfFile('letter.pdf') } })).status()).toBe(200);

  await page.goto(internshipPage);
  await expect(page.getByRole('link', { name: /^Open the letter/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept the letter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Letter accepted' })).toBeVisible();

  for (const [n, hours] of [[0, 5], [1, 4]] as const) {
    const logged = await api.post('/api/v1/my-internship/logs', { data: { week_start: addDays(startMonday(), 7 * n), hours, summary: `Week ${n + 1}: surveyed households in two wards of the town.` } });
    expect(logged.status()).toBe(200);
  }
  await page.goto(internshipPage);
  await expectNoAxeViolations(page);
  for (const box of await page.getByRole('group', { name: 'Approve several logs at once' }).getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Approve selected logs' }).click();
  await expect(page.getByText('Approved 2 logs.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Complete the internship' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Completed.' })).toBeVisible();
  await waitForMail(intern.email, /^Congratulations: you completed "Community Health Survey"/);
  const certificate = page.getByRole('region', { name: 'Certificate' });
  await expect(certificate).toContainText(/INT-\d{4}-\d{4}, issued/);
  const number = (await certificate.textContent())!.match(/INT-\d{4}-\d{4}/)![0];

  await page.getByLabel(`Reason for revoking ${number}`).fill('Hours were logged for weeks the intern was away.');
  await page.getByRole('button', { name: 'Revoke the certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Certificate revoked.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Completed');

  // The verify page's certificate answer is the certs branch's (app/[locale]/(site)/verify/[code]/certificate-result.tsx).
  await page.getByRole('link', { name: 'Its verify page' }).click();
  await expect(page.getByText(/^Revoked on \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await page.goto('/staff/internships?show=completed');
  await expect(page.getByRole('link', { name: 'Rituraj Boro' })).toBeVisible();
  await expectNoAxeViolations(page);
});
