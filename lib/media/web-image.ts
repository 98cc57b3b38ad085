// An uploaded image made fit for the public pages (an event's cover now, issue 35's gallery next): the type decided
// from its bytes (lib/documents/sniff.ts), its size and its pixel count refused before anything is decoded (a
// small file can declare a huge canvas: a decompression bomb), turned upright, every metadata block dropped (EXIF
// carries the camera's GPS position), and drawn at a few widths as WebP. Each file is named by a hash of its bytes:
// the name never points at other content, so it can be served with an immutable, year-long cache lifetime.
// Pure: storing and serving the files is the caller's part (the document store is encrypted and private, these
// are public).
import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '@/lib/kernel/domain-errors';
import { MEDIA_IMAGE_LIMITS } from '@/lib/limits';
import { sniffFileType } from '@/lib/documents/sniff';

/** The widths drawn (never wider than the original): a phone, a tablet or a laptop, a wide screen. */
export const WEB_IMAGE_WIDTHS = [480, 960, 1600] as const;

export const IMAGE_REFUSALS = {
  notImage: 'The file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.',
  unreadable: 'The image could not be read. It may be damaged; please export it again and upload that copy.',
  tooManyBytes: `The image is larger than ${MEDIA_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB. Please upload a smaller copy.`,
  tooManyPixels: `The image has more than ${MEDIA_IMAGE_LIMITS.maxPixels / 1_000_000} megapixels. Please upload a smaller copy.`,
} as const;

export type WebImageFile = { name: string; width: number; height: number; bytes: Buffer };
export type WebImage = { width: number; height: number; files: WebImageFile[] };

/** The image's WebP files, widest last; refuses anything that is not a plain, readable JPEG, PNG or WebP. */
export async function webImage(input: Uint8Array): Promise<WebImage> {
  if (input.byteLength > MEDIA_IMAGE_LIMITS.maxBytes) throw new DomainError(IMAGE_REFUSALS.tooManyBytes, 'image_too_large');
  const type = sniffFileType(input);
  if (!type || type.mime === 'application/pdf') throw new DomainError(IMAGE_REFUSALS.notImage, 'image_not_accepted');
  // limitInputPixels makes sharp itself refuse a bomb too, should the header check below ever be skipped.
  const source = () => sharp(input, { limitInputPixels: MEDIA_IMAGE_LIMITS.maxPixels, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    // The header only: nothing is decoded, so the declared size can be refused with its own message here.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError(IMAGE_REFUSALS.unreadable, 'image_not_accepted');
  }
  if (!meta.width || !meta.height) throw new DomainError(IMAGE_REFUSALS.unreadable, 'image_not_accepted');
  if (meta.width * meta.height > MEDIA_IMAGE_LIMITS.maxPixels) throw new DomainError(IMAGE_REFUSALS.tooManyPixels, 'image_too_large');
  const upright = (meta.orientation ?? 1) >= 5; // EXIF orientations 5 to 8 swap width and height
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const widths = [...new Set(WEB_IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
  try {
    const files = await Promise.all(widths.map(async (w) => {
      // sharp writes no metadata unless asked (withMetadata), so EXIF, XMP and ICC comments are left behind.
      const { data, info } = await source().rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}-${info.width}.webp`;
      return { name, width: info.width, height: info.height, bytes: data };
    }));
    return { width, height, files };
  } catch {
    throw new DomainError(IMAGE_REFUSALS.unreadable, 'image_not_accepted');
  }
}
