import { test, expect } from './fixtures';

test('the home page renders with the header and the counters', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('100000+')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown route answers 404 with the branded page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page took a detour')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
