// The public pages' image formats and size, stated once for the upload fields' words and accept lists, and the
// refusals' words; the checks themselves are in ./web-image.ts (by the file's bytes). Safe for the browser: no sharp here.
import { MEDIA_IMAGE_LIMITS } from '@/lib/limits';

// Not HEIC: this sharp cannot decode it (see heicUnreadable). Left out of the accept list too, so an iPhone's file
// picker hands over a JPEG copy of a HEIC photo instead of the HEIC the server would refuse.
export const IMAGE_FORMATS_LABEL = 'JPEG, PNG or WebP';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_SIZE_LABEL = `${MEDIA_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB`;

export const IMAGE_REFUSALS = {
  notImage: `The file is not a ${IMAGE_FORMATS_LABEL} image. Please choose a photo in one of those formats.`,
  unreadable: 'The image could not be read. It may be damaged; please export it again and upload that copy.',
  // The sharp build shipped for Node has no HEVC decoder (a patent-encumbered codec): a HEIC is recognised, its
  // size checked, and then refused with what to do instead. A sharp built with libde265 would simply read it.
  heicUnreadable: 'HEIC photos cannot be read here yet; on an iPhone choose Settings › Camera › Formats › Most Compatible, or export the photo as JPEG, and upload that.',
  tooManyBytes: `The image is larger than ${IMAGE_SIZE_LABEL}. Please upload a smaller copy.`,
  tooManyPixels: `The image has more than ${MEDIA_IMAGE_LIMITS.maxPixels / 1_000_000} megapixels. Please upload a smaller copy.`,
} as const;
