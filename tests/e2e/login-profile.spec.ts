// Login and the profile as interns and members use them: every message of the login form, the purple
// toast, the profile's sidebar and tabs, the acknowledgement card, who may see which profile, and logging
// out from the profile and from the public header.
import { personalStorage } from './helpers/personal-storage';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { logInWithForm, referralCodeOf, registerIntern, registerMember, uniqueMobile, type Person } from './login-helpers';

const FAILED = 'Login failed. Please check your credentials and try again.';
const toast = (page: Page) => page.locator('[data-toast]');
const toastText = (page: Page) => toast(page).locator('p');
const storage = personalStorage;
// By role and accessible name (the labels' required asterisk is hidden from assistive technology).
const field = (page: Page, label: 'User Type' | 'Phone Number' | 'Password') =>
  page.getByRole(label === 'User Type' ? 'combobox' : 'textbox', { name: label, exact: true });
const errorOf = (page: Page, name: string) => page.locator(`#field-${name}-error`);

async function expectOwnProfile(page: Page, person: Person) {
  await expect(page).toHaveURL(`/user-profile?type=${person.type}&id=${person.id}`);
  const sidebar = page.getByRole('complementary', { name: 'Profile summary' });
  await expect(sidebar.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(sidebar.getByText(person.type === 'intern' ? 'Intern' : 'Member', { exact: true })).toBeVisible();
  await expect(sidebar.getByText(`#${person.applicationId}`)).toBeVisible();
  for (const value of [person.email, person.mobile, person.address]) await expect(sidebar.getByText(value, { exact: true }).first()).toBeVisible();
  // The passport photo comes from its owner-only URL with a cache-busting version, and loads.
  const photo = sidebar.getByRole('img', { name: `Passport photo of ${person.name}` });
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/documents\/\d+\?v=\d+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(144);
}

async function expectTabs(page: Page, personal: [string, string][], education: [string, string][]) {
  const personalTab = page.getByRole('tab', { name: 'Personal Info' });
  const educationTab = page.getByRole('tab', { name: 'Educational Details' });
  await expect(personalTab).toHaveAttribute('aria-selected', 'true');
  const check = async (panel: string, rows: [string, string][]) => {
    const p = page.getByRole('tabpanel', { name: panel });
    await expect(p).toBeVisible();
    for (const [label, value] of rows) {
      const row = p.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
      await expect(row.locator('dd'), label).toHaveText(value);
    }
  };
  await check('Personal Info', personal);
  await educationTab.click();
  await expect(educationTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Personal Info' })).toBeHidden();
  await check('Educational Details', education);
  await educationTab.press('ArrowLeft'); // keyboard: back to the first tab
  await expect(personalTab).toBeFocused();
  await expect(personalTab).toHaveAttribute('aria-selected', 'true');
}

async function expectLoggedOut(page: Page, context: BrowserContext) {
  expect((await context.cookies()).find((c) => c.name === 'nyf_session')).toBeUndefined();
  await page.goto('/user-profile/me');
  await expect(page).toHaveURL('/login?next=%2Fuser-profile%2Fme');
}

async function logOutFromHeader(page: Page) {
  await page.goto('/about');
  const account = page.getByRole('banner').getByRole('button', { name: 'My Account' });
  await account.hover(); // opens after 100 ms (a click would toggle it shut again)
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const reloaded = page.waitForEvent('load'); // the header reloads the page 100 ms after leaving
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('the login form: title by type, links, live hints, submit messages and the purple toast', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Login/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const nav = page.getByRole('navigation', { name: 'Login page' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  // Title by type; the select starts empty and offers Intern and Member only.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Login');
  await expect(field(page, 'User Type')).toHaveValue('');
  await expect(field(page, 'User Type').locator('option')).toHaveText(['Select user type', 'Intern', 'Member']);
  await field(page, 'User Type').selectOption('intern');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intern Login');
  await field(page, 'User Type').selectOption('member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  await field(page, 'User Type').selectOption('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Login');

  // Submit with nothing: the three submit messages.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(errorOf(page, 'mobile_no')).toHaveText('Please enter a valid 10-digit phone number');
  await expect(errorOf(page, 'password')).toHaveText('Please enter a valid password');
  await expect(errorOf(page, 'type')).toHaveText('Please select a user type.');
  await expect(field(page, 'Phone Number')).toHaveAttribute('aria-invalid', 'true');

  // Live hints while typing: digits only, at most 10, first digit 6-9, then 10 digits.
  const phone = field(page, 'Phone Number');
  await phone.pressSequentially('5');
  await expect(errorOf(page, 'mobile_no')).toHaveText('Must start with 6, 7, 8 or 9');
  await phone.fill('');
  await phone.pressSequentially('98-76 5');
  await expect(phone).toHaveValue('98765');
  await expect(errorOf(page, 'mobile_no')).toHaveText('Phone number must be 10 digits');
  await phone.pressSequentially('43210999');
  await expect(phone).toHaveValue('9876543210');
  await expect(errorOf(page, 'mobile_no')).toHaveText('');
  const password = field(page, 'Password');
  await password.pressSequentially('Assam2025');
  await expect(errorOf(page, 'password')).toHaveText('Require 8+ chars, upper + lower case, number & special character');
  await password.pressSequentially('@');
  await expect(errorOf(page, 'password')).toHaveText('');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  // A submit message replaces a live hint until the field is edited again.
  await phone.fill('');
  await phone.pressSequentially('98765');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(errorOf(page, 'mobile_no')).toHaveText('Please enter a valid 10-digit phone number');
  await phone.pressSequentially('4');
  await expect(errorOf(page, 'mobile_no')).toHaveText('Phone number must be 10 digits');

  // Unknown credentials: the server's message in the purple toast; the close button removes it.
  await field(page, 'User Type').selectOption('intern');
  await phone.fill(uniqueMobile());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page)).toHaveText(FAILED);
  await expect(toast(page)).toHaveAttribute('data-toast', 'warning');
  await expect(toast(page)).toHaveAttribute('role', 'alert');
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page)).toHaveCount(0);
  await expect(page).toHaveURL('/login');

  // A server message is shown as given (here the rate limit's).
  await page.route('**/api/v1/login', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many failed attempts. Please try again in 15 minutes.' } }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page)).toHaveText('Too many failed attempts. Please try again in 15 minutes.');
  // ...and the toast goes by itself after 4 seconds.
  await page.waitForTimeout(3000);
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toHaveCount(0, { timeout: 2500 });

  // No id in a successful answer: an error toast and no navigation.
  await page.unroute('**/api/v1/login');
  await page.route('**/api/v1/login', (route) => route.fulfill({ json: { success: true, message: 'Login successful.', user: { type: 'intern' } } }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page)).toHaveText('User ID not found. Please try again.');
  await expect(page).toHaveURL('/login');
  expect(await storage(page)).toEqual({});
  await page.getByRole('button', { name: 'Close notification' }).click();

  // A failed answer without a message, and a request that throws: the generic failure.
  await page.unroute('**/api/v1/login');
  await page.route('**/api/v1/login', (route) => route.fulfill({ status: 401, body: 'oops' }));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page)).toHaveText(FAILED);
  await page.getByRole('button', { name: 'Close notification' }).click();
  await page.unroute('**/api/v1/login');
  await page.route('**/api/v1/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page)).toHaveText(FAILED);
  await expect(page).toHaveURL('/login');
  // Chromium logs the refused request; that one is expected.
  const refused = () => consoleErrors.findIndex((e) => /ERR_CONNECTION_REFUSED/.test(e));
  await expect.poll(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused(), 1);
});

test('an intern logs in, sees their own profile and card, and logs out from the profile and from the header', async ({ page, context, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Priya Gogoi');
  const other = await registerIntern(baseURL!, 'Bikash Das');

  // Logged out, the profile sends you to /login.
  await page.goto(`/user-profile?type=intern&id=${intern.id}`);
  await expect(page).toHaveURL('/login?next=%2Fuser-profile%2Fme');

  // A wrong password: the failure toast, no session.
  await logInWithForm(page, intern, 'Wrong@2025');
  await expect(toastText(page)).toHaveText(FAILED);
  await expect(page).toHaveURL('/login');

  await logInWithForm(page, intern);
  await expectOwnProfile(page, intern);
  expect(await storage(page)).toEqual({ userType: 'intern', internId: String(intern.id) });
  const session = (await context.cookies()).find((c) => c.name === 'nyf_session');
  expect(session?.httpOnly).toBe(true);

  const sidebar = page.getByRole('complementary', { name: 'Profile summary' });
  const status = sidebar.getByText('Verification: Pending');
  await expect(status).toBeVisible();
  await expect(status).toHaveClass(/amber/);
  await expect(sidebar.getByText('Verification:')).toHaveCount(1);
  await expectTabs(
    page,
    [['Address', intern.address], ['District', 'Kamrup Metropolitan'], ['PIN Code', '781024'], ['Date of Birth', '15 March 2004'], ['Gender', 'Female'], ['Referral Code', intern.referralCode!]],
    [['Institute', intern.institution.name], ['Institute Address', intern.institution.address], ['Category', 'Graduation'], ['Stream', 'Arts'], ['Course', 'BA'], ['Semester', '3']],
  );
  await expect(page.getByRole('tabpanel', { name: 'Personal Info' }).getByRole('term').filter({ hasText: 'Police Station' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Someone else's profile, or the right id with the wrong type: refused, and none of their data.
  for (const url of [`/user-profile?type=intern&id=${other.id}`, `/user-profile?type=member&id=${intern.id}`, '/user-profile?type=admin&id=1']) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'You can only view your own profile.' })).toBeVisible();
    await expect(page.getByText(other.name)).toHaveCount(0);
    await expect(page.getByText(other.mobile)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expectOwnProfile(page, intern);
  await page.goto('/user-profile?type=intern');
  await expect(page.getByRole('heading', { name: 'Missing type or id' })).toBeVisible();
  await page.goto('/user-profile/me');
  await expectOwnProfile(page, intern);
  await page.goto('/profile-acknowledgement');
  await expect(page).toHaveURL('/internship-acknowledgement');

  // The card, from View Acknowledgement.
  await page.goto('/user-profile/me');
  await page.getByRole('link', { name: 'View Acknowledgement' }).click();
  await expect(page).toHaveURL('/internship-acknowledgement');
  await expect(page.getByRole('heading', { name: 'Internship Acknowledgement Card' })).toBeVisible();
  await expect(page.getByText(intern.applicationId).first()).toBeVisible();

  // Log out from the profile: the session ends, all local storage is cleared, and we are on /login.
  await page.goto('/user-profile/me');
  await page.evaluate(() => localStorage.setItem('something', 'else'));
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Login');
  expect(await storage(page)).toEqual({});
  await expectLoggedOut(page, context);

  // Log in again and log out from the public header.
  await logInWithForm(page, intern);
  await expectOwnProfile(page, intern);
  await logOutFromHeader(page);
  await expectLoggedOut(page, context);
});

test('a member logs in, sees their own profile and card, and logs out from the profile and from the header', async ({ page, context, baseURL }) => {
  const referrer = await registerIntern(baseURL!, 'Nilakshi Bora');
  const member = await registerMember(baseURL!, await referralCodeOf(referrer.id), 'Rahul Pegu');

  await page.goto('/login');
  await field(page, 'User Type').selectOption('member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  await field(page, 'Phone Number').fill(member.mobile);
  await field(page, 'Password').fill('Assam@2025');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectOwnProfile(page, member);
  expect(await storage(page)).toEqual({ userType: 'member', memberId: String(member.id) });

  // Members have no verification status, no referral code, and a dash for the semester.
  const sidebar = page.getByRole('complementary', { name: 'Profile summary' });
  await expect(sidebar.getByText(/Verification/)).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Referral Code' })).toHaveCount(0);
  await expectTabs(
    page,
    [['Address', member.address], ['District', 'Kamrup Metropolitan'], ['PIN Code', '781024'], ['Date of Birth', '15 March 2004'], ['Gender', 'Female']],
    [['Institute', member.institution.name], ['Institute Address', member.institution.address], ['Category', 'Graduation'], ['Stream', 'Arts'], ['Course', 'BA'], ['Semester', '-']],
  );

  // The intern who referred this member may not see the member's profile.
  await page.goto(`/user-profile?type=intern&id=${referrer.id}`);
  await expect(page.getByRole('heading', { name: 'You can only view your own profile.' })).toBeVisible();
  await expect(page.getByText(referrer.name)).toHaveCount(0);
  await page.goto('/profile-acknowledgement');
  await expect(page).toHaveURL(`/member-acknowledgement/${member.id}`);

  await page.goto('/user-profile/me');
  await page.getByRole('link', { name: 'View Acknowledgement' }).click();
  await expect(page).toHaveURL(`/member-acknowledgement/${member.id}`);
  await expect(page.getByText(member.applicationId).first()).toBeVisible();

  await page.goto('/user-profile/me');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await storage(page)).toEqual({});
  await expectLoggedOut(page, context);

  await logInWithForm(page, member);
  await expectOwnProfile(page, member);
  await logOutFromHeader(page);
  await expectLoggedOut(page, context);
});
