// The console for people who use a keyboard or a screen reader: axe finds nothing on its pages at 390 and
// 1280 px, and signing in works from the keyboard alone. The screenshots of the queue, an application with
// its PDF and the dashboard chart go to /work/coord/shots/staff/ (looked at by a person, not compared).
import { test, expect } from './fixtures';
import { expectNoAxeViolations, insertApprovedCollege, registerInternByApi } from './helpers/registration';
import { shot, signInContext, STAFF_PASSWORD, staffWithSession, totp } from './helpers/staff';

test('axe finds nothing on the console at 390 and 1280 px', async ({ page, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const college = await insertApprovedCollege('Axe');
  const fresh = () => playwright.request.newContext({ baseURL }); // each registration from its own browser
  const intern = await registerInternByApi(await fresh(), college, { name: 'Hiranya Bhuyan' });
  await registerInternByApi(await fresh(), college, { name: 'Ritu Mahanta' });
  await (await fresh()).post('/api/v1/contact', { data: { name: 'Asha Nath', email: 'asha.axe@example.org', inquiryType: 'General Inquiry', subject: 'A question about the programme', message: 'When does the next batch start?' } });
  const admin = await staffWithSession('admin');
  await signInContext(page.context(), baseURL!, admin);
  const pages = [
    ['dashboard', '/staff'], ['queue', '/staff/queue/interns'], ['application', `/staff/queue/interns/${intern.id}`],
    ['institutions', '/staff/queue/institutions'], ['inbox', '/staff/inbox'], ['team', '/staff/team'], ['audit', '/staff/audit'], ['account', '/staff/account'],
  ] as const;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      if (name === 'dashboard' || name === 'queue' || name === 'application') await shot(page, `${name}-${width}`);
    }
  }
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  const login = await anonymous.newPage();
  for (const width of [390, 1280]) {
    await login.setViewportSize({ width, height: 800 });
    await login.goto('/staff/login');
    await expectNoAxeViolations(login);
  }
});

test('signing in works from the keyboard alone', async ({ page }) => {
  const s = await staffWithSession('viewer');
  await page.goto('/staff/login');
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(s.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').focus();
  await page.keyboard.type(totp(s.secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const institutions = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Institutions' });
  for (let i = 0; i < 30 && !(await institutions.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(institutions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Institutions: review queue' })).toBeVisible();
});
