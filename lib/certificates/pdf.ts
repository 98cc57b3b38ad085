// A one-page A4 PDF of text lines in English, Assamese and Hindi, with an optional QR code: certificates,
// letters, receipts. pdf-lib writes the file; it cannot shape Bengali or Devanagari, so HarfBuzz does (./shape.ts)
// and the glyphs are placed here by id: each font is embedded whole as a Type 0 font (Identity-H, glyph id =
// character code), with a ToUnicode map, and each cluster is marked with its text (ActualText), so the words copy
// and search as they were written although Indic glyphs are reordered.
import 'server-only';
import { PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import QRCode from 'qrcode';
import { shaper, type ShapedFont, type ShapedRun } from './shape';

export type PdfLang = 'en' | 'as' | 'hi';
export type PdfLine = {
  text: string;
  lang: PdfLang;
  /** Points; 11 unless given. */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
  /** Left unless given (the title is always centred). */
  align?: 'left' | 'center';
};
export type PdfDocument = { title: string; lines: PdfLine[]; qrUrl?: string };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const QR_SIZE = 110;
// A line's baseline sits below the previous one by the previous line's descent and its own ascent (Indic marks reach far).
const ASCENT = 1.05;
const DESCENT = 0.42;

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const utf16Hex = (text: string) => Array.from(text).map((c) => {
  const cp = c.codePointAt(0)!;
  if (cp < 0x10000) return hex4(cp);
  const v = cp - 0x10000;
  return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
}).join('');
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Greedy word wrap: the longest run of words that fits in `width` points, shaped as one line. */
function wrap(shape: (t: string) => ShapedRun[], text: string, size: number, width: number): ShapedRun[][] {
  const measure = (runs: ShapedRun[]) => runs.reduce((w, r) => w + (r.width * size) / r.font.upem, 0);
  const words = text.split(/ +/);
  const lines: ShapedRun[][] = [];
  let current = '';
  let shaped: ShapedRun[] = [];
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    const runs = shape(candidate);
    if (current && measure(runs) > width) {
      lines.push(shaped);
      current = word;
      shaped = shape(word);
    } else {
      current = candidate;
      shaped = runs;
    }
  }
  lines.push(shaped);
  return lines;
}

export async function renderPdf(doc: PdfDocument): Promise<Uint8Array> {
  const { shapeLine } = await shaper();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setProducer('NextGen Youth Foundation portal');
  pdf.setCreationDate(new Date());
  const page = pdf.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const used = new Map<ShapedFont, { name: PDFName; glyphs: Map<number, string> }>();
  const nameOf = (font: ShapedFont) => {
    let entry = used.get(font);
    if (!entry) used.set(font, (entry = { name: PDFName.of(`F${used.size}`), glyphs: new Map() }));
    return entry;
  };

  const ops: string[] = [];
  let y = pageHeight - MARGIN;
  let below = 0; // the previous line's descent
  const lines: PdfLine[] = [{ text: doc.title, lang: 'en', size: 20, bold: true, align: 'center' }, ...doc.lines];
  const textWidth = pageWidth - 2 * MARGIN;
  for (const [i, line] of lines.entries()) {
    const size = line.size ?? 11;
    y -= line.gapBefore ?? 0;
    const lang = i === 0 ? (/[\u0980-\u09ff]/.test(doc.title) ? 'as' : /[\u0900-\u097f]/.test(doc.title) ? 'hi' : 'en') : line.lang;
    for (const runs of wrap((t) => shapeLine(t, lang, line.bold ?? false), line.text, size, textWidth)) {
      y -= below + size * ASCENT;
      below = size * DESCENT;
      const width = runs.reduce((w, r) => w + (r.width * size) / r.font.upem, 0);
      let x = line.align === 'center' ? (pageWidth - width) / 2 : MARGIN;
      ops.push('BT');
      for (const run of runs) {
        const scale = size / run.font.upem;
        const entry = nameOf(run.font);
        ops.push(`${entry.name} ${num(size)} Tf`);
        let open = false;
        for (const g of run.glyphs) {
          if (g.clusterText !== undefined) {
            if (open) ops.push('EMC');
            ops.push(`/Span <</ActualText <FEFF${utf16Hex(g.clusterText)}>>> BDC`);
            open = true;
            if (!entry.glyphs.has(g.glyph)) entry.glyphs.set(g.glyph, g.clusterText);
          } else if (!entry.glyphs.has(g.glyph)) entry.glyphs.set(g.glyph, '');
          ops.push(`1 0 0 1 ${num(x + g.x * scale)} ${num(y + g.y * scale)} Tm <${hex4(g.glyph)}> Tj`);
        }
        if (open) ops.push('EMC');
        x += run.width * scale;
      }
      ops.push('ET');
    }
  }
  if (doc.qrUrl) ops.push(qrOperators(doc.qrUrl, pageWidth - MARGIN - QR_SIZE, MARGIN, QR_SIZE));

  const ctx = pdf.context;
  for (const [font, { name, glyphs }] of used) page.node.setFontDictionary(name, embedType0(pdf, font, glyphs));
  page.node.addContentStream(ctx.register(ctx.flateStream(ops.join('\n'))));
  return pdf.save({ useObjectStreams: true });
}

