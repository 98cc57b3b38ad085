// A staff preview ends with the staff session (lib/content-store/preview.ts), for a shared office computer: after
// "Sign out" the same browser has neither preview cookie and sees the published /openings, with no preview bar and
// no draft words. And where the cookies outlive the session (it went idle, or was ended from another device), the
// preview is over all the same: the preview cookie names its session, and only a live one shows a draft.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createDb } from '@/lib/platform/db/create-client';
import { OPENINGS_PAGE } from '@/lib/content/find-a-club';
import { test, expect, e2eDatabaseUrl } from './fixtures';
import { signInContext, staffWithSession } from './helpers/staff';

const PREVIEW_BAR = 'Preview — not published';

/** An opening saved as a draft and never published: only a preview shows its words. */
async function draftOpening() {
  const key = `sign-out-preview-${randomBytes(4).toString('hex')}`;
  const title = `Riverbank draft opening ${key.slice(-8)}`;
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const draft = { en: { kind: 'volunteer', title, description: '<p>Draft words only staff may see.</p>', place: 'Guwahati', closes: '2099-12-31', open: true } };
    await db.contentItem.create({ data: { type: 'opening', key, draft, updatedBy: 'e2e' } });
  } finally {
    await db.$disconnect();
  }
  return { key, title };
}

async function expectPreview(page: Page, title: string) {
  await page.goto('/openings');
  await expect(page.getByTestId('preview-bar')).toContainText(PREVIEW_BAR);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

async function expectPublished(page: Page, title: string) {
  await page.goto('/openings');
  await expect(page.getByRole('heading', { level: 1, name: OPENINGS_PAGE.title })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(PREVIEW_BAR);
  expect(html).not.toContain(title);
  expect(html).not.toContain('Draft words only staff may see.');
}

test('signing out ends the preview: the same browser sees the published page and keeps no preview cookie', async ({ browser, baseURL }) => {
  const { key, title } = await draftOpening();
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL!, await staffWithSession('editor'));
  const page = await context.newPage();
  await page.goto(`/staff/content/preview?type=opening&key=${key}&lang=en`);
  await expect(page).toHaveURL(/\/openings$/);
  await expectPreview(page, title);
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['__prerender_bypass', 'nyf_preview', 'nyf_staff']);

  await page.goto('/staff/content');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login\?signed-out=1$/);
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);
  await expectPublished(page, title);
  await context.close();
});

test('a preview whose staff session went idle or was ended elsewhere shows no draft, though its cookies remain', async ({ browser, baseURL }) => {
  const { key, title } = await draftOpening();
  const staff = await staffWithSession('editor');
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL!, staff);
  const page = await context.newPage();
  await page.goto(`/staff/content/preview?type=opening&key=${key}&lang=en`);
  await expectPreview(page, title);

  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const session = { staffId: staff.id };
    // Idle for 31 minutes (the console's limit is 30): the draft goes, and comes back when the session is live again.
    await db.staffSession.updateMany({ where: session, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    await expectPublished(page, title);
    await db.staffSession.updateMany({ where: session, data: { lastSeenAt: new Date() } });
    await expectPreview(page, title);
    // Ended from another device (or the account disabled): the row is gone.
    await db.staffSession.deleteMany({ where: session });
    await expectPublished(page, title);
  } finally {
    await db.$disconnect();
  }
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['__prerender_bypass', 'nyf_preview', 'nyf_staff']);
  await context.close();
});
