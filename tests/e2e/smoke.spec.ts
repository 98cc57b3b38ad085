import { test, expect } from './fixtures';

test('the home page renders with the header and the counters', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('50,000+')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown route answers 404 with the branded page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page took a detour')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('an unknown address in Assamese or Hindi gets its language\'s prerendered 404 (there is no catch-all page)', async ({ page }) => {
  for (const [path, text] of [['/as/no-such-page', 'এই পৃষ্ঠাটোৱে বাট সলালে'], ['/hi/intern/typo', 'यह पेज रास्ता भटक गया']]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/as') ? 'as-IN' : 'hi-IN');
  }
});

test('pages and public files carry the security policy; the build assets a page loads carry only nosniff', async ({ page }) => {
  const assets: string[] = [];
  page.on('response', (res) => { if (new URL(res.url()).pathname.startsWith('/_next/static/')) assets.push(res.url()); });
  const doc = await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(doc!.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(doc!.headers()['x-frame-options']).toBe('DENY');
  // An SVG from public/ opened on its own is a document, with script: it keeps the whole policy.
  const svg = await page.request.get('/logo.svg');
  expect(svg.headers()['content-security-policy']).toContain("default-src 'self'");

  const kinds = new Set(assets.map((u) => u.split('.').pop()));
  expect(kinds).toEqual(new Set(['js', 'css', 'woff2']));
  for (const url of assets) {
    const headers = (await page.request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['content-security-policy'], url).toBeUndefined();
    expect(headers['x-frame-options'], url).toBeUndefined();
  }
});
