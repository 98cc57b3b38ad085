// Issue 34's rough edges, as a new visitor and a staff member meet them: figures and ages that agree from page
// to page, a promise of social links with none, navigation labels on two lines, a cut-off name, the language
// switcher's names drawn with no system font for their scripts, a pending card with the Director's signature, and
// the staff console's missing export link, lost note, contradicting approval words and audit trail in JSON.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect, runAdmin } from './fixtures';
import { insertApprovedCollege, registerInternByApi } from './helpers/registration';
import { waitForMail } from './helpers/mail';
import { signInContext, staffWithSession } from './helpers/staff';
import { browserWithScriptFonts } from './helpers/system-fonts';
import { shifted } from './helpers/layout-shift';
import { createDb } from '@/lib/platform/db/create-client';
import { e2eDatabaseUrl } from './fixtures';

const mainText = async (page: Page, path: string) => { await page.goto(path); return page.locator('main').innerText(); };

test('the reach figures and the age rule read the same on every page, in every language', async ({ page }) => {
  const home = await mainText(page, '/');
  expect(home).toContain('50,000+');
  expect(home).not.toContain('100000+');
  expect(await page.locator('dl[aria-label="Impact counters"] dd').allInnerTexts()).toEqual(['50,000+', '20+', '25', '10000+']);
  const impact = await mainText(page, '/impact');
  expect(impact).toContain('50,000+');
  expect(await mainText(page, '/partner')).toContain('over 50,000 young Indians across 25 cities');

  // The rule the registration checks (lib/kernel/age.ts): 16 to 29, for interns and members alike.
  for (const path of ['/about', '/join', '/register', '/member-terms', '/programs']) {
    const text = await mainText(page, path);
    expect(text, path).toContain('aged 16 to 29');
    expect(text, path).not.toMatch(/16 to 28/);
  }
  expect(await mainText(page, '/intern')).toContain('aged 16 to 29');
  expect(await mainText(page, '/as/about')).toContain('16ৰ পৰা 29');
  expect(await mainText(page, '/hi/register')).toContain('16 से 29');
});

test('"Stay Connected" promises no accounts to follow while none are linked', async ({ page }) => {
  await page.goto('/contact');
  const block = page.locator('#stay-connected');
  await expect(block).not.toContainText('Follow NextGen');
  await expect(block).toContainText('Our newsletter brings event updates');
  await expect(page.getByRole('heading', { name: 'Follow Us' })).toHaveCount(0);
});

test('at 1280 px every menu label is on one line; at 390 px the registration header shows the whole name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const items = nav.locator(':scope > ul > li');
  await expect(items).toHaveCount(6);
  for (const label of ['About', 'Our Work', 'Resources', 'Get Involved', 'Register', 'Contact']) {
    const lines = await nav.getByText(label, { exact: true }).evaluate((el) => {
      // One top per line box of the label's own text (the chevron beside it is no line).
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects()) tops.add(Math.round(r.top));
      }
      return tops.size;
    });
    expect(lines, label).toBe(1);
  }
  // And nothing pushed past the edge (Login stays whole), in the languages whose labels are longer too, drawn in
  // their font (from the second page on; this Chromium has no font of its own for them, and its empty boxes are wider).
  for (const path of ['/', '/as', '/hi']) {
    await page.goto(path);
    if (path !== '/') {
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('script-font:')).length), { timeout: 15_000 }).toBeGreaterThan(path === '/as' ? 0 : 1);
      await page.goto(path);
      // The cached font in use: `script-font`, or `script-font-swap` on a device with no font of its own for the
      // script, like this Chromium (lib/i18n/script-fonts.ts).
      await expect(page.locator('html')).toHaveClass(/(^|\s)script-font(-swap)?(\s|$)/);
      await page.evaluate(() => document.fonts.ready);
    }
    const row = page.locator('header > div').first();
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBe(0);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/intern', '/member', '/hi/intern']) {
    await page.goto(path);
    const name = page.locator('header a').first().locator('span');
    await expect(name).toHaveText('NextGen Youth Foundation');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis'), path).toBe(true);
  }
});