/** The QR code as filled squares, one path: sharp at any zoom and on any printer. */
function qrOperators(text: string, x: number, y: number, size: number): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  const rects: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) rects.push(`${num(x + (col + quiet) * cell)} ${num(y + size - (row + quiet + 1) * cell)} ${num(cell)} ${num(cell)} re`);
    }
  }
  return `q 0 g\n${rects.join('\n')}\nf Q`;
}

/** A Type 0 font over the whole TrueType file, glyph ids as codes, widths and a ToUnicode map for the glyphs used. */
function embedType0(pdf: PDFDocument, font: ShapedFont, glyphs: Map<number, string>): PDFRef {
  const ctx = pdf.context;
  const k = 1000 / font.upem;
  const fontFile = ctx.register(ctx.flateStream(font.sfnt, { Length1: font.sfnt.length }));
  const descriptor = ctx.register(ctx.obj({
    Type: 'FontDescriptor',
    FontName: font.postscriptName,
    Flags: 4, // symbolic: the glyphs are addressed by id, not by a standard encoding
    FontBBox: font.bbox.map((v) => Math.round(v * k)),
    ItalicAngle: 0,
    Ascent: Math.round(font.ascender * k),
    Descent: Math.round(font.descender * k),
    CapHeight: Math.round(font.ascender * k * 0.7),
    StemV: font.bold ? 120 : 80,
    FontFile2: fontFile,
  }));
  const ids = [...glyphs.keys()].sort((a, b) => a - b);
  const cidFont = ctx.register(ctx.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: font.postscriptName,
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
    FontDescriptor: descriptor,
    W: ids.flatMap((g) => [g, [Math.round(font.advance(g) * k)]]),
    CIDToGIDMap: 'Identity',
  }));
  const mapped = ids.filter((g) => glyphs.get(g));
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin', '12 dict begin', 'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def', '/CMapName /Adobe-Identity-UCS def', '/CMapType 2 def',
    '1 begincodespacerange', '<0000> <FFFF>', 'endcodespacerange',
    ...chunks(mapped, 100).flatMap((part) => [`${part.length} beginbfchar`, ...part.map((g) => `<${hex4(g)}> <${utf16Hex(glyphs.get(g)!)}>`), 'endbfchar']),
    'endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end',
  ].join('\n');
  return ctx.register(ctx.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: font.postscriptName,
    Encoding: 'Identity-H',
    DescendantFonts: [cidFont],
    ToUnicode: ctx.register(ctx.flateStream(toUnicode)),
  }));
}

const chunks = <T>(items: T[], n: number) => Array.from({ length: Math.ceil(items.length / n) }, (_, i) => items.slice(i * n, i * n + n));
