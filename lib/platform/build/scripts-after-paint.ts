import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Prerendered pages load Next's scripts after the page's main content has painted (docs/decisions/016).
//
// Next writes each chunk as `<script src=... async>` in the document's head, so a phone fetches some 150 KB of
// JavaScript at the same time as the hero image, the fonts and the styles, over the same slow link, and the
// largest paint waits for its share of the bandwidth. React has nothing to do before the page is painted: the
// HTML is complete (server-rendered), links are plain links and forms post to the page (never a GET with the
// fields in the address). So after `next build` (scripts/build.ts) each prerendered page gets one small inline
// loader instead of those tags; it appends the same scripts once the largest content has painted, or at once
// when the visitor touches, types, scrolls or focuses something. Pages rendered per request are not touched.

/** The loader's source (./load-scripts-after-paint.js) without its comment lines and indentation. */
const LOADER = readFileSync(fileURLToPath(new URL('./load-scripts-after-paint.js', import.meta.url)), 'utf8')
  .split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('//')).join('\n');

/** Next's chunk tags as Next 16 writes them in prerendered HTML. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
/** The low-priority preload Next adds for one chunk: it would fetch that chunk before the paint all the same. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

const LOADER_ID = 'scripts-after-paint';


/** Whether a page has been given the loader already. */
export const hasScriptLoader = (html: string) => html.includes(`<script id="${LOADER_ID}">`);

/** The scripts a rewritten page's loader appends (empty for a page without the loader). */
export function loaderSources(html: string): string[] {
  const list = new RegExp(`<script id="${LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]<]*\\])\\);</script>`).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

/** A chunk tag the rewrite did not take (any other form): the page would fetch it before its paint. */
export const LEFTOVER_CHUNK_SCRIPT = /<script[^>]* src="\/_next\/static\/chunks\/[^"]+\.js"(?![^>]*noModule)[^>]*>/;

/** The inline script that replaces a page's chunk tags. */
export function scriptLoader(sources: string[]): string {
  const json = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script id="${LOADER_ID}">${LOADER.replace('SOURCES', () => json)}</script>`;
}

/**
 * A prerendered page with its chunk tags replaced by the loader (in the place of the first), and the chunks it
 * loads; null when the page has none (already rewritten, or a format this code does not know).
 */
export function loadScriptsAfterPaintIn(page: string): { html: string; sources: string[] } | null {
  const sources = [...page.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!);
  if (!sources.length) return null;
  let first = true;
  const html = page
    .replace(CHUNK_SCRIPT, () => (first ? ((first = false), scriptLoader(sources)) : ''))
    .replace(CHUNK_PRELOAD, '');
  return { html, sources };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): compile every function of the file
 * eagerly, on a background thread while it streams in, instead of lazily on the main thread at first call.
 * Given to the chunks every page runs at start (React, Next's runtime): compiling them lazily was most of the
 * main thread's longest task at start-up (Lighthouse blocking time on /login 240–320 ms → 8–120 ms).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk with the compile hint as its first line, or null when it has it already. */
export function withCompileHint(js: string): string | null {
  return js.startsWith(COMPILE_HINT) ? null : COMPILE_HINT + js;
}
