// A fake camera for Chromium (--use-file-for-fake-video-capture): a .y4m video of a QR code, raw I420 frames
// (a Y plane, then quarter-size U and V planes) after the header `YUV4MPEG2 W H F10:1 Ip A1:1 C420jpeg`. Grey
// levels only: black modules on white, chroma at 128 (no colour).
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export function writeQrVideo(file: string, text: string, o: { width?: number; height?: number; frames?: number } = {}) {
  const width = o.width ?? 640, height = o.height ?? 480, frames = o.frames ?? 10;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules + 2 * quiet));
  const left = Math.floor((width - modules * scale) / 2), top = Math.floor((height - modules * scale) / 2);
  const y = Buffer.alloc(width * height, 255);
  for (let r = 0; r < modules; r++) {
    for (let c = 0; c < modules; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(0, (top + r * scale + dy) * width + left + c * scale, (top + r * scale + dy) * width + left + (c + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
}