/** The pixels of an element, for comparing two renderings. */
async function pixels(locator: Locator) {
  const png = PNG.sync.read(await locator.screenshot());
  return { png, inked: png.data.filter((v, i) => i % 4 === 0 && v < 128).length };
}

/** The share of pixels that differ clearly (anti-aliasing may differ by a shade, a wrong glyph by far more). */
function differing(a: PNG, b: PNG) {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) if (Math.abs(a.data[i]! - b.data[i]!) > 96) n++;
  return n / (a.data.length / 4);
}

test('the switcher draws অসমীয়া and हिन्दी on an English page with its own font, shaped as the full Noto fonts shape them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  // This Chromium has no Bengali or Devanagari system font (fc-list): whatever is drawn is the page's.
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Language Names').map((f) => f.status);
  });
  expect(faces).toEqual(['loaded', 'loaded']);
  const fontsource = 'node_modules/@fontsource';
  const references = {
    'অসমীয়া': readFileSync(`${fontsource}/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2`).toString('base64'),
    'हिन्दी': readFileSync(`${fontsource}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2`).toString('base64'),
  };
  const switcher = page.getByRole('navigation', { name: 'Language' }).first();
  for (const [name, font] of Object.entries(references)) {
    await expect(switcher.getByRole('link', { name })).toHaveClass(/(^|\s)language-name(\s|$)/);
    // The same word twice, big: once as the switcher draws it, once in the whole Noto font (shaping included).
    await page.evaluate(async ({ name, font }) => {
      const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
      const face = new FontFace('Reference', bytes.buffer, { weight: '600' });
      document.fonts.add(await face.load());
      // The same family list each time (its first font sets the baseline), with ours, the reference or nothing in its place.
      const stack = getComputedStyle(document.querySelector('.language-name')!).fontFamily;
      for (const [id, family] of [['ours', stack], ['theirs', stack.replace('"Language Names"', 'Reference')], ['fallback', stack.replace('"Language Names",', '')]]) {
        document.getElementById(id)?.remove();
        const span = document.createElement('span');
        Object.assign(span, { id, textContent: name });
        Object.assign(span.style, { position: 'fixed', top: `${{ ours: 100, theirs: 200, fallback: 300 }[id]}px`, left: '20px', zIndex: '999', fontSize: '48px', fontWeight: '600', lineHeight: '60px', background: '#fff', color: '#000', padding: '4px' });
        span.style.fontFamily = family!;
        document.body.append(span);
      }
    }, { name, font });
    const [ours, theirs, fallback] = [await pixels(page.locator('#ours')), await pixels(page.locator('#theirs')), await pixels(page.locator('#fallback'))];
    expect(ours.inked, `${name} is drawn`).toBeGreaterThan(200);
    expect([ours.png.width, ours.png.height], name).toEqual([theirs.png.width, theirs.png.height]);
    expect(differing(ours.png, theirs.png), `${name} looks as the full font draws it`).toBeLessThan(0.01);
    // What this browser draws without our font (boxes or nothing) is far from it: the test can tell.
    const sameSize = fallback.png.width === ours.png.width && fallback.png.height === ours.png.height;
    if (sameSize) expect(differing(ours.png, fallback.png), name).toBeGreaterThan(0.03);
  }
  await page.evaluate(() => ['ours', 'theirs', 'fallback'].forEach((id) => document.getElementById(id)?.remove()));
  await switcher.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results'}/switcher-english-page.png` });
});

