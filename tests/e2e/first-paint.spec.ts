// Issue 27 at 390 px: what works before the scripts run or without them (a script blocked, or lost on a flaky
// network), and the rough edges a first visit found. The slow-phone timings are tests/e2e/phone-check.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { registerIntern, registerMember, referralCodeOf, PASSWORD } from './login-helpers';
import { BEFORE_SCRIPTS_TEXT } from '@/components/forms/before-scripts';
import { LOGIN_MESSAGES } from '@/lib/accounts/login-rules';
import { DESCRIPTION_MAX, SITEMAP_ROUTES, TITLE_MAX } from '@/lib/content/seo';
import { MOBILE_TAKEN_WAY_ON } from '@/components/forms/registration/steps/personal-step';
import { TEST_PORTS } from '../setup/test-ports';
import { LOCALES } from '@/lib/i18n/locales';
import { EVENT_STATE } from '@/lib/content/events';

const PHONE = { width: 390, height: 844 };

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try { await run(await context.newPage()); } finally { await context.close(); }
}

// Playwright turns scripts off by stopping them from running, not by telling the parser, so Chromium still reads a
// <noscript> as text and never shows it (a browser with JavaScript turned off shows it). These tests read the
// markup it holds; the screenshots in the note show it as such a browser does.
const noScriptHtml = async (page: Page) => (await page.locator('noscript').evaluateAll((all) => all.map((n) => n.innerHTML))).join('\n');

test.describe('without scripts', () => {
  test('the header menu opens, and its links lead on', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/about');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await page.locator('#mobile-menu-button').click();
      await expect(menu).toBeVisible();
      await expect(page.locator('#mobile-menu-button')).toHaveAccessibleName('Close menu'); // its name follows the state without a script
      await menu.getByRole('link', { name: 'Events' }).click();
      await expect(page).toHaveURL('/events');
    });
  });

  test('the form pages say what is needed, and their controls wait: nothing can be posted natively', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      for (const path of ['/intern', '/member', '/institute-registration']) {
        const posts: string[] = [];
        page.on('request', (r) => { if (r.method() === 'POST') posts.push(r.url()); });
        await page.goto(path);
        expect(await noScriptHtml(page), path).toContain(BEFORE_SCRIPTS_TEXT.noScript);
        const submit = page.locator('form button[type="submit"]').first();
        await expect(submit, path).toHaveText(BEFORE_SCRIPTS_TEXT.loading);
        await expect(submit, path).toBeDisabled();
        const firstField = page.locator('form :is(input, select, textarea)').first();
        await expect(firstField, path).toBeDisabled(); // nothing typed that the page could lose
        await submit.click({ force: true });
        await page.keyboard.press('Enter');
        expect(posts, path).toEqual([]);
      }
    });
  });

  test('login is a plain form post: a wrong password shows the message, the right one signs in and redirects', async ({ browser, baseURL }) => {
    const intern = await registerIntern(baseURL!, 'Nomi Kalita');
    await withoutScripts(browser, async (page) => {
      const addresses: string[] = [];
      page.on('request', (r) => addresses.push(r.url()));
      const logIn = async (password: string) => {
        await page.getByRole('combobox', { name: 'User Type' }).selectOption('intern');
        await page.getByRole('textbox', { name: 'Phone Number' }).fill(intern.mobile);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
      };
      await page.goto('/login?next=/user-profile/me');
      await logIn('Wrong@2025x');
      await expect(page).toHaveURL('/login/failed?reason=failed&next=%2Fuser-profile%2Fme');
      await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.failed);
      expect((await (await page.request.get('/api/v1/session')).json()).signedIn).toBe(false);
      // From the failure page, the right password signs in and goes where the first page was asked to.
      await logIn(PASSWORD);
      await expect(page).toHaveURL(`/user-profile?type=intern&id=${intern.id}`);
      expect((await (await page.request.get('/api/v1/session')).json()).signedIn).toBe(true);
      expect(addresses.filter((a) => a.includes('Wrong') || a.includes(PASSWORD))).toEqual([]);
    });
  });

  test('a crafted failure address shows only our own messages', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/login/failed?reason=Call%2098765%2043210&wait=99999999');
      await expect(page.getByRole('alert')).toHaveText(LOGIN_MESSAGES.failed);
      await page.goto('/login/failed?reason=locked&wait=900');
      await expect(page.getByRole('alert')).toHaveText('Too many failed attempts. Please try again in 15 minutes.');
    });
  });

  test('the 404 page shows its content and a way on', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      for (const path of ['/intern/typo', '/no-such-page']) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(404);
        // /no-such-page is inside the public layout (header, footer, panel, all server-rendered and shown); /intern/typo
        // is the root 404, whose chrome is streamed for script-capable browsers and in <noscript> for the others.
        if (path === '/intern/typo') {
          const html = await noScriptHtml(page);
          expect(html).toMatch(/<h1[^>]*>This page took a detour<\/h1>/);
          expect(html).toMatch(/<nav aria-label="Main sections"[^]*href="\/events"/);
        } else {
          await expect(page.getByRole('heading', { name: 'This page took a detour' })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: /Events/ })).toBeVisible();
        }
      }
    });
  });
});

