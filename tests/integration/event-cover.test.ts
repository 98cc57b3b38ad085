// An event's cover, as the console's event form stores it (app/staff/events/actions.ts calls storeWebImage, then
// createEvent/updateEvent): a real JPEG becomes WebP files served immutable and a media key on the row; a hostile
// file is refused with its message and nothing is stored; a cover that is neither ours nor /images/ is refused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { eventInput } from '../factories/event';
import { GET } from '@/app/api/media/[file]/route';
import { storeWebImage } from '@/lib/media/media-store';
import { parseMediaKey } from '@/lib/media/media-key';
import { IMAGE_REFUSALS } from '@/lib/media/image-rules';
import { documentStore, PUBLIC_MEDIA_FOLDER } from '@/lib/documents/document-store';
import { createEvent, updateEvent } from '@/lib/events/manage-events';
import { publicEvent } from '@/lib/events/public-pages';
import { DomainError } from '@/lib/kernel/domain-errors';

const get = (file: string) => GET(new Request(`http://localhost/api/media/${file}`), { params: Promise.resolve({ file }) });
async function mediaKeys() {
  const keys: string[] = [];
  for await (const k of documentStore().keys()) if (k.startsWith(`${PUBLIC_MEDIA_FOLDER}/`)) keys.push(k);
  return keys.sort();
}
const alt = (coverAlt: string) => ({ en: { title: 'Cover test', summary: 'S', description: 'D', coverAlt } });

describe('event cover', () => {
  it('stores a JPEG as AVIF and WebP widths, names it on the event, serves it immutable, and keeps it when the event changes', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c33' } }).jpeg().withMetadata({ exif: { IFD0: { Artist: 'Camera owner' } } }).toBuffer();
    const key = await storeWebImage(jpeg);
    const image = parseMediaKey(key)!;
    expect({ width: image.width, height: image.height, widths: image.files.map((f) => f.width) }).toEqual({ width: 2000, height: 1000, widths: [480, 960, 1600] });
    const input = eventInput({ coverImageKey: key });
    const made = await createEvent({ ...input, text: alt('A red banner') }, 'staff@test.example', { publish: true });
    const row = await testDb().event.findUniqueOrThrow({ where: { slug: made.slug } });
    expect(row.coverImageKey).toBe(key);
    for (const f of image.files) {
      const res = await get(f.src.slice('/api/media/'.length));
      expect([res.status, res.headers.get('cache-control'), res.headers.get('content-type')]).toEqual([200, 'public, max-age=31536000, immutable', 'image/webp']);
      expect((await get(f.src.slice('/api/media/'.length).replace('.webp', '.avif'))).headers.get('content-type')).toBe('image/avif');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).exif).toBeUndefined();
    }
    // Changing the event with the stored key (the form's hidden field, no new file) keeps the cover.
    await updateEvent(made.slug, { ...input, text: { ...alt('A red banner'), as: { title: 'প্ৰচ্ছদ পৰীক্ষা', summary: 'চমু বিৱৰণ', description: 'বিৱৰণ', coverAlt: '' } } }, 'staff@test.example');
    expect((await testDb().event.findUniqueOrThrow({ where: { slug: made.slug } })).coverImageKey).toBe(key);
    // The Assamese page has no alt of its own: the English one, marked as English.
    expect((await publicEvent(made.slug, 'as'))?.coverAlt).toEqual({ text: 'A red banner', lang: 'en' });
    expect((await publicEvent(made.slug, 'en'))?.coverAlt).toEqual({ text: 'A red banner', lang: 'en' });
  });

  it('refuses a hostile file with its message and stores nothing', async () => {
    const before = await mediaKeys();
    const refusal = async (bytes: Uint8Array) => storeWebImage(bytes).then(() => null, (e: unknown) => (e instanceof DomainError ? [e.code, e.message] : e));
    expect(await refusal(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual(['image_not_accepted', IMAGE_REFUSALS.notImage]);
    const truncated = (await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } }).jpeg().toBuffer()).subarray(0, 40);
    expect(await refusal(truncated)).toEqual(['image_not_accepted', IMAGE_REFUSALS.unreadable]);
    const bomb = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    bomb.writeUInt32BE(20_000, 16); bomb.writeUInt32BE(20_000, 20); // the header claims 400 megapixels
    expect(await refusal(bomb)).toEqual(['image_too_large', IMAGE_REFUSALS.tooManyPixels]);
    expect(await mediaKeys()).toEqual(before);
  });

  it('accepts only our media keys or /images/ files as a cover, and requires the English alt text with one', async () => {
    const fields = (coverImageKey: string, coverAlt = 'A photo') => createEvent({ ...eventInput({ coverImageKey }), text: alt(coverAlt) }, 'staff@test.example')
      .then(() => null, (e: { fields?: Record<string, string> }) => e.fields);
    for (const hostile of ['https://evil.example/x.png', 'javascript:alert(1)', '/images/../../etc/passwd.png', 'media:10x10:../../x.webp', '//evil.example/a.webp']) {
      expect([hostile, await fields(hostile)]).toEqual([hostile, { coverImageKey: 'The cover must be an uploaded image or a file of /images/.' }]);
    }
    expect(await fields('/images/events/convention.jpg', '')).toEqual({ 'text.en.coverAlt': 'Describe the cover image for people who cannot see it.' });
  });
});
