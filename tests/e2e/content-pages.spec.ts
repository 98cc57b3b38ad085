// The move of the site's copy into the database (issue 35) changes no word a person reads: the text of every
// public page of the sitemap and of every profile, in English, Assamese and Hindi, is the same as the text
// today's code rendered before the move (tests/fixtures/public-text-before-content-move.json, written by this test
// with UPDATE_TEXT_SNAPSHOT=1 against the build of the commit before the move; the e2e server seeds the content).
// Renewed once after the merge, for changes meant as changes and checked one by one: the four Get Involved pages
// are new, /gallery links "More photos", /as and /hi/donate name the campaigns in their language.
// HTTP, not a browser: the words are in the served HTML, and a snapshot of a browser's layout would be about layout.
//
// A stored script, a `javascript:` link and an inline event handler never reach a page (issue 35, "Bad input and
// safety"; docs/decisions/029). The hostile rich text is planted straight into the database, around the save's
// sanitiser: once in the draft published by the admin script (the publish path), once in the published data
// itself with the pages marked changed as lib/publishing does (the render path), and once in a draft opened
// through the staff preview. Each time Chromium opens /about: no script ran, no dialog opened, no `javascript:`
// address and no event attribute is in the DOM, and the words are still there.
//
// One file, run in order: the attacks change /about for a while, and the word-for-word check reads it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PrismaPg } from '@prisma/adapter-pg';
import type { Page } from '@playwright/test';
import { PrismaClient, Prisma } from '@/lib/generated/prisma/client';
import { inEveryLanguage, PUBLICATIONS_CHANNEL } from '@/lib/publishing/paths';
import { test, expect, e2eDatabaseUrl, runAdmin } from './fixtures';
import { firstDifference, pageText } from './helpers/page-text';
import { signInContext, staffWithSession } from './helpers/staff';

test.describe.configure({ mode: 'serial' });

const SNAPSHOT = 'tests/fixtures/public-text-before-content-move.json';
// The profiles as they were before the move (the people are staff's records now).
const PROFILE_IDS = ['chairman', 'ananya-baruah', 'mitali-hazarika', 'bhaskar-jyoti-sarma', 'nazia-rahman', 'pranjal-bora', 'rupali-deka', 'deepjyoti-tanti'];
const PROFILES = PROFILE_IDS.flatMap((id) => ['', '/as', '/hi'].map((prefix) => `${prefix}/profile/${id}`));

test('every public page shows the same words as before the content moved into the database', async ({ request }) => {
  test.setTimeout(600_000); // about a hundred pages on a busy machine
  const xml = await (await request.get('/sitemap.xml')).text();
  // Events' own pages are staff's records with their own tests; the list of events is kept.
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => !/\/events\/./.test(p));
  const paths = [...new Set([...fromSitemap, ...PROFILES])].sort();
  const now: Record<string, string> = {};
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    now[path] = pageText(await response.text());
  }
  if (process.env.UPDATE_TEXT_SNAPSHOT === '1') {
    writeFileSync(SNAPSHOT, `${JSON.stringify(now, null, 1)}\n`);
    return;
  }
  expect(existsSync(SNAPSHOT), SNAPSHOT).toBe(true);
  const before = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
  expect(paths, 'the same pages').toEqual(Object.keys(before).sort());
  const changed = paths.flatMap((path) => {
    const difference = firstDifference(before[path], now[path]);
    return difference ? [`${path} ${difference}`] : [];
  });
  expect(changed, changed.join('\n\n')).toEqual([]);
});

const KEY = 'about-who-we-are';

/** Every way the allow-list is meant to refuse, each with words that must survive. */
const hostile = (words: string) => [
  `<p>${words}<script>window.__xss = 'script'; alert('script')</script></p>`,
  `<p><a href="javascript:window.__xss='link';alert('link')">Link words</a> and `,
  `<a href="jav&#x61;script:window.__xss='encoded'">Encoded words</a> and `,
  `<a href=" JAVASCRIPT:window.__xss='upper'">Upper words</a></p>`,
  `<p onclick="window.__xss='onclick'" onmouseover="window.__xss='hover'">Hover words</p>`,
  `<img src="/no-such-image.png" onerror="window.__xss='onerror';alert('onerror')">`,
  `<svg onload="window.__xss='svg'"><script>window.__xss='svg-script'</script></svg>`,
  `<iframe src="javascript:parent.__xss='iframe'"></iframe>`,
  `<p><strong style="background:url(javascript:alert(1))">Bold words</strong></p>`,
].join('');

function database() {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl() }) });
}

type Block = { en: Record<string, unknown> } & Record<string, unknown>;
const withBody = (stored: Block, body: string): Prisma.InputJsonValue => ({ ...stored, en: { ...stored.en, body } }) as Prisma.InputJsonValue;

