// What /gallery and /gallery/more show: the published gallery_photo items in the console's order, the first
// GALLERY_SHOWN on /gallery (the spec's number) and the rest on /gallery/more, each word in the page's language or
// in English marked as English. `next build` has no database: the build renders an empty list and every instance
// renders the real one when it starts (lib/publishing/paths.ts, PAGES_FROM_THE_DATABASE).
import 'server-only';
import { GALLERY_SHOWN } from '@/lib/content/gallery';
import type { Locale } from '@/lib/i18n/locales';
import { parseMediaKey, type MediaImage } from '@/lib/media/media-key';
import { db } from '@/lib/platform/db/client';
import { readPublished } from './read';
import { readItemData } from './item-data';
import { galleryPhoto } from './types/gallery_photo';

/** One photo as the grid draws it: an uploaded image (`image`) or a file of public/images (`src`). */
export type GalleryPhoto = { key: string; src: string; image: MediaImage | null; alt: string; caption: string; altLang?: 'en'; captionLang?: 'en' };

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The photos of one of the two pages, and whether the other has any. */
export async function galleryPhotos(locale: Locale, page: 'first' | 'more'): Promise<{ photos: GalleryPhoto[]; more: boolean }> {
  if (building()) return { photos: [], more: false };
  const items = await readPublished(galleryPhoto, locale);
  const photos = items.map(({ key, data, fallback }): GalleryPhoto => ({
    key, src: data.image, image: parseMediaKey(data.image), alt: data.alt, caption: data.caption,
    altLang: fallback.includes('alt') ? 'en' : undefined, captionLang: fallback.includes('caption') ? 'en' : undefined,
  }));
  return page === 'first'
    ? { photos: photos.slice(0, GALLERY_SHOWN), more: photos.length > GALLERY_SHOWN }
    : { photos: photos.slice(GALLERY_SHOWN), more: false };
}

/** The console's thumbnails: each photo's draft image key, by item key. */
export async function draftImages(): Promise<Map<string, string>> {
  const rows = await db.contentItem.findMany({ where: { type: galleryPhoto.type, deletedAt: null }, select: { key: true, draft: true } });
  return new Map(rows.map((r) => [r.key, String(readItemData(r.draft).en.image ?? '')]));
}
