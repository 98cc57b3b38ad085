// axe-core finds no WCAG 2.1 A/AA violations on any public page, at phone and desktop widths.
// Reduced motion is emulated so axe sees the settled page, not elements halfway through a fade-in.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../fixtures';
import { PUBLIC_ROUTES } from './public-routes';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test(`no axe violations at ${size.name} width (${size.width} px)`, async ({ page }) => {
    test.setTimeout(600_000); // axe on every public page: over 2 minutes at load 35 on two cores (a hang limit)
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const failures: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await page.locator('main').waitFor();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of results.violations) failures.push(`${route.path}: ${v.id} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });
}

test('menus work with the keyboard and pass axe when open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'About' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Governing Body' }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  // A <details> disclosure (it works before the scripts): its <summary> is the button, named by its state.
  const menu = page.locator('summary', { hasText: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(page.locator('#mobile-menu-button')).toHaveAccessibleName('Close menu');
  expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.locator('#mobile-menu-button')).toBeFocused();
});
