// Certificates are printed in Assamese and Hindi: their conjuncts must come out as the fonts draw them. The
// PDF (HarfBuzz-shaped glyphs, lib/certificates/pdf.ts) is rasterised with Poppler's pdftoppm and compared with
// Chromium's own rendering of the same text in the same font: the inked box and a coarse bitmap must agree.
// A control proves the comparison can fail: the same letters with the conjunct broken (a ZWNJ after the virama)
// differ by about 0.37 of the bitmap and 60% in width; shaped text differs by 0.02 to 0.08 (anti-aliasing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { renderPdf, type PdfLang } from '@/lib/certificates/pdf';
import { shaper } from '@/lib/certificates/shape';
import { fontFile } from '@/lib/certificates/pdf-fonts';

const SIZE_PT = 48;
const DPI = 144; // 48 pt at 144 dpi = 96 px, Chromium's 96 px at scale 1
const GRID = [64, 32] as const;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cert-pdf-'));
let browser: Browser;

beforeAll(async () => { browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }); });
afterAll(async () => { await browser?.close(); });

type Ink = { width: number; height: number; bits: Buffer };
async function inkOf(png: Buffer): Promise<Ink> {
  const grey = sharp(png).flatten({ background: '#ffffff' }).greyscale();
  const { data, info } = await grey.clone().trim({ threshold: 60 }).png().toBuffer({ resolveWithObject: true });
  const bits = await sharp(data).resize(GRID[0], GRID[1], { fit: 'fill' }).threshold(160).raw().toBuffer();
  return { width: info.width, height: info.height, bits };
}
const difference = (a: Ink, b: Ink) => a.bits.reduce((n, v, i) => n + (v !== b.bits[i] ? 1 : 0), 0) / a.bits.length;

async function pdfInk(text: string, lang: PdfLang): Promise<Ink> {
  const file = path.join(dir, `${Buffer.from(text).toString('hex').slice(0, 40)}.pdf`);
  writeFileSync(file, await renderPdf({ title: '', lines: [{ text, lang, size: SIZE_PT }] }));
  execFileSync('pdftoppm', ['-png', '-r', String(DPI), '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return inkOf(readFileSync(file.replace(/\.pdf$/, '.png')));
}

async function chromiumInk(text: string, script: 'bengali' | 'devanagari'): Promise<Ink> {
  const page = await browser.newPage();
  const font = readFileSync(fontFile(script, false)).toString('base64');
  await page.setContent(`<style>@font-face{font-family:T;src:url(data:font/woff;base64,${font}) format('woff')}
    body{margin:40px;background:#fff}span{font:96px T;color:#000}</style><span>${text}</span>`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('span').screenshot();
  await page.close();
  return inkOf(png);
}

const SAMPLES = [
  { text: 'ক্ষ', lang: 'as', script: 'bengali' },
  { text: 'ত্ৰ', lang: 'as', script: 'bengali' },
  { text: 'অনুপম দাস', lang: 'as', script: 'bengali' },
  { text: 'क्ष', lang: 'hi', script: 'devanagari' },
  { text: 'श्र', lang: 'hi', script: 'devanagari' },
  { text: 'अनुपम', lang: 'hi', script: 'devanagari' },
] as const;

describe('certificate PDFs in Assamese and Hindi', () => {
  for (const s of SAMPLES) {
    it(`draws ${s.text} as Chromium does`, async () => {
      const [pdf, browserInk] = await Promise.all([pdfInk(s.text, s.lang), chromiumInk(s.text, s.script)]);
      expect(Math.abs(pdf.width / browserInk.width - 1), `width ${pdf.width} vs ${browserInk.width}`).toBeLessThan(0.06);
      expect(Math.abs(pdf.height / browserInk.height - 1), `height ${pdf.height} vs ${browserInk.height}`).toBeLessThan(0.06);
      expect(difference(pdf, browserInk)).toBeLessThan(0.12);
    });
  }

  it('the comparison fails for a broken conjunct (control)', async () => {
    const [pdf, broken] = await Promise.all([pdfInk('ক্ষ', 'as'), chromiumInk('ক্\u200cষ', 'bengali')]);
    const sameWidth = Math.abs(pdf.width / broken.width - 1) < 0.06;
    expect(sameWidth && difference(pdf, broken) < 0.12).toBe(false);
  });

  it('places the glyphs HarfBuzz chose, by id, and keeps the words for copy and search', async () => {
    const { shapeLine } = await shaper();
    const [run] = shapeLine('ক্ষ', 'as', false);
    expect(run.font.script).toBe('bengali');
    expect(run.glyphs).toHaveLength(1); // ক + ্ + ষ became the one conjunct glyph
    const conjunct = run.glyphs[0].glyph;
    const bytes = await renderPdf({ title: 'Certificate', lines: [{ text: 'ক্ষ অনুপম', lang: 'as' }, { text: 'क्ष अनुपम', lang: 'hi' }], qrUrl: 'https://example.org/verify/x' });
    const doc = await PDFDocument.load(bytes);
    const contents = doc.getPage(0).node.Contents();
    const stream = doc.context.lookup(contents instanceof PDFRawStream ? contents : (contents as unknown as { get(i: number): unknown }).get(0) as never) as PDFRawStream;
    const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    expect(content).toContain(`<${conjunct.toString(16).padStart(4, '0')}> Tj`);
    const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
    expect(text.replace(/\s+/g, '')).toContain('ক্ষঅনুপম');
    expect(text.replace(/\s+/g, '')).toContain('क्षअनुपम');
  });
});
