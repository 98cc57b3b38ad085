// The image pipeline (lib/media/web-image.ts) on a 12-megapixel phone photo (4000 × 3000 JPEG, drawn here with
// sharp: smooth gradients under fine grain, about what a camera gives, with EXIF and orientation): header check,
// one decode, three widths in AVIF and WebP, in this process. The first run warms sharp's codecs and is shown
// apart. Part of `npm run bench`; alone: `npx tsx --conditions=react-server bench/image-pipeline.ts`.
import sharp from 'sharp';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3a7bd5"/><stop offset="0.5" stop-color="#e8c07d"/><stop offset="1" stop-color="#2f5d3a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1300" r="700" fill="#b5523b" opacity="0.7"/></svg>`);
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer();
  return sharp(gradient).composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 }).withMetadata({ orientation: 1, exif: { IFD0: { Make: 'Bench', Model: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1' } } }).toBuffer();
}

export async function imagePipelineTimes({ rounds = 5 } = {}) {
  const { webImage } = await import('../lib/media/web-image');
  const photo = await twelveMegapixelPhoto();
  let t = performance.now();
  const out = await webImage(photo);
  const first = performance.now() - t;
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    t = performance.now();
    await webImage(photo);
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const bytes = (format: string) => out.files.filter((f) => f.format === format).reduce((s, f) => s + f.bytes.length, 0);
  // sharp works on libuv's threads: CPU beside the wall time says what one upload costs the machine.
  return { inputBytes: photo.length, first, p50: percentile(times, 50), max: times.at(-1)!, cpuMs: (used.user + used.system) / 1000 / rounds, avifBytes: bytes('avif'), webpBytes: bytes('webp') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await imagePipelineTimes();
  console.log(`12 MP photo (${(r.inputBytes / 1e6).toFixed(1)} MB JPEG): first ${r.first.toFixed(0)} ms, p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ${r.cpuMs.toFixed(0)} ms CPU each; out AVIF ${(r.avifBytes / 1024).toFixed(0)} KB, WebP ${(r.webpBytes / 1024).toFixed(0)} KB`);
}
