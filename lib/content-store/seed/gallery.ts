// The gallery as the site shipped it (lib/content/gallery.ts: files of public/images/gallery, their Assamese and
// Hindi from the catalogues) becomes gallery_photo items, published as version 1, so a fresh quick start shows the
// same /gallery. Every environment gets them (they are the foundation's photos, not demo data), inserted once by
// key: a start never brings back a photo staff deleted (its marked row keeps the key) or undoes their changes.
import { createDb } from '@/lib/platform/db/create-client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { GALLERY_IMAGES } from '@/lib/content/gallery';
import { catalogueFor } from '@/lib/i18n/catalogues';
import { galleryPhoto } from '../types/gallery_photo';
import { checkItemData } from '../item-data';

export const SEED_STAFF = 'seed';
/** gallery-01 … : the file's own name, so the console's keys say which photo they are. */
const keyOf = (src: string) => /([a-z0-9-]+)\.[a-z]+$/.exec(src)![1]!;

function dataOf(img: (typeof GALLERY_IMAGES)[number]) {
  const data: Record<string, Record<string, string>> = { en: { image: img.src, alt: img.alt, caption: img.caption } };
  for (const lang of ['as', 'hi'] as const) {
    const c = catalogueFor(lang);
    const words = { alt: c?.[img.alt] ?? '', caption: c?.[img.caption] ?? '' };
    if (words.alt || words.caption) data[lang] = words;
  }
  return checkItemData(galleryPhoto, data) as Prisma.InputJsonValue;
}

/** Adds the shipped photos missing by key, published, in the shipped order after any there are. Returns how many were added. */
export async function seedGallery(url: string): Promise<number> {
  const db = createDb(url, 2);
  try {
    return await db.$transaction(async (tx) => {
      const have = new Set((await tx.contentItem.findMany({ where: { type: galleryPhoto.type }, select: { key: true } })).map((r) => r.key));
      const last = (await tx.contentItem.aggregate({ where: { type: galleryPhoto.type }, _max: { sortOrder: true } }))._max.sortOrder ?? -1;
      const missing = GALLERY_IMAGES.filter((img) => !have.has(keyOf(img.src))).map((img) => ({ key: keyOf(img.src), data: dataOf(img) }));
      if (!missing.length) return 0;
      // Three statements whatever the number of photos: a start on a busy machine stays well inside the transaction's time.
      await tx.contentItem.createMany({
        data: missing.map((m, i) => ({ type: galleryPhoto.type, key: m.key, sortOrder: last + 1 + i, draft: m.data, published: m.data, publishedAt: new Date(), updatedBy: SEED_STAFF })),
        skipDuplicates: true, // two instances starting at once: the second's rows are the first's
      });
      const ids = new Map((await tx.contentItem.findMany({ where: { type: galleryPhoto.type, key: { in: missing.map((m) => m.key) } }, select: { id: true, key: true } })).map((r) => [r.key, r.id]));
      await tx.contentVersion.createMany({ data: missing.map((m) => ({ itemId: ids.get(m.key)!, version: 1, data: m.data, publishedBy: SEED_STAFF })), skipDuplicates: true });
      return missing.length;
    });
  } finally {
    await db.$disconnect();
  }
}
