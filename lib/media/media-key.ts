// How a stored image is named in a row (an event's coverImageKey, a gallery photo's image): `media:{w}x{h}:{hash}:{widths}`,
// the files of lib/media/web-image.ts (`{hash}-{width}.avif` and `.webp`), each served by GET /api/media/{file}.
// Keys written before AVIF (`media:{w}x{h}:{file}.webp,…`, one hash per file) still name their WebP files.
// Pure, for the schemas that accept an image and for the pages that draw one (components/site/media-picture.tsx).
import type { WebImage } from './web-image';

const OLD_FILE = /^[0-9a-f]{32}-(\d{1,5})\.webp$/;
const OLD_KEY = /^media:(\d{1,5})x(\d{1,5}):([0-9a-f-]+\.webp(?:,[0-9a-f-]+\.webp){0,5})$/;
const KEY = /^media:(\d{1,5})x(\d{1,5}):([0-9a-f]{32}):(\d{1,5}(?:,\d{1,5}){0,5})$/;

type Source = { src: string; width: number };
/** `files` are WebP (every browser), `avif` the same widths in AVIF (none for keys older than AVIF). */
export type MediaImage = { width: number; height: number; files: Source[]; avif: Source[] };

/** The key naming an image's files (fits the 200 characters of an event's coverImageKey). */
export const mediaKeyOf = (image: WebImage): string => `media:${image.width}x${image.height}:${image.hash}:${image.widths.join(',')}`;

/** The image a key names, or null when the text is not one of our media keys. */
export function parseMediaKey(key: string): MediaImage | null {
  const m = KEY.exec(key);
  if (m) {
    const widths = m[4]!.split(',').map(Number).sort((a, b) => a - b);
    const of = (ext: string) => widths.map((width) => ({ src: `/api/media/${m[3]}-${width}.${ext}`, width }));
    return { width: Number(m[1]), height: Number(m[2]), files: of('webp'), avif: of('avif') };
  }
  const old = OLD_KEY.exec(key);
  if (!old) return null;
  const files: Source[] = [];
  for (const name of old[3]!.split(',')) {
    const f = OLD_FILE.exec(name);
    if (!f) return null;
    files.push({ src: `/api/media/${name}`, width: Number(f[1]) });
  }
  return { width: Number(old[1]), height: Number(old[2]), files: files.sort((a, b) => a.width - b.width), avif: [] };
}

/** A cover the pages may show: one of the site's own files (`/images/…`) or one of our media keys. */
export const isCoverKey = (key: string): boolean =>
  /^\/images\/[A-Za-z0-9/_-]+\.(?:jpe?g|png|webp|avif|svg)$/.test(key) && !key.includes('..') || parseMediaKey(key) !== null;
