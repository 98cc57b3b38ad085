// Where the public images live: the configured document store (a folder under UPLOAD_DIR, or the S3 bucket, so
// every instance serves the same files), in a folder of their own, `public-media/`, unencrypted: they are meant
// for everyone, and the store only ever moves bytes. Not public/: that folder is the build's, fixed at deploy time.
// A file's name holds the hash of its image's bytes (lib/media/web-image.ts), so writing the same image twice is
// harmless and a name, once served, never changes meaning (GET /api/media/{hash}-{width}.{avif|webp}, cached for a
// year; under /api, which the English rewrite leaves alone).
import 'server-only';
import { createHash } from 'node:crypto';
import { documentStore, PUBLIC_MEDIA_FOLDER } from '@/lib/documents/document-store';
import { webImage, type WebImageFile } from './web-image';
import { mediaKeyOf } from './media-key';

const FILE_NAME = /^([0-9a-f]{32})-\d{1,5}\.(avif|webp)$/;

/** The store's key of a file name (its keys are 32 hex digits: the hash of the name), or null for any other name. */
function keyOf(name: string): string | null {
  return FILE_NAME.test(name) ? `${PUBLIC_MEDIA_FOLDER}/${createHash('sha256').update(name).digest('hex').slice(0, 32)}` : null;
}

/** Writes every file of an image (before the transaction that names it: a failed write leaves no row behind). */
export async function saveWebImageFiles(files: WebImageFile[]): Promise<void> {
  await Promise.all(files.map((f) => documentStore().put(keyOf(f.name)!, f.bytes)));
}

/** A public image's bytes and type by its file name, or null when there is none (or the name is not one of ours). */
export async function readWebImageFile(name: string): Promise<{ bytes: Buffer; type: 'image/avif' | 'image/webp' } | null> {
  const m = FILE_NAME.exec(name);
  if (!m) return null;
  const type = m[2] === 'avif' ? 'image/avif' : 'image/webp';
  // A WebP file stored before AVIF was kept under the hash of its own bytes, the name's first part.
  const bytes = (await documentStore().get(keyOf(name)!)) ?? (type === 'image/webp' ? await documentStore().get(`${PUBLIC_MEDIA_FOLDER}/${m[1]}`) : null);
  return bytes && { bytes, type };
}

/** Makes an upload fit for the public pages (lib/media/web-image.ts refuses what is not), stores its files, and
 * returns the key a row keeps (lib/media/media-key.ts). */
export async function storeWebImage(upload: Uint8Array): Promise<string> {
  const image = await webImage(upload);
  await saveWebImageFiles(image.files);
  return mediaKeyOf(image);
}
