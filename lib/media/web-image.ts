// An uploaded image made fit for the public pages (event covers, gallery photos, story photos: issue 35): the type
// decided from its bytes (lib/documents/sniff.ts, and the HEIF box here), its size and its pixel count refused
// before anything is decoded (a small file can declare a huge canvas: a decompression bomb), turned upright, every
// metadata block dropped (EXIF carries the camera's GPS position), and drawn at a few widths as AVIF and WebP.
// The files share one name, a hash of all their bytes: a name never points at other content, so it is served with
// an immutable, year-long cache lifetime. Pure: storing and serving the files is the caller's part.
import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '@/lib/kernel/domain-errors';
import { MEDIA_IMAGE_LIMITS } from '@/lib/limits';
import { sniffFileType } from '@/lib/documents/sniff';
import { IMAGE_REFUSALS } from './image-rules';

/** The widths drawn (never wider than the original): a phone, a tablet or a laptop, a wide screen. */
export const WEB_IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Each width in both: AVIF first (smaller, and what most browsers take), WebP for the rest. */
export const WEB_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type WebImageFormat = (typeof WEB_IMAGE_FORMATS)[number];

export type WebImageFile = { name: string; width: number; height: number; format: WebImageFormat; bytes: Buffer };
export type WebImage = { width: number; height: number; hash: string; widths: number[]; files: WebImageFile[] };

/** HEIF's `ftyp` box with a brand of HEVC-coded stills (an iPhone's HEIC), read from the first 12 bytes. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);
const isHeif = (b: Uint8Array) => b.length >= 12 && Buffer.from(b.subarray(4, 8)).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(Buffer.from(b.subarray(8, 12)).toString('latin1'));

const refuse = (message: string, code: 'image_not_accepted' | 'image_too_large' = 'image_not_accepted') => new DomainError(message, code);

/** The header only: nothing is decoded, so a declared size can be refused with its own message. */
async function header(input: Uint8Array): Promise<Metadata> {
  const meta = await sharp(input, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw refuse(IMAGE_REFUSALS.unreadable);
  if (meta.width * meta.height > MEDIA_IMAGE_LIMITS.maxPixels) throw refuse(IMAGE_REFUSALS.tooManyPixels, 'image_too_large');
  return meta;
}

/** The image's files at each width in AVIF and WebP; refuses anything that is not a readable JPEG, PNG, WebP (or HEIC, where it can be decoded). */
export async function webImage(input: Uint8Array): Promise<WebImage> {
  if (input.byteLength > MEDIA_IMAGE_LIMITS.maxBytes) throw refuse(IMAGE_REFUSALS.tooManyBytes, 'image_too_large');
  const type = sniffFileType(input);
  const heif = !type && isHeif(input);
  if (!heif && (!type || type.mime === 'application/pdf')) throw refuse(IMAGE_REFUSALS.notImage);
  const meta = await header(input);
  const upright = (meta.orientation ?? 1) >= 5; // EXIF orientations 5 to 8 swap width and height
  const width = upright ? meta.height! : meta.width!;
  const height = upright ? meta.width! : meta.height!;
  const widths = [...new Set(WEB_IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  let drawn: Omit<WebImageFile, 'name'>[];
  try {
    // Decoded once (limitInputPixels makes sharp refuse a bomb too, should the header check ever be skipped),
    // turned upright; each width and format is drawn from that. sharp writes no metadata unless asked
    // (withMetadata), so EXIF, XMP and comments are left behind.
    const decoded = sharp(input, { limitInputPixels: MEDIA_IMAGE_LIMITS.maxPixels, failOn: 'error', animated: false }).rotate();
    const { data, info } = await decoded.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    drawn = await Promise.all(widths.flatMap((w) => WEB_IMAGE_FORMATS.map(async (format) => {
      const resized = raw().resize({ width: w, withoutEnlargement: true });
      const out = format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 });
      const { data: bytes, info: o } = await out.toBuffer({ resolveWithObject: true });
      return { width: o.width, height: o.height, format, bytes };
    })));
  } catch {
    throw refuse(heif ? IMAGE_REFUSALS.heicUnreadable : IMAGE_REFUSALS.unreadable);
  }
  const digest = createHash('sha256');
  for (const f of drawn) digest.update(f.bytes);
  const hash = digest.digest('hex').slice(0, 32);
  return { width, height, hash, widths, files: drawn.map((f) => ({ ...f, name: webImageFileName(hash, f.width, f.format) })) };
}

/** `{hash}-{width}.{avif|webp}`: how a file is named in a URL (GET /api/media/{name}). */
export const webImageFileName = (hash: string, width: number, format: WebImageFormat) => `${hash}-${width}.${format}`;