test('a pending card carries no signature or seal; the approved card carries both', async ({ page }) => {
  const college = await insertApprovedCollege('Seal');
  const intern = await registerInternByApi(page.request, college, { name: 'Pallabi Saikia' });
  await page.goto('/internship-acknowledgement');
  const card = page.locator('[data-card]');
  await expect(page.locator('[data-card-status]')).toHaveText('Status: PENDING VERIFICATION');
  await expect(card.getByRole('img', { name: /Director's stamp/ })).toHaveCount(0);
  await expect(card).not.toContainText('Sd/-');
  await expect(card.locator('[data-unsigned]')).toHaveText("Not signed yet: the Director's signature and seal are added once the foundation approves the registration.");

  expect(runAdmin('interns', 'approve', String(intern.id))).toContain('Approved INT-');
  await page.reload();
  await expect(page.locator('[data-card-status]')).toHaveText('Status: VERIFIED');
  await expect(card.getByRole('img', { name: /Director's stamp/ })).toHaveAttribute('src', '/images/stamp.svg');
  await expect(card).toContainText('Sd/-');
  await expect(card.locator('[data-unsigned]')).toHaveCount(0);

  await page.goto('/as/internship-acknowledgement');
  await expect(card).toContainText('স্বাঃ/-');
});

test('staff: the queue links its CSV export, a typed note survives "Mark as handled", approval words follow the mail, the audit trail reads as words', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const db = createDb(e2eDatabaseUrl(), 1);
  const admin = await staffWithSession('admin');
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL!, admin);
  const page = await context.newPage();

  // 1. The export, linked from the queue it exports.
  await page.goto('/staff/queue/interns');
  const exportLink = page.getByRole('link', { name: 'Export all interns (CSV)' });
  await expect(exportLink).toHaveAttribute('href', '/staff/export/interns');
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(readFileSync((await download.path())!, 'utf8').split('\r\n')[0]).toMatch(/^\uFEFF?id,applicationId,name,/);
  const viewer = await browser.newContext({ baseURL });
  await signInContext(viewer, baseURL!, await staffWithSession('viewer'));
  const viewerPage = await viewer.newPage();
  await viewerPage.goto('/staff/queue/interns');
  await expect(viewerPage.getByRole('heading', { name: 'Interns: review queue' })).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: /Export/ })).toHaveCount(0); // the export answers them 403
  await viewer.close();

  // 2. A note typed, then "Mark as handled": both kept.
  const message = await db.contactMessage.create({ data: { name: 'Rupam Gogoi', email: 'rupam@example.org', subject: 'Volunteering in Jorhat', message: 'Can I help at the next drive?', inquiryType: 'Volunteer Information' } });
  await page.goto(`/staff/inbox/contact/${message.id}`);
  const note = 'Called him back on 27 Nov; he joins the Jorhat drive.';
  await page.getByLabel('Staff note (only staff see it)').fill(note);
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled. Note saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Staff note (only staff see it)')).toHaveValue(note);
  await expect(page.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } });
  expect([stored.inboxStatus, stored.staffNote, stored.handledBy]).toEqual(['handled', note, admin.email]);

  // 3. Once the approval mail has left, the page says so, once, and nowhere that it is still being sent.
  const college = await insertApprovedCollege('Words');
  const intern = await registerInternByApi((await browser.newContext({ baseURL })).request, college, { name: 'Nilakshi Bora' });
  await page.goto(`/staff/queue/interns/${intern.id}?confirm=approve`);
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Approved\./);
  await waitForMail(intern.email, /^Approved: /);
  await expect.poll(async () => (await db.mailOutbox.findFirst({ where: { toAddress: intern.email, sentAt: { not: null }, subject: { startsWith: 'Approved: ' } } })) !== null).toBe(true);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('Approved. The approval mail to the applicant has been sent.');
  await expect(page.getByText('The approval mail has already been sent: undoing cannot take it back.', { exact: false })).toBeVisible();
  await expect(page.getByText(/being emailed/)).toHaveCount(0);

  // 4. The audit trail: decisions and changes by default, in words; the views when asked for.
  await page.goto(`/staff/audit?staff=${encodeURIComponent(admin.email)}`);
  const table = page.getByRole('region', { name: 'Staff actions' }).locator('table');
  const actions = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(actions).toContain('intern.approve');
  expect(actions).toContain('inbox.contact.handled');
  expect(actions.filter((a) => /\.(view|list)$/.test(a))).toEqual([]);
  expect(await table.locator('tbody').innerText()).not.toMatch(/[{}"]/);
  const noteRow = table.locator('tbody tr', { hasText: 'inbox.contact.note' }).first();
  await expect(noteRow.locator('td').nth(4)).toHaveText(`length: ${note.length}`);
  await page.getByLabel('Show').selectOption('views');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/show=views/);
  const views = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(views.length).toBeGreaterThan(0);
  expect(views.every((a) => /\.(view|list|document\.read)$/.test(a)), views.join()).toBe(true);
  await expect(table.locator('tbody tr', { hasText: 'inbox.contact.view' }).first().locator('td').nth(4)).toHaveText(/^marked read: (yes|no)$/);
  await context.close();
  await db.$disconnect();
});

