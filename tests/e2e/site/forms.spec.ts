// The five public forms in the browser: required fields, a stored submission (exactly one row) and a
// rejected bad input, each against the real database of the e2e server.
import type { Locator } from '@playwright/test';
import { test, expect, e2eDatabaseUrl } from '../fixtures';
import { readFileSync } from 'node:fs';
import { createDb, type Db } from '@/lib/platform/db/create-client';

let db: Db;
// SITE_E2E_DB_FILE: where a server started from another checkout wrote its database URL.
const databaseUrl = () => (process.env.SITE_E2E_DB_FILE ? readFileSync(process.env.SITE_E2E_DB_FILE, 'utf8').trim() : e2eDatabaseUrl());
test.beforeAll(() => { db = createDb(databaseUrl(), 2); });
test.afterAll(async () => { await db.$disconnect(); });

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The field is marked invalid and its error text, tied by aria-describedby, reads `message`. */
async function expectFieldError(form: Locator, label: string | RegExp, message: string | RegExp) {
  const field = form.getByLabel(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = (await field.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
  await expect(form.locator(`#${id}`)).toHaveText(message);
}

test('contact form: required fields, a stored message and a rejected email', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await expect(form.getByLabel(/Inquiry type/)).toHaveValue('');
  await expect(form.getByLabel(/Inquiry type/).locator('option').first()).toHaveText('Select inquiry type');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectFieldError(form, /^Name/, 'Name is required.');
  await expectFieldError(form, /^Email/, 'Email is required.');
  await expectFieldError(form, /^Inquiry type/, 'Please select an inquiry type.');
  await expectFieldError(form, /^Subject/, 'Subject is required.');
  await expectFieldError(form, /^Message/, 'Message is required.');

  const email = unique('contact');
  await form.getByLabel(/^Name/).fill('Rina Das');
  await form.getByLabel(/^Email/).fill('rina@');
  await form.getByLabel(/^Inquiry type/).selectOption('Volunteer Information');
  await form.getByLabel(/^Subject/).fill('Volunteering at the next drive');
  await form.getByLabel(/^Message/).fill('I would like to help at the next riverbank clean-up.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectFieldError(form, /^Email/, 'Please enter a valid email address.');

  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for your message');
  await expect(form.getByLabel(/^Name/)).toHaveValue('');
  expect(await db.contactMessage.count({ where: { email } })).toBe(1);
});

test('community sign-up: required fields, thank-you panel, sign up another person', async ({ page }) => {
  await page.goto('/join#newsletter');
  const section = page.locator('#newsletter');
  await section.getByRole('button', { name: 'Join Now' }).click();
  await expectFieldError(section, /^Name/, 'Name is required.');
  await expectFieldError(section, /^Email/, 'Email is required.');

  await section.getByLabel(/^Name/).fill('Bikash Gogoi');
  await section.getByLabel(/^Email/).fill(unique('community'));
  await section.getByLabel(/^Phone/).fill('call me maybe');
  await section.getByRole('button', { name: 'Join Now' }).click();
  await expectFieldError(section, /^Phone/, /valid phone number/);

  const email = unique('community');
  await section.getByLabel(/^Email/).fill(email);
  await section.getByLabel(/^Phone/).fill('+91 98640 12345');
  await section.getByLabel(/^Interest/).selectOption('Cultural Events');
  await section.getByRole('button', { name: 'Join Now' }).click();
  await expect(section.getByRole('heading', { name: 'Thank You for Joining!' })).toBeVisible();
  expect(await db.communitySignup.count({ where: { email } })).toBe(1);
  await section.getByRole('button', { name: 'Sign up another person' }).click();
  await expect(section.getByLabel(/^Name/)).toBeFocused();
  await expect(section.getByLabel(/^Name/)).toHaveValue('');
});

test('newsletter: required email, one row per address, the same answer on a repeat (nothing tells who is subscribed)', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Subscribe to Our Newsletter' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Email is required.');
  await form.getByLabel('Email address').fill('not an email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  const email = unique('news');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Almost done! Please check your inbox');
  await form.getByLabel('Email address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('Almost done! Please check your inbox');
  expect(await db.newsletterSubscription.count({ where: { email } })).toBe(1);
});

test('partnership request: required fields, a stored request and a rejected website', async ({ page }) => {
  await page.goto('/partner');
  const form = page.getByRole('form', { name: 'Request a Partnership' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expectFieldError(form, /^Organization name/, 'Organization name is required.');
  await expectFieldError(form, /^Contact person/, 'Contact person is required.');
  await expectFieldError(form, /^Email/, 'Email is required.');
  await expectFieldError(form, /^Partnership type/, 'Please select a partnership type.');
  await expect(form.getByLabel(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');

  const email = unique('partner');
  await form.getByLabel(/^Organization name/).fill('Luit Valley Technologies');
  await form.getByLabel(/^Contact person/).fill('Anil Bora');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Website/).fill('luitvalley');
  await form.getByLabel(/^Partnership type/).selectOption('corporate');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expectFieldError(form, /^Website/, /http/);
  expect(await db.partnershipRequest.count({ where: { email } })).toBe(0);

  await form.getByLabel(/^Website/).fill('https://luitvalley.example.in');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toContainText('partnership request has been received');
  expect(await db.partnershipRequest.count({ where: { email } })).toBe(1);
});

test('impact story: required fields, a stored story, and the server rejecting bad input', async ({ page }) => {
  await page.goto('/impact');
  const form = page.getByRole('form', { name: 'Share Your Story' });
  await form.getByRole('button', { name: 'Submit Story' }).click();
  await expectFieldError(form, /^Name/, 'Name is required.');
  await expectFieldError(form, /^Theme/, 'Please choose a theme.');
  await expectFieldError(form, /^Your story/, 'Your story is required.');

  const email = unique('story');
  await form.getByLabel(/^Name/).fill('Jonali Saikia');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Theme/).selectOption('Environment');
  await form.getByLabel(/^Your story/).fill('Too short');
  await form.getByRole('button', { name: 'Submit Story' }).click();
  await expectFieldError(form, /^Your story/, /at least 20 characters/);

  await form.getByLabel(/^Your story/).fill('Our club planted 300 bamboo saplings along the eroded riverbank this monsoon.');
  await form.getByRole('button', { name: 'Submit Story' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for sharing your story');
  expect(await db.impactStory.count({ where: { email } })).toBe(1);

  // The server applies the same schema when the browser's checks are bypassed.
  const res = await page.request.post('/api/v1/impact-story', { data: { name: 'X', email, theme: 'Sports', story: 'short' } });
  expect(res.status()).toBe(400);
  expect((await res.json()).errors).toMatchObject({ theme: 'Please choose a theme.' });
  expect(await db.impactStory.count({ where: { email } })).toBe(1);
});
