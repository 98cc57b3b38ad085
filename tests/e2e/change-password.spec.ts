// Changing a password on the profile (issue 14): a wrong current password is refused beside its field,
// a right one changes it; the other browser's session ends, this one stays, the new password logs in.
import { test, expect } from './fixtures';
import { logInWithForm, registerIntern, PASSWORD } from './login-helpers';
import { waitForMail } from './helpers/mail';

const NEW_PASSWORD = 'Kaziranga@2027';

test('an intern changes their password on the profile; other sessions end, this one stays', async ({ page, browser, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Mitali Saikia');
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await logInWithForm(other, intern);
  await other.waitForURL(/\/user-profile/);

  await logInWithForm(page, intern);
  await page.waitForURL(/\/user-profile/);
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: /^Current Password/ }).fill('Wrong@2025x');
  await form.getByRole('textbox', { name: /^New Password/ }).fill(NEW_PASSWORD);
  await form.getByRole('textbox', { name: /^Confirm New Password/ }).fill('Kaziranga@2028');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('#field-confirm_password-error')).toHaveText('Passwords do not match.');

  await form.getByRole('textbox', { name: /^Confirm New Password/ }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('#field-current_password-error')).toHaveText('Your current password is not correct.');

  await form.getByRole('textbox', { name: /^Current Password/ }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed. You have been logged out on every other device.');

  // This browser stays logged in; the other one is sent to log in again.
  await page.reload();
  await expect(page.getByText(intern.applicationId).first()).toBeVisible();
  expect((await other.request.get(`/api/v1/get-intern-by-id/${intern.id}`)).status()).toBe(401);
  await other.reload();
  await other.waitForURL(/\/login/);
  await logInWithForm(other, intern, NEW_PASSWORD);
  await other.waitForURL(/\/user-profile/);
  expect((await waitForMail(intern.email, /^Your password was changed$/)).mail.text).toContain('logged out everywhere else');
  await laptop.close();
});