/** Marks /about changed in every language, as lib/publishing's publishPaths does, so every instance renders it anew. */
async function markAboutChanged(db: PrismaClient) {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO publications (path, published_at) SELECT unnest(${inEveryLanguage('/about')}::text[]), now()
      ON CONFLICT (path) DO UPDATE SET version = nextval(pg_get_serial_sequence('publications', 'version')), published_at = now()`;
    await tx.$executeRaw`SELECT pg_notify(${PUBLICATIONS_CHANNEL}, '')`;
  });
}

/** Opens `path` until `words` show (a publish reaches the page in seconds), then checks nothing hostile is there. */
async function expectInert(page: Page, path: string, words: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('#who-we-are')).toContainText(words[0], { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const html = await (await page.request.get(path)).text();
  await page.waitForLoadState('load');
  const section = page.locator('#who-we-are');
  for (const w of words) await expect(section).toContainText(w);
  // Hovering and clicking what is left would run a handler or an address that survived.
  await section.getByText('Hover words').hover();
  await section.getByText('Link words').click();
  await section.getByText('Encoded words').click();
  await page.waitForTimeout(500); // let a handler that did run set its flag; no outcome depends on time otherwise
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!).filter((h) => /^\s*(javascript|data|vbscript):/i.test(h)))).toEqual([]);
  const onAttributes = await page.locator('*').evaluateAll((els) => els.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}.${a.name}`)));
  expect(onAttributes).toEqual([]);
  expect(await section.locator('script, img, svg, iframe, [style]').count()).toBe(0);
  // Not even as escaped text in the served HTML or its payload: the hostile parts were dropped, not shown.
  expect(html).not.toContain('__xss');
  expect(html).toContain(words[0]);
}

test('stored script, javascript: links and event handlers never reach /about: published, planted, previewed', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000); // a hang limit on a busy machine
  const db = database();
  const row = await db.contentItem.findUniqueOrThrow({ where: { type_key: { type: 'page_text', key: KEY } } });
  const draft = row.draft as Block;
  const published = row.published as Block;
  try {
    // 1. The publish path: a hostile draft written around the save, published by the admin script.
    await db.contentItem.update({ where: { id: row.id }, data: { draft: withBody(draft, hostile('Published words stay.')) } });
    runAdmin('content', 'publish', 'page_text', KEY);
    const stored = await db.contentItem.findUniqueOrThrow({ where: { id: row.id } });
    expect(JSON.stringify(stored.published)).not.toContain('__xss');
    await expectInert(page, '/about', ['Published words stay.', 'Link words', 'Encoded words', 'Upper words', 'Hover words', 'Bold words']);

    // 2. The render path: the published data itself hostile (a row written around every check), pages republished.
    await db.contentItem.update({ where: { id: row.id }, data: { published: withBody(published, hostile('Planted words stay.')) } });
    await markAboutChanged(db);
    await expectInert(page, '/about', ['Planted words stay.', 'Link words', 'Encoded words', 'Upper words', 'Hover words', 'Bold words']);

    // 3. The preview: an editor opens the hostile draft on the real page through /staff/content/preview.
    await db.contentItem.update({ where: { id: row.id }, data: { draft: withBody(draft, hostile('Draft words stay.')) } });
    const editor = await browser.newContext({ baseURL });
    await signInContext(editor, baseURL!, await staffWithSession('editor'));
    const preview = await editor.newPage();
    await preview.goto(`/staff/content/preview?type=page_text&key=${KEY}&lang=en`);
    await expect(preview).toHaveURL(/\/about$/);
    await expectInert(preview, '/about', ['Draft words stay.', 'Link words', 'Encoded words', 'Upper words', 'Hover words', 'Bold words']);
    // The previewed page is this browser's alone: no cache between it and others may keep it.
    expect((await preview.request.get('/about')).headers()['cache-control']).toMatch(/private|no-store/);
    const bypass = (await editor.cookies()).find((c) => c.name === '__prerender_bypass');
    expect(bypass?.httpOnly).toBe(true);
    await editor.close();
    // The public still sees the published words, not the previewed draft, and so does a visitor who forges the
    // preview cookies: the item's name alone, or with a draft-mode cookie this build did not sign.
    await page.goto('/about');
    await expect(page.locator('#who-we-are')).toContainText('Planted words stay.');
    await expect(page.locator('#who-we-are')).not.toContainText('Draft words stay.');
    const host = new URL(baseURL!).hostname;
    const forged = await browser.newContext({ baseURL });
    await forged.addCookies([{ name: 'nyf_preview', value: `page_text/${KEY}`, domain: host, path: '/' }]);
    const forgedPage = await forged.newPage();
    await forgedPage.goto('/about');
    await expect(forgedPage.locator('#who-we-are')).toContainText('Planted words stay.');
    await forged.addCookies([{ name: '__prerender_bypass', value: 'f'.repeat(64), domain: host, path: '/' }]);
    await forgedPage.goto('/about');
    await expect(forgedPage.locator('#who-we-are')).toContainText('Planted words stay.');
    await expect(forgedPage.locator('#who-we-are')).not.toContainText('Draft words stay.');
    await forged.close();
  } finally {
    // Put the block back as it was, for the word-for-word test and anyone reading /about after this one.
    await db.contentItem.update({ where: { id: row.id }, data: { draft: row.draft as Prisma.InputJsonValue, published: row.published as Prisma.InputJsonValue } });
    await markAboutChanged(db);
    await db.$disconnect();
  }
});
