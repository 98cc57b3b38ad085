// A public image through the store and GET /api/media/{name}: stored under public-media/, served with a year's
// immutable cache in its own type (AVIF or WebP), unknown or odd names a 404, a WebP stored before AVIF (under the
// hash of its bytes) still served, and `documents verify` does not call the images orphans.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/media/[file]/route';
import { webImage } from '@/lib/media/web-image';
import { saveWebImageFiles } from '@/lib/media/media-store';
import { verifyDocuments } from '@/lib/documents/verify';
import { documentStore, PUBLIC_MEDIA_FOLDER } from '@/lib/documents/document-store';

const get = (file: string) => GET(new Request(`http://localhost/api/media/${encodeURIComponent(file)}`), { params: Promise.resolve({ file }) });

describe('GET /api/media/{name}', () => {
  it('serves a stored image, immutable; anything else is a 404', async () => {
    const image = await webImage(await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2a6' } }).png().toBuffer());
    await saveWebImageFiles(image.files);
    for (const f of image.files) {
      const res = await get(f.name);
      expect(res.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'cache-control', 'x-content-type-options'].map((h) => [h, res.headers.get(h)]))).toEqual({
        'content-type': `image/${f.format}`, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff',
      });
      expect(Buffer.from(await res.arrayBuffer()).equals(f.bytes)).toBe(true);
    }
    expect(image.files.map((f) => `${f.format} ${f.width}`).sort()).toEqual(['avif 1000', 'avif 480', 'avif 960', 'webp 1000', 'webp 480', 'webp 960']);
    // An event cover stored before AVIF: the file under the hash of its own bytes, named by that hash.
    const old = image.files.find((f) => f.format === 'webp')!;
    await documentStore().put(`${PUBLIC_MEDIA_FOLDER}/${'c'.repeat(32)}`, old.bytes);
    const res = await get(`${'c'.repeat(32)}-${old.width}.webp`);
    expect([res.status, res.headers.get('content-type'), Buffer.from(await res.arrayBuffer()).equals(old.bytes)]).toEqual([200, 'image/webp', true]);
    expect((await get(`${'c'.repeat(32)}-${old.width}.avif`)).status).toBe(404);
    for (const name of ['0'.repeat(32) + '-480.webp', '../../etc/passwd', `${image.files[0]!.name.slice(0, 32)}.webp`, `${image.files[0]!.name}.png`]) {
      const res = await get(name);
      expect([name, res.status, (await res.json()).code]).toEqual([name, 404, 'not_found']);
    }
    expect((await verifyDocuments()).orphans.filter((k) => k.startsWith('public-media/'))).toEqual([]);
  });
});