test('before its scripts arrive, a wizard shows that it is waiting', async ({ browser }) => {
  // Its scripts lost on the way (as on a flaky network): the page as a phone shows it until they run.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  // Not page.goto: this suite's goto waits for hydration (./fixtures.ts), which is what never comes here.
  await page.evaluate((url) => { location.href = url; }, new URL('/intern', test.info().project.use.baseURL).href);
  const next = page.locator('form button[type="submit"]');
  await expect(next).toHaveText(BEFORE_SCRIPTS_TEXT.loading);
  await expect(next).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'College Name' })).toBeDisabled();
  await page.locator('form').locator('xpath=..').screenshot({ path: test.info().outputPath('wizard-waiting.png') });
  // Scripting is on, so no <noscript>: after 15 s the form says that it is late and what to do.
  await expect(page.getByText(BEFORE_SCRIPTS_TEXT.late)).toBeHidden();
  await expect(page.getByText(BEFORE_SCRIPTS_TEXT.late)).toBeVisible({ timeout: 25_000 });
  await context.close();
});

test.describe('rough edges of a first visit', () => {
  test.use({ viewport: PHONE });

  test('no link goes nowhere: form footers, Get Involved, social icons', async ({ page }) => {
    for (const path of ['/intern', '/member', '/get-involved', '/contact', '/']) {
      await page.goto(path);
      await expect(page.locator('a[href="#"]'), path).toHaveCount(0);
    }
    await page.goto('/intern');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-condition');
  });

  test('a wizard field error goes as soon as the value is valid, without leaving the field', async ({ page }) => {
    await page.goto('/institute-registration');
    await page.getByRole('button', { name: 'Next' }).click();
    const name = page.getByRole('textbox', { name: 'Institute Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.pressSequentially('Cotton College');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('#field-name-error')).toHaveText('');
  });

  // The events now come from the database, and /events is renewed by the server's clock (revalidate = 60, decision
  // 025) instead of the browser correcting a page built earlier by its own date, so the page's clock is not set here.
  test('past events are shown as past: under Past events, each saying it has taken place, none taking registrations', async ({ page }) => {
    await page.goto('/events');
    const past = page.locator('#past');
    const convention = past.getByRole('listitem').filter({ hasText: 'Gen Z Capital Convention 2026' });
    await expect(convention.getByText(EVENT_STATE.tookPlace)).toBeVisible();
    await expect(past.locator('a[href$="#register"]')).toHaveCount(0);
    await expect(page.locator('#upcoming').getByText('Gen Z Capital Convention 2026')).toHaveCount(0);
  });

  test('sitemap and canonicals: the served address, no /workspace, the registration form has its canonical', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // Each page once per language (decision 017), and besides them each published or cancelled event's page
    // (/events/<slug>, app/sitemap.ts): the seeded past events and whatever events other tests published.
    const eventPages = urls.filter((u) => /\/events\/[^/]+$/.test(u));
    expect(urls.length - eventPages.length).toBe(SITEMAP_ROUTES.length * LOCALES.length);
    expect(eventPages.length % LOCALES.length).toBe(0);
    expect(eventPages).toContain(`http://127.0.0.1:${TEST_PORTS.e2eApp}/events/gen-z-capital-convention-2026`);
    expect(xml).toContain(`hreflang="as-IN" href="http://127.0.0.1:${TEST_PORTS.e2eApp}/as/about"`);
    expect(urls.every((u) => u.startsWith(`http://127.0.0.1:${TEST_PORTS.e2eApp}`))).toBe(true); // the e2e server's PUBLIC_BASE_URL
    expect(urls.some((u) => u.endsWith('/workspace'))).toBe(false);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: http://127.0.0.1:${TEST_PORTS.e2eApp}/sitemap.xml`);
    await page.goto('/institute-registration');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/institute-registration$/);
  });

  test(`titles fit in ${TITLE_MAX} characters and descriptions in ${DESCRIPTION_MAX}; phone fields have valid autocomplete; every input has a type`, async ({ request }) => {
    const paths = [...SITEMAP_ROUTES.map((r) => r.path), '/login', '/forgot-password', '/profile/ananya-baruah', '/profile/pranjal-bora'];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(TITLE_MAX);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
      expect(html, path).not.toContain('autocomplete="tel-national"');
      expect([...html.matchAll(/<input(?![^>]*\stype=)[^>]*>/g)].map((m) => m[0]), path).toEqual([]);
    }
  });

  test('a mobile number registered already offers to log in or reset the password', async ({ page, baseURL }) => {
    const intern = await registerIntern(baseURL!, 'Moni Das');
    // The intern form checks the number as it is typed; a draft brings the form to that step with the number in it.
    await page.goto('/intern');
    await page.evaluate((m) => sessionStorage.setItem('registrationDraft:intern', JSON.stringify({ values: { mobileNumber: m }, step: 'personal', completed: { institute: true } })), intern.mobile);
    await page.reload();
    const wayOn = page.getByText(MOBILE_TAKEN_WAY_ON.question);
    await expect(wayOn).toBeVisible();
    await expect(wayOn.getByRole('link', { name: MOBILE_TAKEN_WAY_ON.login })).toHaveAttribute('href', '/login');
    await expect(wayOn.getByRole('link', { name: MOBILE_TAKEN_WAY_ON.reset })).toHaveAttribute('href', '/forgot-password');
  });

  test('the card header: at 360 px the status badge sits beside or under the title, never over it', async ({ browser, baseURL }) => {
    const intern = await registerIntern(baseURL!, 'Bina Saikia');
    const member = await registerMember(baseURL!, await referralCodeOf(intern.id), 'Tara Bora');
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'User Type' }).selectOption('member');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(member.mobile);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/user-profile/);
    await page.goto(`/member-acknowledgement/${member.id}`);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const badge = await page.locator('[data-card-status]').boundingBox();
    const overlap = title && badge && !(badge.x >= title.x + title.width || badge.x + badge.width <= title.x || badge.y >= title.y + title.height || badge.y + badge.height <= title.y);
    expect(overlap).toBe(false);
    await page.locator('[data-card] header').screenshot({ path: test.info().outputPath('card-header-360.png') });
    await context.close();
  });
});
