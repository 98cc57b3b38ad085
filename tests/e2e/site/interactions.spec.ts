// The interactive parts: gallery lightbox, spotlight filter, header shadow, hash scrolling.
import { test, expect } from '../fixtures';

test('gallery shows 18 photos and a keyboard-operable lightbox', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
  await expect(page.locator('#gallery')).toBeAttached();
  const thumbs = page.getByTestId('gallery-grid').getByRole('button');
  await expect(thumbs).toHaveCount(18);
  await thumbs.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/Photo 2 of 18/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(/Photo 3 of 18/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(/Photo 1 of 18/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test('spotlight filter resets to the first story of the theme and rotation advances', async ({ page }) => {
  await page.clock.install();
  await page.goto('/impact');
  const story = page.getByTestId('spotlight-story');
  await expect(story).toContainText('Priyanka Gogoi');
  await page.clock.runFor(5100);
  await expect(story).toContainText('Rahul Pegu');
  await page.getByRole('button', { name: 'Health' }).click();
  await expect(page.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-pressed', 'true');
  await expect(story).toContainText('Nilakshi Bora');
  await expect(story).toHaveAccessibleName('Story 1 of 2');
});

test('header gains a shadow after scrolling and hash links land below the header', async ({ page }) => {
  await page.goto('/our-work');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await page.goto('/our-work#workshops');
  await expect.poll(async () => page.locator('#workshops').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(70);
  await expect.poll(async () => page.locator('#workshops').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(90);
});
