// Issue 24, the attacks that only the production build shows (Next.js's own routing, headers from next.config.ts,
// the image optimiser, the prerendered pages), made over HTTP against it; the open redirect in a real browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { DIST_DIR } from '@/lib/platform/build/dist-dir';
import { insertApprovedCollege, registerInternByApi, withDb } from './helpers/registration';
import type { Page } from '@playwright/test';
import { PASSWORD, registerIntern } from './login-helpers';

/** Bytes under a folder of the build (the route and image caches live under .next), of files whose path matches. */
function bytesUnder(dir: string, only = /./): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && only.test(path.join(e.parentPath, e.name)))
    .reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0);
}
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

test('finding 2: the image optimiser takes one spelling of a file under public/ and keeps a bounded cache', async ({ request }) => {
  const cache = bytesUnder(path.join(DIST_DIR, 'cache/images'));
  const source = '/images/gallery/gallery-01.webp';
  for (const url of [`${source}#${Date.now()}`, '/images/./gallery/gallery-01.webp', '/images/x/../gallery/gallery-01.webp', `/${source}`, '/images/gallery/gallery%2D01.webp', `${source}?v=1`]) {
    const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=3840&q=75`, { headers: { accept: 'image/avif,image/webp' } });
    expect(res.status(), url).toBe(400);
    for (const h of SECURITY_HEADERS) expect(res.headers()[h], `${url} ${h}`).toBeTruthy();
  }
  expect(bytesUnder(path.join(DIST_DIR, 'cache/images'))).toBe(cache);
  const real = await request.get(`/_next/image?url=${encodeURIComponent(source)}&w=640&q=75`, { headers: { accept: 'image/webp' } });
  expect(real.status()).toBe(200);
  expect(real.headers()['content-type']).toBe('image/webp');
  const config = JSON.parse(readFileSync(path.join(DIST_DIR, 'required-server-files.json'), 'utf8')).config;
  expect(config.images.maximumDiskCacheSize).toBe(256 * 1024 * 1024);
});

test('finding 3: /profile/<unknown> is a 404 ("Detailed profile not available.") that writes nothing, also for ids past 255 characters', async ({ request }) => {
  // Files, not bytes: other tests running beside this one may regenerate the known profiles' pages in place, and
  // Next copies each language's one prerendered unknown-profile answer into its route cache when it is first served
  // (one entry per language, for every id; those copies are left out here). An unknown id must never add a file of
  // its own: a cache entry per id would fill the disk.
  const profileFiles = () => readdirSync(path.join(DIST_DIR, 'server'), { recursive: true, withFileTypes: true })
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => /[/\\]profile[/\\]/.test(f) && !/route-cache.*[/\\]profile[/\\]unknown\./.test(f)).sort();
  const ids = ['nobody-here', `x${Date.now()}`, 'y'.repeat(300)];
  const before = profileFiles();
  for (const id of ids) {
    const res = await request.get(`/profile/${id}`);
    expect(res.status(), id.slice(0, 20)).toBe(404);
    expect(await res.text()).toContain('Detailed profile not available.'); // the spec's answer, inside the site's page
  }
  const after = profileFiles();
  expect(after.filter((f) => !before.includes(f))).toEqual([]);
  expect(after.filter((f) => ids.some((id) => f.includes(id.slice(0, 11))))).toEqual([]);
  expect((await request.get('/profile/mitali-hazarika')).status()).toBe(200);
});

test('finding 9: after login, no spelling of next= leaves the site (a real browser)', async ({ page, baseURL }) => {
  const intern = await registerIntern(baseURL!, 'Rupjyoti Das');
  let phished = 0;
  await page.context().route((url) => url.hostname === 'evil.example', (route) => { phished++; return route.fulfill({ body: 'phished' }); });
  // The three spellings; tests/unit/next-path.test.ts tries tens of thousands more.
  for (const next of ['/.//evil.example/phish', '/x/..//evil.example/phish', '/%2e//evil.example/phish']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${next}`);
    await logInHere(page, intern.mobile);
    await expect(page, next).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
  }
  expect(phished).toBe(0);
  // A same-site next= still brings the person back.
  await page.context().clearCookies();
  await page.goto('/login?next=/about');
  await logInHere(page, intern.mobile);
  await expect(page).toHaveURL('/about');
});

/** The login form as it is (logInWithForm opens /login afresh, which would drop next=). */
async function logInHere(page: Page, mobile: string) {
  await page.getByRole('combobox', { name: 'User Type', exact: true }).selectOption('intern');
  await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('finding 10: the reset-password page sends Referrer-Policy: no-referrer as a header', async ({ request }) => {
  const res = await request.get('/reset-password?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
  expect(res.status()).toBe(200);
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
  expect((await request.get('/login')).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('finding 11: an opened document keeps Content-Security-Policy: sandbox over HTTP', async ({ page }) => {
  const college = await insertApprovedCollege('Sandbox');
  const intern = await registerInternByApi(page.request, college, { name: 'Dipankar Bora' });
  const ids = await withDb(async (db) => (await db.query<{ id: number }>('SELECT id FROM documents WHERE applicant_id = $1 ORDER BY id', [intern.id])).rows.map((r) => r.id));
  expect(ids).toHaveLength(2);
  for (const id of ids) {
    const res = await page.request.get(`/api/v1/documents/${id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-security-policy']).toBe('sandbox');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  }
  // Other spellings of the path either do not reach the document or get the same policy.
  for (const spelling of [`/api/v1/%64ocuments/${ids[0]}`, `/api/v1//documents/${ids[0]}`, `/api/v1/documents/%3${String(ids[0]).slice(0, 1)}${String(ids[0]).slice(1)}`]) {
    const res = await page.request.get(spelling, { maxRedirects: 0 });
    if (res.status() === 200) expect(res.headers()['content-security-policy'], spelling).toBe('sandbox');
  }
  // Its refusals too: nothing under this path runs with the site's policy.
  expect((await page.request.get('/api/v1/documents/999999999')).headers()['content-security-policy']).toBe('sandbox');
});

test('finding 12: a malformed percent-escape in a path is a 400 with the usual headers', async ({ request }) => {
  for (const p of ['/%E0%A4%A', '/api/v1/check-mobile/%E0%A4%A', '/profile/%', '/about%C0']) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(400);
    for (const h of SECURITY_HEADERS) expect(res.headers()[h], `${p} ${h}`).toBeTruthy();
    expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
  }
});