// Where the first run of a script's letters on the page is drawn, and whether anything is (issue 34: a device with
// no font for the script drew its first /as or /hi page blank). Ink: pixels far from the box's background.
async function scriptInk(page: Page, letters: RegExp) {
  const box = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const walker = document.createTreeWalker(document.querySelector('main h1') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent!.search(pattern);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, Math.min(text.textContent!.length, at + 6));
      const r = range.getBoundingClientRect();
      return { x: r.x, y: r.y + scrollY, width: Math.max(r.width, 1), height: r.height };
    }
    return null;
  }, letters.source);
  expect(box, 'a heading in the script').not.toBeNull();
  const png = PNG.sync.read(await page.screenshot({ clip: box!, fullPage: true }));
  const [r, g, b] = [png.data[0]!, png.data[1]!, png.data[2]!]; // a corner: the background
  let inked = 0;
  for (let i = 0; i < png.data.length; i += 4) if (Math.abs(png.data[i]! - r) + Math.abs(png.data[i + 1]! - g) + Math.abs(png.data[i + 2]! - b) > 150) inked++;
  return { inked, width: box!.width };
}

const SCRIPT_PAGES = [['/as', '/as/about', 'Noto Sans Bengali', 'অসম', /[\u0980-\u09FF]/], ['/hi/intern', '/hi', 'Noto Sans Devanagari', 'हिन्दी', /[\u0900-\u097F]/]] as const;

