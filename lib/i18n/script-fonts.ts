// The Assamese and Hindi pages' fonts (public/fonts, cut by scripts/subset-script-fonts.sh): inlined as a small
// <style> in those pages' head only, so English pages' bytes do not change and no stylesheet request is added.
// unicode-range makes the browser fetch a file only when the page shows that script; Latin stays in Inter.
// Each address carries a hash of the file (?v=…), so the files are cached for a year as immutable (next.config.ts)
// and a new cut of a font is a new address: without it every Assamese or Hindi page re-validated four files.
import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from './locales';

const addresses = new Map<string, string>();
/** /fonts/{file}-{weight}.woff2?v={hash of the file}, read once per process (at build, for prerendered pages). */
function fontAddress(file: string, weight: number): string {
  const name = `/fonts/${file}-${weight}.woff2`;
  let address = addresses.get(name);
  if (!address) {
    const hash = createHash('sha256').update(readFileSync(path.join(process.cwd(), 'public', name))).digest('base64url').slice(0, 12);
    address = `${name}?v=${hash}`; // ?v= is what next.config.ts's immutable rule looks for
    addresses.set(name, address);
  }
  return address;
}

const FAMILY: Partial<Record<Locale, { name: string; file: string; range: string }>> = {
  as: { name: 'Noto Sans Bengali', file: 'noto-sans-bengali', range: 'U+0980-09FE,U+0964-0965,U+200C-200D,U+25CC' },
  hi: { name: 'Noto Sans Devanagari', file: 'noto-sans-devanagari', range: 'U+0900-097F,U+A8E0-A8FF,U+200C-200D,U+25CC' },
};

/**
 * The script font's files, for preload links: fetched with the page rather than once the CSS has matched text,
 * so the text is drawn in its font from the first paint instead of moving when the font arrives (layout shift).
 */
export function scriptFontFiles(locale: Locale): string[] {
  const f = FAMILY[locale];
  return f ? [400, 700].map((weight) => fontAddress(f.file, weight)) : [];
}

export function scriptFontCss(locale: Locale): string | null {
  const f = FAMILY[locale];
  if (!f) return null;
  const face = (weight: number) =>
    `@font-face{font-family:${f.name};font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontAddress(f.file, weight)});unicode-range:${f.range}}`;
  return face(400) + face(700) +
    `html[lang] body,html[lang] .font-sans{font-family:var(--font-inter),${f.name},ui-sans-serif,system-ui,sans-serif}` +
    `html[lang] .font-display{font-family:var(--font-grotesk),var(--font-inter),${f.name},ui-sans-serif,system-ui,sans-serif}`;
}
