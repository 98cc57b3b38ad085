// Issue 14's journey on the production build, with real mail (MailDev): an intern registers and gets
// the "received" mail with their application id; on another device they use "Forgot password?" from
// /login, open the link from the mail, set a new password; the session of the registering browser
// stops working (401), the new password logs in, and the "password changed" notice arrives.
import { test, expect } from './fixtures';
import { applicant, confirmSubmit, fillDocuments, fillEducation, fillInstitute, fillPersonal, insertApprovedCollege, cardValue } from './helpers/registration';
import { mailTo, waitForMail } from './helpers/mail';

const NEW_PASSWORD = 'Brahmaputra#2026';

test('register, get the mail, reset a forgotten password from its link, old session ends, new password works', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000); // a whole registration plus the recovery, on a loaded machine
  const college = await insertApprovedCollege('Mail');
  const a = applicant({ name: 'Nandini Bora' });

  // 1. Register through the wizard; time from the server's answer to the mail's arrival.
  await page.goto('/intern');
  await fillInstitute(page, college);
  await fillPersonal(page, college, a);
  await fillEducation(page);
  await fillDocuments(page);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/create-intern') && r.status() === 200);
  await confirmSubmit(page);
  await registered;
  const answeredAt = Date.now();
  await page.waitForURL('**/internship-acknowledgement');
  const applicationId = (await cardValue(page, 'Application ID').textContent())!;
  expect(applicationId).toMatch(/^INT-\d{4}-\d{5}$/);

  const received = await waitForMail(a.email, /^We received your internship application/);
  console.log(`[mail] registration answered -> "received" mail in MailDev: ${received.seenAt - answeredAt} ms`);
  expect(received.mail.subject).toBe(`We received your internship application (${applicationId})`);
  expect(received.mail.text).toContain(`Your application ID is ${applicationId}.`);
  expect(received.mail.html).toContain(applicationId);
  // The card tells the applicant where the confirmation went (masked).
  await page.reload();
  await expect(page.getByTestId('mail-status')).toContainText(/Confirmation email sent to p\*{6}\d@example\.com on /);
  await expect(page.getByTestId('mail-status')).not.toContainText(a.email);
  const internId = Number(await page.evaluate(() => localStorage.getItem('internId')));
  const profileApi = `/api/v1/get-intern-by-id/${internId}`;
  expect((await page.request.get(profileApi)).status()).toBe(200);

  // 2. Another device: the login page, "Forgot password?".
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await phone.waitForURL('**/forgot-password');
  await phone.getByRole('combobox', { name: 'User Type' }).selectOption('intern');
  await phone.getByRole('textbox', { name: 'Phone Number' }).fill(a.mobile);
  await phone.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(phone.getByRole('status')).toHaveText(/^If this number belongs to an account with an email address, we have sent it a link/);

  // 3. The link from the mail.
  const reset = await waitForMail(a.email, /^Reset your password$/);
  const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(reset.mail.text)![1];
  expect(reset.mail.html).toContain(link);
  await phone.goto(link);
  await phone.getByRole('textbox', { name: /^New Password/ }).fill(NEW_PASSWORD);
  await phone.getByRole('textbox', { name: /^Confirm New Password/ }).fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Set New Password' }).click();
  await expect(phone.getByRole('status')).toHaveText('Your password has been changed. Please log in with your new password.');

  // 4. The registering browser's session has ended.
  const old = await page.request.get(profileApi);
  expect(old.status()).toBe(401);

  // 5. The new password logs in.
  await phone.getByRole('link', { name: 'Go to Login' }).click();
  await phone.waitForURL('**/login');
  await phone.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('intern');
  await phone.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(a.mobile);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Login', exact: true }).click();
  await phone.waitForURL(/\/user-profile\?type=intern&id=\d+/);
  await expect(phone.getByText(a.name).first()).toBeVisible();

  // 6. The notice arrived, once; the reset link was used up.
  const changed = await waitForMail(a.email, /^Your password was changed$/);
  expect(changed.mail.text).toContain('You have been logged out everywhere else.');
  expect((await mailTo(a.email)).map((m) => m.subject).sort()).toEqual([
    'Reset your password', `We received your internship application (${applicationId})`, 'Your password was changed',
  ].sort());
  const reused = await other.request.post('/api/v1/reset-password', { data: { token: link.split('token=')[1], password: 'Another#Pass2027' }, headers: { origin: baseURL! } });
  expect(reused.status()).toBe(400);
  await other.close();
});
