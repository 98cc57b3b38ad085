// The public header knows who is signed in without a reload, and public pages are one document for everyone
// (decision 013): log in, then move around by clicking links only; log out; and serve a logged-in browser's
// cached copy of /about to a guest, as a shared cache would.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { PASSWORD, registerIntern } from './login-helpers';

const banner = (page: Page) => page.getByRole('banner');
const account = (page: Page) => banner(page).getByRole('button', { name: 'My Account' });
const loginLink = (page: Page) => banner(page).getByRole('link', { name: 'Login', exact: true });
const navLink = (page: Page, menu: string, item: string) => async () => {
  const entry = banner(page).getByRole('navigation', { name: 'Main' }).getByRole('listitem').filter({ hasText: menu }).first();
  await entry.hover(); // the dropdown opens on hover, as for a mouse user
  await entry.getByRole('link', { name: item, exact: true }).click();
};

test('after logging in, every page reached by clicking shows the profile menu; after logging out, Login', async ({ page, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Moni Kalita');
  await page.goto('/about'); // the only goto: entering the site
  await expect(loginLink(page)).toBeVisible();

  await loginLink(page).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('intern');
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(intern.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Three round trips (the route handler's 303, Next's 307, the page): a minute allowed on a busy machine.
  await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`, { timeout: 60_000 });

  // The profile's own Home link: a client-side navigation to the home page the browser has seen as a guest.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(account(page)).toBeVisible();
  await expect(loginLink(page)).toHaveCount(0);
  // The hero's registration buttons give the "already logged in" notice instead of a second registration.
  await page.getByRole('main').getByRole('button', { name: 'Register as Intern' }).click();
  await expect(page.getByText('You are already logged in. Logout to register again.')).toBeVisible();
  await expect(page).toHaveURL('/');

  for (const [menu, item, url] of [['About', 'About Us', '/about'], ['Our Work', 'Events', '/events'], ['Resources', 'Gallery', '/gallery']] as const) {
    await navLink(page, menu, item)();
    await expect(page).toHaveURL(url);
    await expect(account(page)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
  }
  await banner(page).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL('/contact');
  await expect(account(page)).toBeVisible();

  // The profile menu's Profile item leads to the person's own profile.
  await account(page).hover();
  await expect(account(page)).toHaveAttribute('aria-expanded', 'true');
  await banner(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Home' }).click();
  await expect(account(page)).toBeVisible();

  // Log out from the header: Login shows, also on pages reached by clicking afterwards.
  await account(page).hover();
  await expect(account(page)).toHaveAttribute('aria-expanded', 'true');
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(loginLink(page)).toBeVisible();
  await navLink(page, 'About', 'About Us')();
  await expect(page).toHaveURL('/about');
  await expect(loginLink(page)).toBeVisible();
  await expect(account(page)).toHaveCount(0);
  // The hero's buttons are links again.
  await banner(page).getByRole('link', { name: /NextGen/ }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Register as Intern' })).toHaveAttribute('href', '/intern');
});

test('a copy of /about fetched by a logged-in browser and served to a guest shows Login', async ({ page, browser, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Jonali Bora');
  const signedIn = await browser.newContext({ baseURL });
  const signedInPage = await signedIn.newPage();
  await signedInPage.goto('/login');
  await signedInPage.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('intern');
  await signedInPage.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(intern.mobile);
  await signedInPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signedInPage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(signedInPage).toHaveURL(/\/user-profile\?/);

  // What a shared cache in front of the app would store: the answer to the signed-in browser's request.
  const cached = await signedIn.request.get('/about');
  expect(cached.status()).toBe(200);
  const html = await cached.text();
  const headers = cached.headers();
  expect(headers['set-cookie']).toBeUndefined();
  expect(html).not.toContain('Jonali Bora');
  expect(html).not.toContain('My Account');
  // One document per URL: the guest's own answer is the same bytes.
  expect(await (await page.request.get('/about')).text()).toBe(html);
  await signedIn.close();

  // The guest gets that copy from the "cache"; everything else comes from the app.
  await page.route('**/about', (route) => route.fulfill({ status: 200, headers: { 'content-type': headers['content-type'] ?? 'text/html' }, body: html }));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
  await expect(account(page)).toHaveCount(0);
});
