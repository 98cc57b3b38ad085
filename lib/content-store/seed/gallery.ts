// The gallery as the site shipped it (lib/content/gallery.ts: files of public/images/gallery, their Assamese and
// Hindi from the catalogues) becomes gallery_photo items, so a fresh quick start shows the same /gallery. Every
// environment gets them (they are the foundation's photos, not demo data), written once by key like every seed
// (./index.ts): a start never brings back a photo staff deleted (its marked row keeps the key) or undoes a change.
import { GALLERY_IMAGES } from '@/lib/content/gallery';
import { galleryPhoto } from '../types/gallery_photo';
import type { ContentSeed } from './seed-items';

/** gallery-01 … : the file's own name, so the console's keys say which photo they are. */
const keyOf = (src: string) => /([a-z0-9-]+)\.[a-z]+$/.exec(src)![1]!;

export const galleryPhotoSeed: ContentSeed = {
  type: galleryPhoto,
  entries: () => GALLERY_IMAGES.map((img) => ({ key: keyOf(img.src), write: (t) => ({ image: img.src, alt: t(img.alt), caption: t(img.caption) }) })),
};
