// The gallery in the database (issue 35): the shipped photos seeded once by key (a second start adds nothing and
// never brings back a deleted one), /gallery's first 18 and /gallery/more's rest with the English marked where a
// translation is missing, a hostile image key refused, and a story's photo stored and /impact published.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { galleryPhotoSeed } from '@/lib/content-store/seed/gallery';
import { seedContent } from '@/lib/content-store/seed';

const seedGallery = (url: string) => seedContent(url, [galleryPhotoSeed]);
import { galleryPhotos } from '@/lib/content-store/gallery-pages';
import { galleryPhoto, GALLERY_IMAGE_MESSAGE } from '@/lib/content-store/types/gallery_photo';
import { saveDraft } from '@/lib/content-store/drafts';
import { markDeleted, publish, reorder } from '@/lib/content-store/publishing';
import { GALLERY_IMAGES, GALLERY_SHOWN } from '@/lib/content/gallery';
import { storeWebImage } from '@/lib/media/media-store';
import { setStoryPhoto, STORY_PHOTO_MESSAGES } from '@/lib/staff/stories';
import { publishedStories } from '@/lib/public-forms/published-stories';
import { DomainError } from '@/lib/kernel/domain-errors';

const STAFF = 'editor@test.example';
const publication = async (path: string) => (await testDb().$queryRaw<{ version: bigint }[]>`SELECT version FROM publications WHERE path = ${path}`)[0]?.version ?? null;

describe('the gallery from the database', () => {
  it('seeds the shipped photos once, shows 18 on /gallery and the rest on /gallery/more, and never brings back a deleted one', async () => {
    await seedGallery(process.env.DATABASE_URL!);
    expect(await seedGallery(process.env.DATABASE_URL!)).toBe(0);
    const first = await galleryPhotos('en', 'first');
    const more = await galleryPhotos('en', 'more');
    const seeded = (p: { key: string }) => p.key.startsWith('gallery-');
    expect(first.photos.length).toBe(GALLERY_SHOWN);
    expect(first.more).toBe(true);
    expect([...first.photos, ...more.photos].filter(seeded).map((p) => p.caption)).toEqual(GALLERY_IMAGES.map((i) => i.caption));
    // Assamese from the catalogue, not marked; the image is the shipped file.
    const as = (await galleryPhotos('as', 'first')).photos.find((p) => p.key === 'gallery-02')!;
    expect(as).toMatchObject({ src: '/images/gallery/gallery-02.webp', image: null, caption: 'উজান বজাৰ ঘাটত নিকা ব্ৰহ্মপুত্ৰ অভিযান', captionLang: undefined });

    await markDeleted(galleryPhoto, 'gallery-24', STAFF);
    expect(await seedGallery(process.env.DATABASE_URL!)).toBe(0);
    expect((await galleryPhotos('en', 'more')).photos.map((p) => p.key)).not.toContain('gallery-24');
  });

  it('puts an uploaded photo first as a <picture> source, marks its English on /hi, and publishes both pages', async () => {
    const image = await storeWebImage(await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#246' } }).jpeg().toBuffer());
    const key = `photo-test-${Date.now().toString(36)}`;
    const before = await publication('/hi/gallery/more');
    await saveDraft(galleryPhoto, key, { en: { image, alt: 'Volunteers at the ghat', caption: 'A new photo' }, as: { alt: 'ঘাটত স্বেচ্ছাসেৱক', caption: 'নতুন ফটো' } }, null, STAFF);
    await reorder(galleryPhoto, [key], STAFF);
    await publish(galleryPhoto, key, STAFF);
    expect(await publication('/hi/gallery/more')).toBeGreaterThan(before ?? 0n);
    const hi = (await galleryPhotos('hi', 'first')).photos[0]!;
    expect(hi).toMatchObject({ key, caption: 'A new photo', captionLang: 'en', alt: 'Volunteers at the ghat', altLang: 'en' });
    expect(hi.image?.avif.map((f) => f.width)).toEqual([480, 960, 1000]);
    expect((await galleryPhotos('as', 'first')).photos[0]).toMatchObject({ caption: 'নতুন ফটো', captionLang: undefined });
  });

  it('refuses an image key that is not ours or /images/', async () => {
    for (const hostile of ['https://evil.example/x.jpg', 'javascript:alert(1)', '/images/../../etc/passwd.png']) {
      const e = await saveDraft(galleryPhoto, `hostile-${Date.now().toString(36)}`, { en: { image: hostile, alt: 'a', caption: 'c' } }, null, STAFF).catch((x: unknown) => x);
      expect([hostile, (e as DomainError & { fields?: Record<string, string> }).fields]).toEqual([hostile, { 'en.image': GALLERY_IMAGE_MESSAGE }]);
    }
  });
});

describe('a photo with an impact story', () => {
  it('is stored with its alt text, shown with the published story, and publishes /impact', async () => {
    const story = await testDb().impactStory.create({ data: { name: 'Mousumi', email: 'm@example.org', theme: 'Clean Brahmaputra', story: 'We cleaned the ghat.', consentToPublish: true, published: true, publishedAt: new Date() } });
    const image = await storeWebImage(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#753' } }).png().toBuffer());
    expect(await setStoryPhoto(story.id, image, '  ', STAFF).catch((e: DomainError) => e.message)).toBe(STORY_PHOTO_MESSAGES.alt);
    expect(await setStoryPhoto(story.id, '/images/x.png', 'A', STAFF).catch((e: DomainError) => e.message)).toBe(STORY_PHOTO_MESSAGES.image);
    const before = await publication('/as/impact');
    await setStoryPhoto(story.id, image, 'Volunteers with sacks of plastic on the ghat', STAFF);
    expect(await publication('/as/impact')).toBeGreaterThan(before ?? 0n);
    expect((await publishedStories()).find((s) => s.id === story.id)?.photo).toEqual({ imageKey: image, alt: 'Volunteers with sacks of plastic on the ghat' });
    // Erasing the story (deleting its row) takes the photo's row with it.
    await testDb().impactStory.delete({ where: { id: story.id } });
    expect(await testDb().storyPhoto.count({ where: { storyId: story.id } })).toBe(0);
  });
});
