// One logout (components/layout/logout.ts) for the header and the profile. A logout the server did not confirm
// (the portal restarting) says so and leaves everything as it was: before, the header's logout cleared the
// browser and went home while the session lived on, which on a shared computer looks logged out and is not.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logInWithForm, registerIntern } from './login-helpers';

const FAILED = 'Could not log out. Please try again.';
const OUTAGE = { success: false, code: 'unavailable', message: 'The portal is briefly unavailable. Please try again in a minute.' };
const banner = (page: Page) => page.getByRole('banner');
const account = (page: Page) => banner(page).getByRole('button', { name: 'My Account' });
const userType = (page: Page) => page.evaluate(() => localStorage.getItem('userType'));

test('a logout the server did not confirm keeps the person logged in and says so, from the profile and the header', async ({ page, baseURL, consoleErrors }) => {
  const intern = await registerIntern(baseURL!, 'Dipali Saikia');
  await logInWithForm(page, intern);
  const profile = `/user-profile?type=intern&id=${intern.id}`;
  await expect(page).toHaveURL(profile);
  expect(await userType(page)).toBe('intern');

  await page.route('**/api/v1/logout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '10' }, body: JSON.stringify(OUTAGE) }));

  // The profile's Log Out.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page).toHaveURL(profile);
  expect(await userType(page)).toBe('intern');

  // The header's Logout, on a public page: it stays, signed in, and says why.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await account(page).hover();
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await expect(banner(page).getByRole('alert')).toHaveText(FAILED);
  await expect(page).toHaveURL('/');
  await expect(account(page)).toBeVisible();
  expect(await userType(page)).toBe('intern');
  expect(await (await page.request.get('/api/v1/session')).json()).toEqual({ success: true, signedIn: true });

  // Once the server answers, the same button logs out.
  await page.unroute('**/api/v1/logout');
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(banner(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await userType(page)).toBeNull();
  await page.goto(profile);
  await expect(page).toHaveURL(/\/login/);

  // Chromium logs the refused logouts as failed loads: those two are the test's own.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 503/.test(e)));
});
