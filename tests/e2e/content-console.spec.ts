// The content console for the new editor role (issue 35, docs/decisions/029): an editor lands on Content, sees
// only Content and their account in the navigation, and is refused the applicants' pages; reviewers read content
// but cannot open a new item's form. axe finds nothing on the content pages at 390 and 1280 px.
import { test, expect } from './fixtures';
import { expectNoAxeViolations } from './helpers/registration';
import { signInContext, staffWithSession } from './helpers/staff';

test('an editor works in Content only; axe finds nothing there at 390 and 1280 px', async ({ page, baseURL }) => {
  test.setTimeout(300_000); // a hang limit on a busy machine
  await signInContext(page.context(), baseURL!, await staffWithSession('editor'));
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Content', 'Gallery', 'My account']);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/staff/content', '/staff/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  for (const path of ['/staff/queue/interns', '/staff/inbox', '/staff/events', '/staff/audit']) {
    expect((await page.goto(path))?.status(), path).toBe(403);
  }
});

test('a reviewer reads content but may not change it', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signInContext(page.context(), baseURL!, await staffWithSession('reviewer'));
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Content' })).toBeVisible();
  expect((await page.goto('/staff/content/any_type/new'))?.status()).toBe(403);
});
