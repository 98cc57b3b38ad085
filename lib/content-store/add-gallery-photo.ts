// A new gallery photo (issue 35), for the console's upload form and `content upload-photo` alike: saved as a draft,
// put first in the order (newest first), and published at once when asked. The image is stored before (by
// lib/media), so a refused file saves nothing.
import 'server-only';
import { saveDraft } from './drafts';
import { publish, reorder } from './publishing';
import { galleryPhoto } from './types/gallery_photo';

type Words = { alt: string; caption: string };
export type NewGalleryPhoto = { en: Words & { image: string }; as?: Words; hi?: Words };

/** Adds the photo; returns its key. */
export async function addGalleryPhoto(data: NewGalleryPhoto, options: { publish: boolean }, staff: string): Promise<string> {
  const key = `photo-${new Date().toISOString().slice(0, 10)}-${crypto.randomUUID().slice(0, 8)}`;
  await saveDraft(galleryPhoto, key, data, null, staff);
  await reorder(galleryPhoto, [key], staff);
  if (options.publish) await publish(galleryPhoto, key, staff);
  return key;
}
