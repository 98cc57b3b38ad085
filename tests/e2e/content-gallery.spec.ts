// Issue 35, "Done when": an editor, on a phone-sized window, replaces a gallery photo in the console of one of two
// production instances (one database, the shipped deploy/Caddyfile in a real Caddy; skipped where Caddy is not
// installed), publishes it, and the new photo and caption are on /gallery and /as/gallery of both instances and
// through Caddy, with no rebuild and no restart (the time is printed; `npm run bench` judges time). Restoring the
// previous version takes them off again. Then hostile uploads through the same console form over HTTP: HTML
// renamed .jpg, a PNG declaring 50000 × 50000 pixels (a decompression bomb), a real HEIC: each refused with its
// message, nothing published.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { IMAGE_REFUSALS } from '@/lib/media/image-rules';
import { hasCaddy } from '../helpers/caddy';
import { twoInstancesBehindCaddy, untilAll, type Instance } from './helpers/instances';
import { signInContext, staffWithSession } from './helpers/staff';

test.describe.configure({ mode: 'serial' });
test.skip(!hasCaddy(), 'Caddy is not installed (apt-get install -y caddy)');

let two: Awaited<ReturnType<typeof twoInstancesBehindCaddy>>;
let database: typeof two.database;
let proxyUrl = '';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test.beforeAll(async () => {
  test.setTimeout(400_000);
  // One after the other: both seed the gallery at start (once by key), and the machine is busy.
  two = await twoInstancesBehindCaddy('gallery', { oneAtATime: true });
  ({ database, proxyUrl } = two);
});

test.afterAll(async () => {
  await two?.close();
});

const read = async (url: string) => (await fetch(url)).text();

const NEW_CAPTION = 'Riverbank clean-up, the new photo';
const NEW_CAPTION_AS = 'নদীৰ পাৰ চাফাইৰ নতুন ফটো';
const OLD_CAPTION = 'Opening session of our youth convention, Guwahati';

test('an editor on a phone replaces a gallery photo; both instances and Caddy show it on /gallery and /as/gallery; restoring the previous version takes it off', async ({ browser }) => {
  test.setTimeout(300_000);
  const [a, b] = two.instances as [Instance, Instance];
  const everywhere = (p: string) => [a.url + p, b.url + p, proxyUrl + p];
  // The seeded photos, from the database: the 1st on /gallery, the 19th on /gallery/more.
  await untilAll(everywhere('/gallery'), OLD_CAPTION);
  await untilAll(everywhere('/gallery/more'), 'Sunrise yoga on the riverfront, Tezpur');

  const context = await browser.newContext(PHONE);
  await signInContext(context, a.url, await staffWithSession('editor', { databaseUrl: database.url }));
  const console_ = await context.newPage();
  await console_.goto(`${a.url}/staff/gallery/gallery-01`);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1f7a5a' } }).jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'e2e-secret-place' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1' } } }).toBuffer();
  await console_.getByLabel(/^Replace the photo/).setInputFiles({ name: 'river.jpg', mimeType: 'image/jpeg', buffer: photo });
  await console_.getByLabel('Caption (en)').fill(NEW_CAPTION);
  await console_.getByLabel('Caption (as)').fill(NEW_CAPTION_AS);
  await console_.getByRole('button', { name: 'Save draft' }).click();
  await expect(console_.getByRole('status').filter({ hasText: 'Saved as a draft.' })).toBeVisible();
  await console_.getByLabel('Show this draft on /gallery on every instance').check();
  await console_.getByRole('button', { name: 'Publish' }).click();
  await expect(console_.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const published = Date.now();
  await untilAll(everywhere('/gallery'), NEW_CAPTION);
  await untilAll(everywhere('/as/gallery'), NEW_CAPTION_AS);
  const took = Date.now() - published;
  console.log(`published on A, on /gallery and /as/gallery of A, B and Caddy after ${took} ms`);

  // What a visitor's phone shows through Caddy: the new photo first, as a <picture> of AVIF and WebP, its EXIF gone.
  const visitor = await context.newPage();
  await visitor.goto(`${proxyUrl}/as/gallery`);
  const first = visitor.getByTestId('gallery-grid').getByRole('listitem').first();
  await expect(first.locator('figcaption')).toHaveText(NEW_CAPTION_AS);
  await expect(first.locator('picture source[type="image/avif"]')).toHaveCount(1);
  const img = first.locator('img');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('width', '1200');
  await expect(img).toHaveAttribute('height', '900');
  expect(await img.getAttribute('lang')).toBeNull(); // gallery-01's Assamese alt text (seeded from the catalogue) is kept
  const src = (await img.getAttribute('src'))!;
  const served = await fetch(proxyUrl + src);
  expect([served.status, served.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  const bytes = Buffer.from(await served.arrayBuffer());
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('e2e-secret-place'))).toBe(false);

  // Restore version 1 (the seeded photo): the new one goes from every page.
  await console_.goto(`${a.url}/staff/gallery/gallery-01`);
  const v1 = console_.getByRole('listitem').filter({ hasText: 'Version 1' });
  await v1.getByLabel('Replace what the site shows').check();
  await v1.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(console_.getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  const restored = Date.now();
  await untilAll(everywhere('/as/gallery'), NEW_CAPTION_AS, true);
  await untilAll(everywhere('/gallery'), NEW_CAPTION, true);
  const gone = Date.now() - restored;
  await untilAll(everywhere('/gallery'), OLD_CAPTION);
  console.log(`restored on A, gone from A, B and Caddy after ${gone} ms`);
  await context.close();
});

test('hostile uploads through the console form are refused with their message, and nothing is added', async ({ browser }) => {
  test.setTimeout(180_000);
  const [a] = two.instances as [Instance];
  const context = await browser.newContext(PHONE);
  await signInContext(context, a.url, await staffWithSession('editor', { databaseUrl: database.url }));
  const page = await context.newPage();
  await page.goto(`${a.url}/staff/gallery`);
  const before = await page.getByRole('list', { name: 'Photos in page order' }).getByRole('listitem').count();
  const bomb = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
  bomb.writeUInt32BE(50_000, 16); bomb.writeUInt32BE(50_000, 20); // IHDR now declares 50000 × 50000: 2.5 gigapixels
  const files = [
    { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') }, message: IMAGE_REFUSALS.notImage },
    { file: { name: 'bomb.png', mimeType: 'image/png', buffer: bomb }, message: IMAGE_REFUSALS.tooManyPixels },
    { file: { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: readFileSync('tests/fixtures/photo-hevc.heic') }, message: IMAGE_REFUSALS.heicUnreadable },
  ];
  for (const { file, message } of files) {
    await page.getByLabel(/^Photo \(/).setInputFiles(file);
    await page.getByLabel('Alt text (en)').fill('A test photo');
    await page.getByLabel('Caption (en)').fill(`Hostile ${file.name}`);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.locator('form p[role="alert"]')).toHaveText(message);
  }
  await page.goto(`${a.url}/staff/gallery`);
  await expect(page.getByRole('list', { name: 'Photos in page order' }).getByRole('listitem')).toHaveCount(before);
  expect(await read(`${a.url}/gallery`)).not.toContain('Hostile');
  await context.close();
});
