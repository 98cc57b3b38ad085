// An image field's value as an <img> source: one of the site's own files (`/images/…`, as the seed keeps them) or
// a media key of an uploaded image (lib/media/media-key.ts), whose widest file is given to next/image.
import { parseMediaKey } from '@/lib/media/media-key';

export function imageSource(key: string): string {
  const media = parseMediaKey(key);
  return media ? media.files[media.files.length - 1]!.src : key;
}
