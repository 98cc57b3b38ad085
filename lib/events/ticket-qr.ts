// The ticket's QR code as a PNG. The symbol is qrcode's; the image is written here: qrcode's own PNG renderer (pngjs,
// compressing in JavaScript) cost about 10 ms of CPU per ticket, the largest single part of a registration
// (`npm run bench`), while a 1-bit image compressed by zlib (native) costs a fraction of a millisecond.
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Pixels per module, and the quiet zone around the symbol in modules (the door's camera needs it). */
const SCALE = 6;
const MARGIN = 2;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `text` as a black-on-white QR code (error correction M), a 1-bit greyscale PNG. */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * MARGIN) * SCALE;
  const stride = 1 + Math.ceil(side / 8); // each row: filter type 0, then 8 pixels a byte (1 = white)
  const raw = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * stride] = 0;
    const row = Math.floor(y / SCALE) - MARGIN;
    if (row < 0 || row >= modules.size) continue;
    for (let x = MARGIN * SCALE; x < side - MARGIN * SCALE; x++) {
      if (modules.get(row, Math.floor(x / SCALE) - MARGIN)) raw[y * stride + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, standard filters, not interlaced
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
