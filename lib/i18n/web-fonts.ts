// Inter and Space Grotesk (app/fonts.ts) on the public pages, by the same road as the script fonts (issue 34,
// docs/decisions/030). Preloaded with the page, their 42 KB shared a phone's link with the hero image and the
// styles, and Lighthouse counted them before every page's largest paint. So a first visit paints in the
// metric-matched local faces (app/fallback-fonts.css: Arial's metrics scaled to theirs, so lines break alike),
// and after the largest paint the browser fetches the two files into its cache (FontFace loading, not a swap:
// nothing moves); a later page whose head finds the mark applies the fonts' classes before its body is parsed,
// and `font-display: optional` takes the files from the cache or keeps the local face for that page, never a
// swap. The mark is keyed by the fonts' class names (next/font's, which change with the files); a stale mark
// costs at most one page in the local face. Without scripts <noscript> applies them at once, as before.
import 'server-only';
import { AFTER_LARGEST_PAINT } from './after-largest-paint';

/** What next/font gives for a font: its class (defines the CSS variable) and its font-family list. */
export type WebFont = { variable: string; style: { fontFamily: string } };

const WEB_FONTS_KEY_PREFIX = 'web-fonts:';

function firstFamily(font: WebFont): string {
  return font.style.fontFamily.split(',')[0]!.trim();
}

/**
 * The head script's part for the Latin fonts (inside fontsHeadScript, which defines afterLargestPaint), and the rule
 * for a browser without scripts (the fonts from the first paint, as before). `fonts`: CSS variable -> next/font's font.
 */
export function webFonts(fonts: Record<string, WebFont>): { script: string; noscriptCss: string } {
  const all = Object.values(fonts);
  const classes = all.flatMap((f) => f.variable.split(/\s+/));
  const script = `(function(classes,families){var h=document.documentElement,key='${WEB_FONTS_KEY_PREFIX}'+classes.join();
try{if(localStorage.getItem(key)){classes.forEach(function(c){h.classList.add(c)});return}}catch(e){}
afterLargestPaint(function(){if(!document.fonts)return;Promise.all(families.map(function(f){return document.fonts.load('1em '+f)}))
.then(function(all){if(all.every(function(l){return l.length>0}))try{localStorage.setItem(key,'1')}catch(e){}},function(){})})})(${JSON.stringify(classes)},${JSON.stringify(all.map(firstFamily))})`;
  const noscriptCss = `html{${Object.entries(fonts).map(([variable, f]) => `${variable}:${f.style.fontFamily}`).join(';')}}`;
  return { script, noscriptCss };
}

/** One head script: the moment, then each part (the Latin fonts; an Assamese or Hindi page's script font). */
export function fontsHeadScript(parts: (string | null)[]): string {
  return `(function(){${AFTER_LARGEST_PAINT}\n${parts.filter(Boolean).join(';\n')}})()`;
}
