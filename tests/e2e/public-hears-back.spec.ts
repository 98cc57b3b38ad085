// The public hears back (issue 26), clicking as a person would: subscribe to the newsletter, confirm with the
// link from MailDev, leave with the mail's own unsubscribe link; send a story with consent, publish it from the
// console and see it on /impact (a static page regenerated without a rebuild). The attacks over HTTP: a
// forged or cross-site unsubscribe, a viewer's or a cross-site publish. (Publishing without consent is refused by
// lib/staff/stories.ts: tests/integration/public-hears-back.test.ts; the console does not offer it.)
import { test, expect, e2eDatabaseUrl } from './fixtures';
import { signInContext, staffWithSession } from './helpers/staff';
import { waitForMail } from './helpers/mail';
import { expectNoAxeViolations } from './helpers/registration';
import { createDb } from '@/lib/platform/db/create-client';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const SHOTS = '/work/coord/shots/public-hears-back';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
const linkIn = (text: string, path: string) => new RegExp(`(https?://\\S+${path.replace('?', '\\?')}\\S*)`).exec(text)?.[1];

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('newsletter: subscribe, confirm with the mailed link, unsubscribe with the mail\'s own link', async ({ page, playwright }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const email = unique('reader');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Almost done! Please check your inbox');

  const { mail } = await waitForMail(email, /^Please confirm your newsletter subscription$/);
  const confirmLink = linkIn(mail.text, '/newsletter/confirm?token=')!;
  const unsubscribeLink = linkIn(mail.text, '/unsubscribe?')!;
  await page.goto(confirmLink);
  expect((await db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull(); // opening it confirms nothing
  await expectNoAxeViolations(page);
  await shot(page, 'newsletter-confirm');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  expect((await db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).not.toBeNull();
  await page.goto(confirmLink); // the link again: spent
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');

  // A forged link and a cross-site post, over HTTP, change nothing.
  const http = await playwright.request.newContext();
  const oneClick = new URL(unsubscribeLink.replace('/unsubscribe?', '/api/v1/unsubscribe?'));
  const forged = new URL(oneClick); forged.searchParams.set('t', 'A'.repeat(32));
  const post = (url: URL, headers: Record<string, string> = {}) => http.post(url.href, { headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, data: 'List-Unsubscribe=One-Click', maxRedirects: 0 });
  expect((await post(forged)).status()).toBe(400);
  expect((await post(oneClick, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status()).toBe(403);
  expect(await db.newsletterSubscription.count({ where: { email } })).toBe(1);

  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Unsubscribe ${email}?`);
  await expect(page.getByText('It cannot stop mail about your own registration or account')).toBeVisible();
  expect(await db.newsletterSubscription.count({ where: { email } })).toBe(1); // opening it unsubscribes nobody
  await expectNoAxeViolations(page);
  await shot(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await shot(page, 'unsubscribed');
  expect(await db.newsletterSubscription.count({ where: { email } })).toBe(0);
  expect(await db.mailOptOut.count({ where: { email } })).toBe(1);
  // Changed their mind: the way back, on the same page.
  await page.getByRole('button', { name: 'Undo: send me optional mail again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Optional mail is back on');
  expect(await db.mailOptOut.count({ where: { email } })).toBe(0);
  await http.dispose();
  await db.$disconnect();
});

test('a story sent with consent is published from the console and appears on /impact; a viewer, another site or a story without consent cannot', async ({ page, browser, baseURL, playwright }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const text = `Our youth club planted 300 saplings along the Brahmaputra in Guwahati (${Date.now()}).`;
  await page.goto('/impact');
  const form = page.getByRole('form', { name: 'Share Your Story' });
  await form.getByLabel(/^Name/).fill('Bishnu Kalita');
  await form.getByLabel(/^Email/).fill(unique('storyteller'));
  await form.getByLabel(/^Theme/).selectOption('Environment');
  await form.getByLabel(/^Your story/).fill(text);
  await form.getByLabel(/You may publish my story on this website/).check();
  await form.getByRole('button', { name: 'Submit Story' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for sharing your story');
  const story = await db.impactStory.findFirstOrThrow({ where: { story: text } });
  expect(story.consentToPublish).toBe(true);
  const without = await db.impactStory.create({ data: { name: 'Anonymous', email: unique('private'), theme: 'Civic', story: 'Please keep this private, it is only for the team.' } });

  const reviewer = await staffWithSession('reviewer');
  const staffContext = await browser.newContext({ baseURL });
  await signInContext(staffContext, baseURL!, reviewer);
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/staff/inbox/story/${without.id}`);
  await expect(staffPage.getByText('Not published, and it cannot be: the sender did not tick')).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Publish on the website' })).toHaveCount(0); // the server refuses it too (integration test)

  await staffPage.goto(`/staff/inbox/story/${story.id}`);
  await expect(staffPage.getByText('The sender agreed to publication')).toBeVisible();
  const posted = staffPage.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/staff/inbox/story/${story.id}`));
  await staffPage.getByRole('button', { name: 'Publish on the website' }).click();
  const action = await posted;
  await expect(staffPage.getByText('Published: the story is on the Impact page now.')).toBeVisible();
  await shot(staffPage, 'console-story-published');

  // On /impact within moments, by name, theme and story; never the email.
  await expect.poll(async () => { await page.goto('/impact'); return page.getByText(text).count(); }, { timeout: 30_000 }).toBe(1);
  await expect(page.locator('#community-stories')).toContainText('Bishnu Kalita · Environment');
  await expect(page.locator('#community-stories')).not.toContainText('@example.org');
  await page.locator('#community-stories').screenshot({ path: `${SHOTS}/impact-community-stories.png` });

  // The same publish request replayed by a viewer, or from another site with the reviewer's cookie: nothing changes.
  const replay = async (cookie: string, extra: Record<string, string>) => {
    await db.impactStory.update({ where: { id: story.id }, data: { published: false, publishedAt: null, publishedBy: null } });
    const headers = Object.fromEntries(Object.entries(await action.allHeaders()).filter(([k]) => !['origin', 'sec-fetch-site', 'referer', 'cookie', 'content-length', 'host'].includes(k)));
    const http = await playwright.request.newContext();
    await http.post(action.url(), { headers: { ...headers, cookie, ...extra }, data: action.postDataBuffer()!, maxRedirects: 0 });
    await http.dispose();
    return (await db.impactStory.findUniqueOrThrow({ where: { id: story.id } })).published;
  };
  const viewer = await staffWithSession('viewer');
  const sameSite = { origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' };
  expect(await replay(`nyf_staff=${viewer.token}`, sameSite)).toBe(false);
  expect(await replay(`nyf_staff=${reviewer.token}`, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
  expect(await replay(`nyf_staff=${reviewer.token}`, sameSite)).toBe(true); // the control: the request itself works

  // Taken down again from the console.
  await staffPage.reload();
  await staffPage.getByRole('button', { name: 'Take down from the website' }).click();
  await expect(staffPage.getByText('Taken down: the story is no longer on the Impact page.')).toBeVisible();
  await expect.poll(async () => { await page.goto('/impact'); return page.getByText(text).count(); }, { timeout: 30_000 }).toBe(0);
  await staffContext.close();
  await db.$disconnect();
});

test('erasing an address from the console takes its published story off /impact at once', async ({ page, browser, baseURL }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const email = unique('erased');
  const text = `A story its sender later asked us to erase (${Date.now()}).`;
  await page.goto('/impact');
  const form = page.getByRole('form', { name: 'Share Your Story' });
  await form.getByLabel(/^Name/).fill('Mira Bora');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Theme/).selectOption('Civic');
  await form.getByLabel(/^Your story/).fill(text);
  await form.getByLabel(/You may publish my story on this website/).check();
  await form.getByRole('button', { name: 'Submit Story' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for sharing your story');
  const story = await db.impactStory.findFirstOrThrow({ where: { story: text } });

  const admin = await staffWithSession('admin', { reauthenticated: true });
  const staffContext = await browser.newContext({ baseURL });
  await signInContext(staffContext, baseURL!, admin);
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/staff/inbox/story/${story.id}`);
  await staffPage.getByRole('button', { name: 'Publish on the website' }).click();
  await expect(staffPage.getByText('Published: the story is on the Impact page now.')).toBeVisible();
  await expect.poll(async () => { await page.goto('/impact'); return page.getByText(text).count(); }, { timeout: 30_000 }).toBe(1);

  await staffPage.goto('/staff/inbox');
  await staffPage.getByLabel('Email address').fill(email);
  await staffPage.getByLabel('Reason (the request and its date)').fill('Asked by email on 24 November 2026.');
  await staffPage.getByLabel('I understand this cannot be undone').check();
  await staffPage.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(staffPage.getByText(`Erased 1 submission of ${email}.`)).toBeVisible();
  // Gone from the static page within moments (without the renewal it would stay up to five minutes).
  await expect.poll(async () => { await page.goto('/impact'); return page.getByText(text).count(); }, { timeout: 15_000 }).toBe(0);
  await staffContext.close();
  await db.$disconnect();
});
