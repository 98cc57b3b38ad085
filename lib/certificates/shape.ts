// Text to positioned glyphs with HarfBuzz (harfbuzzjs, WebAssembly): a line is cut into runs by the font that
// draws each character (./pdf-fonts.ts), and each run is shaped with its script's OpenType rules, so Bengali
// and Devanagari conjuncts, reordered vowel signs and stacked marks come out as the fonts' designers drew them.
// harfbuzzjs instantiates its WebAssembly with a top-level await, so it is imported on first use.
import 'server-only';
import { POSTSCRIPT_NAME, SCRIPTS, scriptOf, sfntOf, type Script } from './pdf-fonts';

type HarfBuzz = typeof import('harfbuzzjs');
type Lang = 'en' | 'as' | 'hi';

export interface ShapedFont {
  key: string;
  script: Script;
  bold: boolean;
  postscriptName: string;
  sfnt: Uint8Array;
  upem: number;
  ascender: number;
  descender: number;
  /** Font bounding box (xMin, yMin, xMax, yMax) in font units, from the head table. */
  bbox: [number, number, number, number];
  covers: Set<number>;
  advance(glyph: number): number;
  font: InstanceType<HarfBuzz['Font']>;
}

/** A glyph in font units, relative to the run's start; `text` is the cluster's text on the first glyph of each cluster. */
export interface PlacedGlyph { glyph: number; x: number; y: number; advance: number; cluster: number; clusterText?: string }
export interface ShapedRun { font: ShapedFont; glyphs: PlacedGlyph[]; width: number }

let loading: Promise<{ hb: HarfBuzz; fonts: Map<string, ShapedFont> }> | undefined;

function load() {
  return (loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const fonts = new Map<string, ShapedFont>();
    for (const script of SCRIPTS) {
      for (const bold of [false, true]) {
        const sfnt = sfntOf(script, bold);
        const face = new hb.Face(new hb.Blob(sfnt), 0);
        const font = new hb.Font(face);
        const head = Buffer.from(face.referenceTable('head')!);
        const extents = font.hExtents();
        const key = `${script}-${bold ? 'bold' : 'regular'}`;
        fonts.set(key, {
          key, script, bold, sfnt, font,
          postscriptName: `${POSTSCRIPT_NAME[script]}-${bold ? 'Bold' : 'Regular'}`,
          upem: face.upem,
          ascender: extents.ascender,
          descender: extents.descender,
          bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)],
          covers: new Set(face.collectUnicodes()),
          advance: (glyph) => font.glyphHAdvance(glyph),
        });
      }
    }
    return { hb, fonts };
  })());
}

/** Loads HarfBuzz and the fonts (once per process); the PDF writer awaits it before shaping. */
export const shaper = async () => {
  const { hb, fonts } = await load();
  return {
    fonts: [...fonts.values()],
    shapeLine: (text: string, lang: Lang, bold: boolean) => shapeLine(hb, fonts, text, lang, bold),
  };
};

const LANGUAGE_SCRIPT: Record<Lang, Script> = { en: 'latin', as: 'bengali', hi: 'devanagari' };

function shapeLine(hb: HarfBuzz, fonts: Map<string, ShapedFont>, text: string, lang: Lang, bold: boolean): ShapedRun[] {
  const codePoints = Array.from(text, (c) => c.codePointAt(0)!);
  const fontFor = (script: Script) => fonts.get(`${script}-${bold ? 'bold' : 'regular'}`)!;
  // Each character's font: its script's, a joiner or danda stays in the run it is in, and a character the
  // script's font lacks (a space in the Bengali font, which has none) goes to the first font that has it.
  const runs: { script: Script; start: number; end: number }[] = [];
  codePoints.forEach((cp, i) => {
    const last = runs.at(-1);
    let script = scriptOf(cp) ?? last?.script ?? LANGUAGE_SCRIPT[lang];
    if (!fontFor(script).covers.has(cp)) {
      script = last && fontFor(last.script).covers.has(cp) ? last.script : SCRIPTS.find((s) => fontFor(s).covers.has(cp)) ?? 'latin';
    }
    if (last?.script === script) last.end = i + 1;
    else runs.push({ script, start: i, end: i + 1 });
  });
  return runs.map(({ script, start, end }) => {
    const font = fontFor(script);
    const buffer = new hb.Buffer();
    for (let i = start; i < end; i++) buffer.add(codePoints[i], i);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(script === 'bengali' ? 'Beng' : script === 'devanagari' ? 'Deva' : 'Latn');
    buffer.setLanguage(LANGUAGE_SCRIPT[lang] === script ? lang : script === 'bengali' ? 'as' : script === 'devanagari' ? 'hi' : 'en');
    hb.shape(font.font, buffer);
    const shaped = buffer.getGlyphInfosAndPositions();
    // Cluster values ascend in a left-to-right run; a cluster's text runs to the next cluster's start.
    const starts = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterEnd = (c: number) => starts.find((s) => s > c) ?? end;
    let x = 0;
    const glyphs = shaped.map((g, i) => {
      const placed: PlacedGlyph = { glyph: g.codepoint, x: x + (g.xOffset ?? 0), y: g.yOffset ?? 0, advance: g.xAdvance ?? 0, cluster: g.cluster };
      if (i === 0 || shaped[i - 1].cluster !== g.cluster) placed.clusterText = String.fromCodePoint(...codePoints.slice(g.cluster, clusterEnd(g.cluster)));
      x += g.xAdvance ?? 0;
      return placed;
    });
    return { font, glyphs, width: x };
  });
}
