// Issue 36, the public pages and the console, in a real browser against the production build: an admin creates and
// publishes a one-seat event in the console; on a phone-sized page (390 px) a visitor with scripts registers and
// reads the ticket code, and the ticket mail arrives in MailDev; /events then says "Join the waitlist" (the last
// seat published the pages); a visitor without scripts joins the waitlist through the plain form post; the first
// cancels with the link in the mail, and the seat goes to the second, who is mailed. The pages are axe-clean, and
// the regenerated /events keeps the after-paint script loader (lib/publishing/cache-handler.mjs).
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { waitForMail } from './helpers/mail';
import { expectNoAxeViolations } from './helpers/registration';
import { signInContext, staffWithSession } from './helpers/staff';
import { uniqueMobile } from '../factories/mobile';
import { IMAGE_FORMATS_LABEL, IMAGE_REFUSALS } from '@/lib/media/image-rules';

const PHONE = { width: 390, height: 844 };
const inAWeek = (hour: number) => {
  const d = new Date(Date.now() + 7 * 24 * 3600_000);
  return `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata' }).format(d)}T${String(hour).padStart(2, '0')}:00`;
};

test('an event is published, filled on a phone with and without scripts, and a cancelled seat goes to the waitlist', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = Date.now().toString(36);
  const slug = `phone-test-${id}`;
  const title = `Phone Test Event ${id}`;

  // An admin creates the event (a draft) and publishes it.
  const staff = await browser.newContext();
  await signInContext(staff, baseURL!, await staffWithSession('admin'));
  const console_ = await staff.newPage();
  await console_.goto('/staff/events/new');
  await console_.getByLabel('Address (slug): /events/…').fill(slug);
  await console_.getByLabel('Category').selectOption('Workshop');
  await console_.getByLabel('Starts (IST)').fill(inAWeek(10));
  await console_.getByLabel('Ends (IST)').fill(inAWeek(17));
  await console_.getByLabel('Venue name').fill('Cotton University Auditorium');
  await console_.getByLabel('Capacity (seats; empty: no limit)').fill('1');
  const english = console_.getByRole('group', { name: 'English (required)' });
  await english.getByLabel('Title', { exact: true }).fill(title);
  await english.getByLabel(/^Summary/).fill('Talks and workshops for student founders.');
  await english.getByLabel('Description', { exact: true }).fill('Talks in the morning.\n\nWorkshops after lunch: https://example.org/agenda\n\n<script>alert(1)</script>');
  await english.getByLabel('Cover image description (alt text)').fill('Students around a table of laptops');
  // A cover that is not an image is refused with its message, and what was typed stays; a real JPEG is taken.
  const cover = console_.getByLabel(`Cover image (${IMAGE_FORMATS_LABEL}; optional)`);
  await cover.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
  await console_.getByRole('button', { name: 'Create draft' }).click();
  await expect(console_.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(IMAGE_REFUSALS.notImage);
  await expect(english.getByLabel('Title', { exact: true })).toHaveValue(title);
  await cover.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2a6' } }).jpeg().toBuffer() });
  await console_.getByRole('button', { name: 'Create draft' }).click();
  await expect(console_.getByRole('heading', { name: title })).toBeVisible();
  await expect(console_.getByText('draft', { exact: true })).toBeVisible();
  await expectNoAxeViolations(console_);
  await console_.getByLabel('Publish this event now').check();
  await console_.getByRole('button', { name: 'Publish' }).click();
  await expect(console_.getByRole('status').filter({ hasText: 'Published: the event is on /events now, in every language.' })).toBeVisible();

  // A visitor on a phone, with scripts: the list, the page, the form.
  const phone = await browser.newContext({ viewport: PHONE });
  const page = await phone.newPage();
  await expect(async () => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: `Register: ${title}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Register: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The cover: WebP widths from /api/media, with its alt text and its size given.
  const img = page.getByRole('img', { name: 'Students around a table of laptops' });
  await expect(img).toHaveAttribute('srcset', /^\/api\/media\/[0-9a-f]{32}-480\.webp 480w, \/api\/media\/[0-9a-f]{32}-960\.webp 960w, \/api\/media\/[0-9a-f]{32}-1200\.webp 1200w$/);
  expect([await img.getAttribute('width'), await img.getAttribute('height'), await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)]).toEqual(['1200', '600', true]);
  // The description's tag is text, its address a link; schema.org data names the event.
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://example.org/agenda' })).toHaveAttribute('href', 'https://example.org/agenda');
  const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').last().innerText());
  expect(jsonLd).toMatchObject({ '@type': 'Event', name: title, location: { '@type': 'Place', name: 'Cotton University Auditorium' }, eventStatus: 'https://schema.org/EventScheduled' });
  await expectNoAxeViolations(page);
  const first = { email: `first.${id}@example.com`, mobile: uniqueMobile() };
  await page.getByLabel('Name').fill('Anupam Das');
  await page.getByLabel('Email').fill(first.email);
  await page.getByLabel('Mobile number').fill('12345'); // refused beside the field, nothing stored
  await page.getByLabel('I agree to this notice').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
  await page.getByLabel('Mobile number').fill(first.mobile);
  await page.getByRole('button', { name: 'Register' }).click();
  const code = (await page.getByTestId('ticket-code').innerText()).trim();
  expect(code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
  const { mail: ticket } = await waitForMail(first.email, new RegExp(`^Your ticket: ${title}`), 60_000);
  expect(ticket.text).toContain(code);

  // The last seat went: every page says so (published by the registration), within seconds.
  await expect(async () => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: `Join the waitlist: ${title}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The page regenerated after the publish still loads its scripts after the first paint.
  expect(await (await page.request.get('/events')).text()).toContain('(function (sources) {');

  // A second visitor, without scripts: the plain form post, answered with the result page.
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/events/${slug}`);
  const second = { email: `second.${id}@example.com`, mobile: uniqueMobile() };
  await plain.getByLabel('Name').fill('Bornali Saikia');
  await plain.getByLabel('Email').fill(second.email);
  await plain.getByLabel('Mobile number').fill(second.mobile);
  await plain.getByLabel('I agree to this notice').check();
  await plain.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(plain).toHaveURL(new RegExp(`/events/${slug}/registered$`));
  await expect(plain.getByTestId('waitlist-position')).toContainText('at place 1');
  await waitForMail(second.email, new RegExp(`^You are on the waitlist: ${title}`), 60_000);
  // Reloading the result page registers nobody again (it is a GET after a 303), and shows nothing: the result is
  // shown once, for a shared computer (lib/events/registration-outcome-cookie.ts).
  await plain.reload();
  await expect(plain.getByText('There is no registration to show here. Please register on the event\'s page.')).toBeVisible();

  // The first cancels with the mail's link: the page asks first (a GET changes nothing), then the seat moves on.
  const link = /http\S+\/events\/cancel\/[\w.-]+/.exec(ticket.text)![0].replace(/^http:\/\/[^/]+/, baseURL!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
  await expect(page.getByRole('heading', { name: 'Your registration is cancelled' })).toBeVisible();
  await waitForMail(second.email, new RegExp(`^A seat is yours: ${title}`), 60_000);

  // The console lists both, the promoted one registered.
  await console_.goto(`/staff/events/${slug}/registrants?q=saikia`);
  await expect(console_.getByRole('row', { name: /Bornali Saikia/ })).toContainText('registered');
  await expectNoAxeViolations(console_);
  for (const c of [staff, phone, noScript]) await c.close();
});