// It was marked fixme on 28 November (0 inked pixels on /as after the session's merges). On the same code rebuilt it
// passed 8 times of 8, alone, with its file, and 6 times at once on two workers, at load 23 to 33: the failure did
// not come back, so it runs again (issue 34).
test('a first /as or /hi page on a device with no font for its script draws its text from the first visit, without shifting it', async ({ page }) => {
  // This Chromium has no Bengali or Devanagari system font (fc-list): before, the first such page drew nothing.
  for (const [first, next, family, , letters] of SCRIPT_PAGES) {
    await page.goto(first);
    // Once the fonts the page asked for are in (on a busy machine the load event may come first). Before the fix the
    // first page never swapped ours in, so its letters stayed blank however long one waited.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const { inked, width } = await scriptInk(page, letters);
    expect(inked, `${first}: the heading's letters are drawn`).toBeGreaterThan(width * 2);
    expect(await shifted(page), first).toBeLessThanOrEqual(0.1);
    await expect(page.locator('html'), first).toHaveClass(/(^|\s)script-font-now(\s|$)/);
    // Our regular weight was asked for from the head, before the page's first paint, and is drawn at the load of that
    // same page (its bold synthesised); the bold file is asked for only by the script's fetch into the cache after the
    // largest paint, never by the page: it would share the link with the hero image (lib/i18n/script-fonts.ts).
    const { painted, asked } = await page.evaluate((f) => ({
      painted: performance.getEntriesByName('first-paint')[0]!.startTime,
      asked: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes(`/fonts/${f}-`))
        .map((e) => ({ weight: /-(\d+)\.woff2/.exec(e.name)![1], at: e.startTime, by: e.initiatorType })),
    }), family.toLowerCase().replace(/ /g, '-'));
    const regular = asked.filter((a) => a.weight === '400').sort((a, b) => a.at - b.at)[0];
    expect(regular?.at, first).toBeLessThan(painted);
    expect(asked.filter((a) => a.weight === '700' && a.by !== 'fetch'), first).toEqual([]);
    // Its next page, with both files in the cache, draws too. Before, it took them with `font-display: optional`,
    // and a file read a moment too late was not used on that page: here that means no letters at all.
    const file = family.toLowerCase().replace(/ /g, '-');
    await expect.poll(() => page.evaluate((f) => Object.keys(localStorage).some((k) => k.startsWith('script-font:') && k.includes(f)), file), { timeout: 15_000 }).toBe(true);
    await page.goto(next);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const drawn = await scriptInk(page, letters);
    expect(drawn.inked, `${next}: the heading's letters are drawn`).toBeGreaterThan(drawn.width * 2);
    await expect(page.locator('html'), next).toHaveClass(/(^|\s)script-font-swap(\s|$)/);
  }
});

test('/as and /hi on a device with its own font fetch ours after the largest paint, into the cache, and use it from the next page on; without scripts at once', async ({ baseURL, consoleErrors }) => {
  const launch = test.info().project.use.launchOptions!;
  const browser = await browserWithScriptFonts(launch.executablePath!, launch.args!);
  const page = await (await browser.newContext({ baseURL })).newPage();
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const scriptFont = page.locator('html');
  for (const [first, next, family, sample, letters] of SCRIPT_PAGES) {
    // A first visit: painted in the device's own font; ours is fetched after the paint, and not swapped in.
    await page.goto(first);
    await expect(scriptFont, first).not.toHaveClass(/script-font-now/);
    expect((await scriptInk(page, letters)).inked, `${first}: drawn in the device's font`).toBeGreaterThan(0);
    const file = family.toLowerCase().replace(/ /g, '-'); // noto-sans-bengali
    await expect.poll(() => page.evaluate((f) => Object.keys(localStorage).some((k) => k.startsWith('script-font:') && k.includes(f)), file), { timeout: 15_000 }).toBe(true);
    await expect(scriptFont, first).not.toHaveClass(/(^|\s)script-font(\s|$)/);
    const { painted, fonts } = await page.evaluate(async (f) => {
      const paints = await new Promise<PerformanceEntry[]>((done) => new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }));
      const hero = performance.getEntriesByType('resource').find((e) => e.name.includes('/_next/image')) as PerformanceResourceTiming | undefined;
      return {
        // The moment the page's content was there to paint: its hero image's arrival, else its first reported paint.
        painted: hero ? hero.responseEnd : paints[0]!.startTime,
        fonts: performance.getEntriesByType('resource').filter((e) => e.name.includes(`/fonts/${f}-`)).map((e) => e.startTime),
      };
    }, file);
    expect(fonts.length, first).toBe(2);
    expect(Math.min(...fonts), first).toBeGreaterThanOrEqual(painted);
    // The next page draws with it from its first paint, from the cache.
    await page.goto(next);
    await expect(scriptFont, next).toHaveClass(/(^|\s)script-font(\s|$)/);
    const drawn = await page.evaluate(async ({ family, sample }) => {
      await document.fonts.load(`16px "${family}"`, sample);
      return [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded') && getComputedStyle(document.body).fontFamily.includes(family);
    }, { family, sample });
    expect(drawn, next).toBe(true);
  }
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto('/as/about');
  expect(await plain.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Sans Bengali');
  await browser.close();
});
