// The console for people who use a keyboard or a screen reader: axe finds nothing on its pages at 390 and
// 1280 px, and signing in works from the keyboard alone. The screenshots of the queue, an application with
// its PDF, the dashboard chart and the confirmation steps go to /work/coord/shots/staff2/ (looked at by a person,
// not compared).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoAxeViolations, insertApprovedCollege, registerInternByApi } from './helpers/registration';
import { shot, SHOTS, signInContext, STAFF_PASSWORD, staffWithSession, totp } from './helpers/staff';

/** Each page at both widths: axe finds nothing; the pages named in `shots` are photographed for the closing note. */
async function checkPages(page: Page, pages: readonly (readonly [string, string])[], shots: string[]) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      // The PDF is on screen for the shot: Chromium's viewer has loaded in its frame.
      if (name === 'application') await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
      if (shots.includes(name) && name.startsWith('application')) await page.waitForTimeout(1500); // the viewer paints the page after it loads
      // A full-page shot resizes the window and catches the PDF viewer repainting: first the frame alone, as seen.
      if (shots.includes(name) && name === 'application') await page.getByRole('region', { name: 'Documents' }).screenshot({ path: `${SHOTS}/application-pdf-${width}.png` });
      if (shots.includes(name)) await shot(page, `${name}-${width}`);
    }
  }
}

test('axe finds nothing on the console at 390 and 1280 px', async ({ page, baseURL, playwright }) => {
  test.setTimeout(600_000); // axe on every console page at two widths: over 2 minutes at load 35 (a hang limit)
  const college = await insertApprovedCollege('Axe');
  const fresh = () => playwright.request.newContext({ baseURL }); // each registration from its own browser
  const intern = await registerInternByApi(await fresh(), college, { name: 'Hiranya Bhuyan' });
  await registerInternByApi(await fresh(), college, { name: 'Ritu Mahanta' });
  await (await fresh()).post('/api/v1/contact', { data: { name: 'Asha Nath', email: 'asha.axe@example.org', inquiryType: 'General Inquiry', subject: 'A question about the programme', message: 'When does the next batch start?' } });
  await signInContext(page.context(), baseURL!, await staffWithSession('admin'));
  await checkPages(page, [
    ['dashboard', '/staff'], ['queue', '/staff/queue/interns'], ['application', `/staff/queue/interns/${intern.id}`],
    ['institutions', '/staff/queue/institutions'], ['inbox', '/staff/inbox'], ['team', '/staff/team'], ['audit', '/staff/audit'], ['account', '/staff/account'],
  ], ['dashboard', 'queue', 'application']);
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  const login = await anonymous.newPage();
  for (const width of [390, 1280]) {
    await login.setViewportSize({ width, height: 800 });
    await login.goto('/staff/login');
    await expectNoAxeViolations(login);
  }
});

test('axe finds nothing on the confirmation steps and after an approval (undo offered) at 390 and 1280 px', async ({ page, baseURL, playwright }) => {
  test.setTimeout(600_000); // a hang limit: it passed 90 s at load 35
  const college = await insertApprovedCollege('Confirm');
  const fresh = () => playwright.request.newContext({ baseURL });
  const [a, b] = [await registerInternByApi(await fresh(), college, { name: 'Bornali Saikia' }), await registerInternByApi(await fresh(), college, { name: 'Jitu Bora' })];
  const admin = await staffWithSession('admin', { reauthenticated: true });
  const viewer = await staffWithSession('viewer');
  await signInContext(page.context(), baseURL!, admin);
  await page.goto(`/staff/queue/interns/${b.id}?confirm=approve`);
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('button', { name: 'Undo approval' })).toBeVisible();
  await checkPages(page, [
    ['application-confirm', `/staff/queue/interns/${a.id}?confirm=approve`], ['bulk-confirm', `/staff/queue/interns/approve?ids=${a.id}&ids=${b.id}`],
    ['application-undo', `/staff/queue/interns/${b.id}`], ['team-confirm', `/staff/team?confirm=disable&id=${viewer.id}`],
  ], ['application-confirm', 'bulk-confirm', 'application-undo', 'team-confirm']);
});

test('signing in works from the keyboard alone (the code field takes the focus), and leads back to the page that asked for it', async ({ page }) => {
  const s = await staffWithSession('viewer');
  await page.goto('/staff/queue/members');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Fqueue%2Fmembers$/);
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(s.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Code')).toBeVisible();
  // The code step has one thing to do: its field has the focus, not <body> (review 3, P3-1).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
  await page.keyboard.type(totp(s.secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Members: review queue' })).toBeVisible();
  const institutions = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Institutions' });
  for (let i = 0; i < 30 && !(await institutions.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(institutions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Institutions: review queue' })).toBeVisible();
});

test('before the idle end a notice offers to stay signed in; the server renews the session', async ({ page, baseURL }) => {
  const { createDb } = await import('@/lib/platform/db/create-client');
  const { e2eDatabaseUrl } = await import('./fixtures');
  const db = createDb(e2eDatabaseUrl(), 1);
  const s = await staffWithSession('reviewer');
  await signInContext(page.context(), baseURL!, s);
  await page.clock.install();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // 28½ minutes without a request: the server's row says so, and the page's clock moves on as far.
  await db.staffSession.updateMany({ where: { staffId: s.id }, data: { lastSeenAt: new Date(Date.now() - (28 * 60 + 30) * 1000) } });
  await page.clock.fastForward('28:30');
  const notice = page.getByRole('alert').filter({ hasText: 'You will be signed out in' });
  await expect(notice).toHaveText(/You will be signed out in (1 minute|2 minutes) without activity\./);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Stay signed in' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  const row = await db.staffSession.findFirstOrThrow({ where: { staffId: s.id } });
  expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000); // renewed by the server, not only on the page
  await db.$disconnect();
});
