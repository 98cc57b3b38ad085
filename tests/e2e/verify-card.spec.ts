// A card's QR code leads a stranger to /verify/{code}, which follows staff decisions made with the
// admin script; an altered code is refused.
import { test, expect, runAdmin } from './fixtures';
import { insertApprovedCollege, readCardQr, registerInternByApi } from './helpers/registration';


test('the QR code of an intern card opens its verify page, which shows the approval and refuses an altered code', async ({ page, browser }) => {
  const college = await insertApprovedCollege('Verify');
  const intern = await registerInternByApi(page.request, college, { name: 'Juri Kalita' });
  await page.goto('/internship-acknowledgement');
  const qr = await readCardQr(page);
  expect(qr).toMatch(/^Application ID: INT-\d{4}-\d{5}\nName: Juri Kalita\nVerify: /);
  const link = /Verify: (\S+)$/.exec(qr!)![1];

  const stranger = await browser.newPage();
  const res = await stranger.goto(link);
  expect(res?.status()).toBe(200);
  await expect(stranger.getByRole('heading', { name: 'Card verification' })).toBeVisible();
  await expect(stranger.locator('dd', { hasText: 'Juri Kalita' })).toBeVisible();
  await expect(stranger.locator('dd', { hasText: /^Intern$/ })).toBeVisible();
  await expect(stranger.locator('dd', { hasText: college.name })).toBeVisible();
  await expect(stranger.getByTestId('card-status')).toHaveText('PENDING VERIFICATION');
  await expect(stranger.locator('body')).not.toContainText(intern.mobile);
  expect(await stranger.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  expect(runAdmin('interns', 'approve', String(intern.id))).toContain('Approved INT-');
  await stranger.reload();
  await expect(stranger.getByTestId('card-status')).toHaveText('VERIFIED');

  const altered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await stranger.goto(altered);
  await expect(stranger.getByText('This card could not be verified.')).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText('Juri Kalita');
  await stranger.close();
});
