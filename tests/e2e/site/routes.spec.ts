// Every public route renders its content, with header and footer except on the bare routes.
import { test, expect } from '../fixtures';
import { PUBLIC_ROUTES } from './public-routes';
import { KNOWN_PROFILE_IDS } from '@/lib/content/people';
import { BOARD } from '@/lib/content/organisation';

test('every public route renders its key text, title, canonical URL and the right layout', async ({ page }) => {
  for (const route of PUBLIC_ROUTES) {
    const res = await page.goto(route.path);
    expect(res?.status(), route.path).toBe(200);
    await expect(page.locator('main').getByText(route.text).first(), route.path).toBeVisible();
    await expect(page.locator('h1'), route.path).toHaveCount(1);
    expect(await page.title(), route.path).toContain('NextGen Youth Foundation');
    if (route.bare) {
      await expect(page.getByRole('banner'), route.path).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), route.path).toHaveCount(0);
    } else {
      await expect(page.getByRole('banner'), route.path).toBeVisible();
      await expect(page.getByRole('contentinfo'), route.path).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    }
    if (!route.path.startsWith('/profile') && route.path !== '/workspace') {
      await expect(page.locator('link[rel="canonical"]'), route.path).toHaveAttribute('href', new RegExp(`${route.path === '/' ? '' : route.path}$`));
    }
  }
});

test('the specified texts, anchors and cards are present', async ({ page }) => {
  await page.goto('/');
  for (const v of ['50,000+', '20+', '25', '10000+']) await expect(page.getByText(v, { exact: true })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('NGO');

  await page.goto('/our-work');
  for (const id of ['youth-clubs', 'skill-building', 'workshops', 'campaigns']) await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.locator('#pillars li')).toHaveCount(9);

  await page.goto('/impact');
  for (const v of ['50,000+', '25', '100+', '30+']) await expect(page.getByText(v, { exact: true })).toBeVisible();

  await page.goto('/get-involved');
  for (const id of ['gen-z-club', 'volunteer', 'mentor', 'partner', 'careers']) await expect(page.locator(`#${id}`)).toBeAttached();
  for (const b of ['Find a Club', 'Start Volunteering', 'Apply as Mentor', 'Explore Partnerships', 'View Openings']) await expect(page.getByRole('link', { name: b })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/join');
  await expect(page.getByText('25 to 28').first()).toBeVisible();

  await page.goto('/governing-body');
  await expect(page.locator('#chairman').getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', '/chairman');
  await expect(page.locator('#members li')).toHaveCount(7);
  await expect(page.locator('#advisors li')).toHaveCount(6);

  for (const id of KNOWN_PROFILE_IDS) {
    await page.goto(`/profile/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD[id].name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }

  await page.goto('/institute-terms');
  await expect(page.getByRole('link', { name: /Back to Institution Registration/ })).toHaveAttribute('href', '/institute-registration');
  await page.goto('/internship-terms');
  await expect(page.getByRole('link', { name: /Back to Internship Registration/ })).toHaveAttribute('href', '/intern');
  await expect(page.getByRole('link', { name: /Internship Notification 2025/ })).toHaveAttribute('href', '/docs/internship-notification-2025.pdf');
  await page.goto('/programs');
  await expect(page.getByRole('link', { name: /Internship Program 2025/ })).toHaveAttribute('href', '/docs/internship-program-2025.pdf');
  await page.goto('/register');
  for (const href of ['/intern', '/institute-registration', '/member']) await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
});

test('an unknown route answers 404 with the branded page and links home', async ({ page }) => {
  const res = await page.goto('/definitely/not-a-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page took a detour')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('sitemap and robots are served, and every page the sitemap lists may be indexed', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain('/governing-body');
  const robots = await request.get('/robots.txt');
  const robotsText = await robots.text();
  expect(robotsText).toContain('Sitemap:');
  // A listed page that says noindex, or that robots.txt disallows, is a contradiction search consoles report.
  const disallowed = [...robotsText.matchAll(/^Disallow: (\S+)/gm)].map((m) => m[1]!);
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    expect(disallowed.filter((d) => path.startsWith(d)), path).toEqual([]);
    const robotsMeta = /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1] ?? '';
    expect(robotsMeta, path).not.toContain('noindex');
  }
});
