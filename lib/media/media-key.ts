// How a stored image is named in a row (an event's coverImageKey): `media:{width}x{height}:{file},{file},…`, the
// WebP files of lib/media/web-image.ts narrowest first, each served by GET /api/media/{file}. Pure, for the schema
// that accepts a cover and for the pages that draw one (as <img srcset>).
import type { WebImage } from './web-image';

const FILE = /^[0-9a-f]{32}-(\d{1,5})\.webp$/;
const KEY = /^media:(\d{1,5})x(\d{1,5}):([0-9a-f-]+\.webp(?:,[0-9a-f-]+\.webp){0,5})$/;

export type MediaImage = { width: number; height: number; files: { src: string; width: number }[] };

/** The key naming an image's files (fits the 200 characters of an event's coverImageKey). */
export const mediaKeyOf = (image: WebImage): string =>
  `media:${image.width}x${image.height}:${image.files.map((f) => f.name).join(',')}`;

/** The image a key names, or null when the text is not one of our media keys. */
export function parseMediaKey(key: string): MediaImage | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const files: MediaImage['files'] = [];
  for (const name of m[3]!.split(',')) {
    const f = FILE.exec(name);
    if (!f) return null;
    files.push({ src: `/api/media/${name}`, width: Number(f[1]) });
  }
  return { width: Number(m[1]), height: Number(m[2]), files: files.sort((a, b) => a.width - b.width) };
}

/** A cover the pages may show: one of the site's own files (`/images/…`) or one of our media keys. */
export const isCoverKey = (key: string): boolean =>
  /^\/images\/[A-Za-z0-9/_-]+\.(?:jpe?g|png|webp|avif|svg)$/.test(key) && !key.includes('..') || parseMediaKey(key) !== null;
