// Inter and Space Grotesk on a first visit (issue 34, docs/decisions/030): painted in the metric-matched local faces,
// the two files fetched after the largest paint and never swapped in on that page; the next page uses them from its
// first paint, and without scripts they apply at once (lib/i18n/web-fonts.ts).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { shifted } from './helpers/layout-shift';

const FONT_FILES = /\/_next\/static\/media\/(inter|space_grotesk)_/;

/** The fonts' requests (start times), and the moment the page's content was there to paint: its hero's arrival. */
const timings = (page: Page) => page.evaluate((files) => {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const hero = entries.find((e) => e.name.includes('/_next/image'));
  return { heroArrived: hero?.responseEnd ?? null, fonts: entries.filter((e) => new RegExp(files).test(e.name)).map((e) => e.startTime) };
}, FONT_FILES.source);

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const headingFont = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);

for (const [first, next] of [['/about', '/get-involved'], ['/as/about', '/as/get-involved']] as const) {
  test(`${first}: a first visit paints in the local faces, fetches Inter and Space Grotesk after its largest paint, and ${next} uses them from its first paint`, async ({ page }) => {
    await page.goto(first);
    expect(await bodyFont(page), first).toMatch(/^"?Inter Metric"?/);
    expect(await headingFont(page), first).toMatch(/^"?Grotesk Metric"?/);
    // Into the cache after the paint, remembered by the fonts' classes.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('web-fonts:'))), { timeout: 15_000 }).toBe(true);
    const { heroArrived, fonts } = await timings(page);
    expect(fonts.length, first).toBe(2);
    expect(heroArrived, first).not.toBeNull();
    expect(Math.min(...fonts), `${first}: no font file before the hero image is in`).toBeGreaterThanOrEqual(heroArrived!);
    // Fetched, not applied: the page keeps its faces, and nothing moved.
    expect(await bodyFont(page), first).toMatch(/^"?Inter Metric"?/);
    expect(await shifted(page), first).toBeLessThanOrEqual(0.01);

    await page.goto(next);
    expect(await bodyFont(page), next).toMatch(/^"?inter"?,/);
    expect(await headingFont(page), next).toMatch(/^"?grotesk"?,/);
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => /^"?(inter|grotesk)"?$/.test(f.family) && f.status === 'loaded').map((f) => f.family.replace(/"/g, '')).sort();
    });
    expect(used, next).toEqual(['grotesk', 'inter']);
    expect(await shifted(page), next).toBeLessThanOrEqual(0.01);
  });
}

test('without scripts the web fonts apply from the first paint', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  expect(await bodyFont(page)).toMatch(/^"?inter"?,/);
  expect(await headingFont(page)).toMatch(/^"?grotesk"?,/);
  await context.close();
});
