// A Chromium that has system fonts for Bengali and Devanagari, as phones do: this machine's has none (fc-list), so
// a test that needs the other kind of device launches one with a fontconfig that adds Noto Sans Bengali and
// Devanagari (from the Fontsource dev dependencies, WOFF 1.0 unpacked to plain TrueType, which fontconfig reads).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

/** WOFF 1.0 to the font file it wraps (the WOFF spec, section 5: each table zlib-compressed or stored). */
function unwrapWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(at + o)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < original ? inflateSync(stored) : stored };
  });
  let size = 12 + 16 * count;
  const offsets = tables.map((t) => { const at = size; size += (t.data.length + 3) & ~3; return at; });
  const font = Buffer.alloc(size);
  font.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  const power = 2 ** Math.floor(Math.log2(count));
  font.writeUInt16BE(count, 4);
  font.writeUInt16BE(power * 16, 6);
  font.writeUInt16BE(Math.log2(power), 8);
  font.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    font.writeUInt32BE(t.tag, at);
    font.writeUInt32BE(t.checksum, at + 4);
    font.writeUInt32BE(offsets[i]!, at + 8);
    font.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(font, offsets[i]!);
  });
  return font;
}

/** A Chromium launched as the tests' own, with Bengali and Devanagari system fonts. Close it when done. */
export async function browserWithScriptFonts(executablePath: string, args: string[]): Promise<Browser> {
  const dir = mkdtempSync(path.join(tmpdir(), 'script-fonts-'));
  for (const script of ['bengali', 'devanagari']) {
    const woff = readFileSync(`node_modules/@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff`);
    writeFileSync(path.join(dir, `noto-sans-${script}.ttf`), unwrapWoff(woff));
  }
  writeFileSync(path.join(dir, 'fonts.conf'), `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>
`);
  return chromium.launch({ executablePath, args, env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') } });
}
