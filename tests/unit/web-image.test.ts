// lib/media/web-image.ts on real images drawn by sharp, and on hostile ones: HTML renamed .jpg, a PNG whose header
// declares 10 gigapixels (a decompression bomb), a JPEG cut short, a file over the byte limit; and a real iPhone-style
// HEIC (tests/fixtures/photo-hevc.heic, made by libheif's heif-enc with x265), which this sharp cannot decode.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEB_IMAGE_WIDTHS, webImage } from '@/lib/media/web-image';
import { IMAGE_ACCEPT, IMAGE_FORMATS_LABEL, IMAGE_REFUSALS } from '@/lib/media/image-rules';
import { mediaKeyOf, parseMediaKey } from '@/lib/media/media-key';
import { MEDIA_IMAGE_LIMITS } from '@/lib/limits';
import { DomainError } from '@/lib/kernel/domain-errors';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, crc]);
}
/** A well-formed PNG header declaring width × height (8-bit grey), with a few bytes of image data. */
function declaredPng(width: number, height: number) {
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4); ihdr[8] = 8; ihdr[9] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

async function refusal(input: Uint8Array) {
  const e = await webImage(input).then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(DomainError);
  return { code: (e as DomainError).code, message: (e as DomainError).message };
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('webImage', () => {
  it('draws a JPEG at each width as AVIF and WebP, upright, without its EXIF or GPS, named by content', async () => {
    // A camera photo stored sideways: 1200 × 800 pixels with orientation 6 (turn 90° to view), its GPS position and a comment.
    const jpeg = await photo(1200, 800).jpeg().withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'secret-location-12.34N' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 44/1 0/1' } },
    }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag (0x8825), little-endian
    const out = await webImage(jpeg);
    expect({ width: out.width, height: out.height }).toEqual({ width: 800, height: 1200 });
    expect(out.files.map((f) => [f.format, f.width])).toEqual([['avif', 480], ['webp', 480], ['avif', 800], ['webp', 800]]); // never wider than the original
    for (const f of out.files) {
      const meta = await sharp(f.bytes).metadata();
      expect(meta.format).toBe(f.format === 'avif' ? 'heif' : 'webp');
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, orientation: meta.orientation }).toEqual({ exif: undefined, icc: undefined, xmp: undefined, orientation: undefined });
      expect(meta.height).toBe(Math.round((f.width * 1200) / 800));
      expect(f.name).toBe(`${out.hash}-${f.width}.${f.format}`);
      expect(f.bytes.includes(Buffer.from('secret-location'))).toBe(false);
    }
    expect(out.hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await webImage(jpeg)).files.map((f) => f.name)).toEqual(out.files.map((f) => f.name));
    // The key a row keeps names both formats; a key written before AVIF still names its WebP files.
    expect(parseMediaKey(mediaKeyOf(out))).toEqual({
      width: 800, height: 1200,
      files: [480, 800].map((w) => ({ src: `/api/media/${out.hash}-${w}.webp`, width: w })),
      avif: [480, 800].map((w) => ({ src: `/api/media/${out.hash}-${w}.avif`, width: w })),
    });
    const old = `media:800x1200:${'a'.repeat(32)}-480.webp,${'b'.repeat(32)}-800.webp`;
    expect(parseMediaKey(old)?.files.map((f) => f.src)).toEqual([`/api/media/${'a'.repeat(32)}-480.webp`, `/api/media/${'b'.repeat(32)}-800.webp`]);
  });

  it('refuses a real HEIC with what to do instead, since this sharp has no HEVC decoder', async () => {
    const heic = readFileSync(new URL('../fixtures/photo-hevc.heic', import.meta.url));
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    expect(await refusal(heic)).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.heicUnreadable });
  });

  it('names only the formats this sharp reads, in the label, the accept list and the refusal (not HEIC)', () => {
    expect(IMAGE_FORMATS_LABEL).toBe('JPEG, PNG or WebP');
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(IMAGE_REFUSALS.notImage).toBe('The file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.');
  });

  it('takes PNG and WebP, and draws every width of a wide image', async () => {
    const png = await photo(2000, 1000).png().toBuffer();
    expect((await webImage(png)).widths).toEqual([...WEB_IMAGE_WIDTHS]);
    const webp = await photo(300, 200).webp().toBuffer();
    expect((await webImage(webp)).files.map((f) => [f.format, f.width, f.height])).toEqual([['avif', 300, 200], ['webp', 300, 200]]);
  });

  it('refuses HTML renamed .jpg, and a PDF, by their bytes', async () => {
    expect(await refusal(Buffer.from('<!doctype html><script>alert(1)</script>'))).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.notImage });
    expect(await refusal(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.notImage });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(await refusal(gif)).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.notImage });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = declaredPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await refusal(bomb)).toEqual({ code: 'image_too_large', message: IMAGE_REFUSALS.tooManyPixels });
    // Just over the limit is refused; the limit itself is not (it is then read, and found damaged: a few bytes of data).
    expect((await refusal(declaredPng(MEDIA_IMAGE_LIMITS.maxPixels / 1000 + 1, 1000))).code).toBe('image_too_large');
    expect(await refusal(declaredPng(MEDIA_IMAGE_LIMITS.maxPixels / 1000, 1000))).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.unreadable });
  });

  it('refuses a JPEG cut short and a file over the byte limit', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, 200))).toEqual({ code: 'image_not_accepted', message: IMAGE_REFUSALS.unreadable });
    const big = Buffer.alloc(MEDIA_IMAGE_LIMITS.maxBytes + 1); jpeg.copy(big);
    expect(await refusal(big)).toEqual({ code: 'image_too_large', message: IMAGE_REFUSALS.tooManyBytes });
  });
});
