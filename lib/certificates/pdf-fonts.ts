// The fonts certificates and receipts are drawn with: Noto Sans for Latin, Noto Sans Bengali (Assamese) and
// Noto Sans Devanagari (Hindi), regular and bold, kept beside this file as the WOFF files of @fontsource (with
// every OpenType layout table: conjuncts need GSUB and GPOS). A PDF embeds TrueType, and HarfBuzz reads sfnt
// too, so each WOFF is unpacked once per process (WOFF 1 is the sfnt's tables, each zlib-compressed).
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export type Script = 'latin' | 'bengali' | 'devanagari';
export const SCRIPTS: readonly Script[] = ['latin', 'bengali', 'devanagari'];
const FILE: Record<Script, string> = { latin: 'noto-sans-latin', bengali: 'noto-sans-bengali', devanagari: 'noto-sans-devanagari' };
export const POSTSCRIPT_NAME: Record<Script, string> = { latin: 'NotoSans', bengali: 'NotoSansBengali', devanagari: 'NotoSansDevanagari' };

const FONT_DIR = path.join(process.cwd(), 'lib', 'certificates', 'fonts');

/** An sfnt (TrueType) file from a WOFF 1 file. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file');
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [src.readUInt32BE(at + 4), src.readUInt32BE(at + 8), src.readUInt32BE(at + 12)];
    const stored = src.subarray(offset, offset + compLength);
    return { tag: src.subarray(at, at + 4), checksum: src.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  src.copy(out, 0, 4, 8); // flavor
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

export const fontFile = (script: Script, bold: boolean) => path.join(FONT_DIR, `${FILE[script]}-${bold ? 700 : 400}.woff`);

const sfnts = new Map<string, Uint8Array>();
/** The font's TrueType bytes, unpacked once per process. */
export function sfntOf(script: Script, bold: boolean): Uint8Array {
  const file = fontFile(script, bold);
  let sfnt = sfnts.get(file);
  if (!sfnt) sfnts.set(file, (sfnt = woffToSfnt(readFileSync(file))));
  return sfnt;
}

/** Which script's font draws a character: Bengali and Devanagari by their blocks, everything else Latin. */
export function scriptOf(codePoint: number): Script | null {
  // Dandas, joiners and the dotted circle belong to the run they are in (both Indic fonts have them).
  if (codePoint === 0x0964 || codePoint === 0x0965 || codePoint === 0x200c || codePoint === 0x200d || codePoint === 0x25cc) return null;
  if (codePoint >= 0x0980 && codePoint <= 0x09ff) return 'bengali';
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || codePoint === 0x20b9) return 'devanagari';
  return 'latin';
}
