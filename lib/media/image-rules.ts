// The public pages' image formats and size, stated once for the upload fields' words and accept lists; the checks
// themselves are in ./web-image.ts (by the file's bytes). Safe for the browser: no sharp here.
import { MEDIA_IMAGE_LIMITS } from '@/lib/limits';

export const IMAGE_FORMATS_LABEL = 'JPEG, PNG, WebP or HEIC';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
export const IMAGE_SIZE_LABEL = `${MEDIA_IMAGE_LIMITS.maxBytes / (1024 * 1024)} MB`;
