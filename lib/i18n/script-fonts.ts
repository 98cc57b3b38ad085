// The Assamese and Hindi pages' fonts (public/fonts, cut by scripts/subset-script-fonts.sh): inlined as a small
// <style> in those pages' head only, so English pages' bytes do not change and no stylesheet request is added.
// unicode-range makes the browser fetch a file only when the page shows that script; Latin stays in Inter.
// Each address carries a hash of the file (?v=…), so the files are cached for a year as immutable (next.config.ts)
// and a new cut of a font is a new address: without it every Assamese or Hindi page re-validated four files.
// A first visit fetches the font after the largest paint and later pages use it (scriptFontScript below).
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

// sample: three letters of the script, whose widths differ in any font that has them.
const FAMILY: Partial<Record<Locale, { name: string; file: string; range: string; sample: string }>> = {
  as: { name: 'Noto Sans Bengali', file: 'noto-sans-bengali', range: 'U+0980-09FE,U+0964-0965,U+200C-200D,U+25CC', sample: 'অকম' },
  hi: { name: 'Noto Sans Devanagari', file: 'noto-sans-devanagari', range: 'U+0900-097F,U+A8E0-A8FF,U+200C-200D,U+25CC', sample: 'अकम' },
};

/** The class that applies the script font; the script below gives it to <html> once the files are in the cache. */
export const SCRIPT_FONT_CLASS = 'script-font';
/** The class for a device with no font of its own for the script: ours at once, shown as soon as it arrives. */
const SCRIPT_FONT_NOW_CLASS = 'script-font-now';
/** The same device once both files are in its cache: both weights, still shown as soon as they are read. */
const SCRIPT_FONT_SWAP_CLASS = 'script-font-swap';

/**
 * Why the font is not fetched with the page (issue 34): preloaded, the two files (about 80 KB) shared a phone's
 * link with the hero image and the styles, and Lighthouse counted them before the largest paint (LCP 2.1–2.2 s
 * on /as and /hi against 1.5 s on /). Swapped in after the paint, they moved the text under a reader (CLS up to
 * 0.19 where the device's own font differs). So a first visit paints in the device's own font for the script
 * (every phone has one) and, after the largest paint, only fetches ours into the cache; once both files are there
 * (remembered in localStorage by their addresses, which change with every new cut), every later page applies it
 * from its first paint, from the cache: `font-display: optional` then uses it at once and never swaps. The
 * moment is the scripts loader's (lib/platform/build/load-scripts-after-paint.js, the same tests): the priority
 * image's largest paint or two frames after it is decoded, else the first paint reported, 3 s after load at the
 * latest; any key, tap or scroll at once. Without scripts, <noscript> applies it from the first paint.
 *
 * A device with no font for the script at all (some desktops; what a browser draws then is nothing, not even
 * boxes) would show a blank page until the next one. The script tells it before the body is parsed: a word of
 * the script measured in the device's fonts is exactly as wide as as many characters no font has (the same
 * missing-glyph box each), and never so where a font draws it. Such a device preloads our regular weight at once
 * and shows it with `font-display: swap` (nothing of the device's own to swap from); its bold is drawn from the
 * regular (the browser thickens it) on that first page, and both files go into the cache after the largest paint
 * (the moment above) for later pages. Preloading both weights put 82 KB beside a 12 KB hero image before the largest paint (Lighthouse, whose
 * Chromium has no such font, measured /as at 1.6 s against 1.4 s for /); one weight halves that. The check runs
 * before the cache's mark is read: its later pages take both files from the cache, but with `font-display: swap`
 * too. With `optional` (the cached path of a device that has its own font) a file read a moment too late was never
 * used on that page, and here nothing else draws the script: its second page was blank (issue 34).
 */
function scriptFontScript(urls: string[], sample: string): string {
  return `(function(urls,sample){var h=document.documentElement,key='${SCRIPT_FONT_CLASS}:'+urls.join(),cached=false;
try{cached=!!localStorage.getItem(key)}catch(e){}
function preload(u){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=u;document.head.appendChild(l)}
function go(){Promise.all(urls.map(function(u){return fetch(u).then(function(r){return r.ok&&r.arrayBuffer()})}))
.then(function(all){if(all.every(Boolean))try{localStorage.setItem(key,'1')}catch(e){}},function(){})}
function missing(){try{var c=document.createElement('canvas').getContext('2d');c.font='16px sans-serif';
return c.measureText(sample).width===c.measureText(sample.replace(/./g,'\\uE000')).width}catch(e){return false}}
if(missing()){if(cached){h.classList.add('${SCRIPT_FONT_SWAP_CLASS}');urls.forEach(preload);return}
h.classList.add('${SCRIPT_FONT_NOW_CLASS}');preload(urls[0])}else if(cached){h.classList.add('${SCRIPT_FONT_CLASS}');return}
afterLargestPaint(go)})(${JSON.stringify(urls)},${JSON.stringify(sample)})`;
}

/** An Assamese or Hindi page's part of the head script (lib/i18n/web-fonts.ts fontsHeadScript; null for English). */
export function scriptFontLoader(locale: Locale): string | null {
  const f = FAMILY[locale];
  return f ? scriptFontScript([400, 700].map((weight) => fontAddress(f.file, weight)), f.sample) : null;
}

function familyRules(name: string, scope: string) {
  return `${scope}body,${scope}.font-sans{font-family:var(--font-inter),${name},ui-sans-serif,system-ui,sans-serif}` +
    `${scope}.font-display{font-family:var(--font-grotesk),var(--font-inter),${name},ui-sans-serif,system-ui,sans-serif}`;
}

export function scriptFontCss(locale: Locale): string | null {
  const f = FAMILY[locale];
  if (!f) return null;
  // The same files under two names: one never swaps (from the cache), one shows as soon as it arrives (no own font:
  // the regular weight only, its bold synthesised, see scriptFontScript).
  const faces = (name: string, display: string, weights: number[]) => weights.map((weight) =>
    `@font-face{font-family:${name};font-style:normal;font-weight:${weight};font-display:${display};src:url(${fontAddress(f.file, weight)});unicode-range:${f.range}}`).join('');
  const [now, swap] = [`${f.name} Now`, `${f.name} Swap`];
  return faces(f.name, 'optional', [400, 700]) + faces(now, 'swap', [400]) + faces(swap, 'swap', [400, 700]) +
    familyRules(f.name, `html.${SCRIPT_FONT_CLASS} `) + familyRules(now, `html.${SCRIPT_FONT_NOW_CLASS} `) + familyRules(swap, `html.${SCRIPT_FONT_SWAP_CLASS} `);
}

/** The same rules for a browser without scripts: the font from the first paint, as before. */
export function scriptFontNoscriptCss(locale: Locale): string | null {
  const f = FAMILY[locale];
  return f ? familyRules(f.name, 'html[lang] ') : null;
}
