// A session ends for good at logout, on the real server: the cookie a thief copied before the person
// logged out opens no personal data and no card page afterwards. And a malformed session cookie makes
// no page or API answer 500.
import { test, expect } from './fixtures';
import { logInWithForm, registerIntern } from './login-helpers';

test('a cookie copied before logout opens nothing afterwards', async ({ page, context, baseURL, request }) => {
  const intern = await registerIntern(baseURL!, 'Mitali Bora');
  await logInWithForm(page, intern);
  await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
  const stolen = (await context.cookies()).find((c) => c.name === 'nyf_session')!;
  expect(stolen.httpOnly).toBe(true);
  expect(stolen.sameSite).toBe('Lax');
  const replay = { Cookie: `nyf_session=${stolen.value}` };
  expect((await request.get(`/api/v1/get-intern-by-id/${intern.id}`, { headers: replay })).status()).toBe(200);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');

  expect((await request.get(`/api/v1/get-intern-by-id/${intern.id}`, { headers: replay })).status()).toBe(401);
  const profile = await request.get(`/user-profile?type=intern&id=${intern.id}`, { headers: replay, maxRedirects: 0 });
  expect(profile.status()).toBe(307);
  // To the login form, with the way back to one's own profile (issue 16).
  expect(profile.headers().location).toBe('/login?next=%2Fuser-profile%2Fme');
  const me = await request.get('/user-profile/me', { headers: replay, maxRedirects: 0 });
  expect(me.headers().location).toBe('/login?next=%2Fuser-profile%2Fme');
  // The card page answers the replayed cookie exactly as it answers a visitor with no cookie at all: to the
  // login form and back (it never offers to register again).
  const card = await request.get('/internship-acknowledgement', { headers: replay, maxRedirects: 0 });
  expect(card.status()).toBe(307);
  expect(card.headers().location).toBe('/login?next=%2Finternship-acknowledgement');
  expect(await card.text()).not.toContain(intern.applicationId);
});

test('a malformed session cookie is no session on pages and APIs, never a 500', async ({ request }) => {
  const paths = ['/', '/about', '/login', '/user-profile', '/user-profile/me', '/internship-acknowledgement', '/member-acknowledgement',
    '/member-acknowledgement/1', '/institute-acknowledgement/1', '/api/v1/get-intern-by-id/1', '/api/v1/documents/1', '/api/v1/get-all-categories'];
  for (const value of ['%E0%A4%A', 'Fe26.2**1*a*b*c*d*e*f~2', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', 'A'.repeat(3000)]) {
    for (const path of paths) {
      const res = await request.get(path, { headers: { Cookie: `nyf_session=${value}` }, maxRedirects: 0 });
      expect(res.status(), `${path} with ${value.slice(0, 20)}`).toBeLessThan(500);
    }
  }
});

test('a cookie-carrying POST without Origin or Sec-Fetch-Site is refused; the site\'s own logout works', async ({ page, context, baseURL, request }) => {
  const intern = await registerIntern(baseURL!, 'Dipankar Saikia');
  await logInWithForm(page, intern);
  await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
  const cookie = (await context.cookies()).find((c) => c.name === 'nyf_session')!;
  const forged = await request.post('/api/v1/logout', { headers: { Cookie: `nyf_session=${cookie.value}` }, data: {} });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ success: false, code: 'cross_site', message: 'Cross-site requests are not allowed.' });
  const evil = await request.post('/api/v1/logout', { headers: { Cookie: `nyf_session=${cookie.value}`, Origin: 'https://evil.example' }, data: {} });
  expect(evil.status()).toBe(403);
  // Still logged in; the browser's own Log Out (which sends Origin) ends the session.
  expect((await request.get(`/api/v1/get-intern-by-id/${intern.id}`, { headers: { Cookie: `nyf_session=${cookie.value}` } })).status()).toBe(200);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/login');
  expect((await request.get(`/api/v1/get-intern-by-id/${intern.id}`, { headers: { Cookie: `nyf_session=${cookie.value}` } })).status()).toBe(401);
});
