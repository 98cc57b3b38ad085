// The rewrite of one prerendered page's script tags into the after-paint loader (docs/decisions/016), in plain
// JavaScript: `npm run build` (through ./scripts-after-paint.ts) and the running server's page cache
// (lib/publishing/cache-handler.mjs, for pages regenerated after a publish) both load it, and the server cannot
// load TypeScript. Types: ./after-paint-rewrite.d.mts.
import { readFileSync } from 'node:fs';

/** The loader's source (./load-scripts-after-paint.js) without its comment lines and indentation. */
const LOADER = readFileSync(new URL('./load-scripts-after-paint.js', import.meta.url), 'utf8')
  .split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('//')).join('\n');

/** Next's chunk tags as Next 16 writes them in prerendered HTML. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;
/** The low-priority preload Next adds for one chunk: it would fetch that chunk before the paint all the same. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;

const LOADER_ID = 'scripts-after-paint';

/** Whether a page has been given the loader already. */
export const hasScriptLoader = (html) => html.includes(`<script id="${LOADER_ID}">`);

/** The scripts a rewritten page's loader appends (empty for a page without the loader). */
export function loaderSources(html) {
  const list = new RegExp(`<script id="${LOADER_ID}">[^<]*\\}\\)\\((\\[[^\\]<]*\\])\\);</script>`).exec(html);
  return list ? JSON.parse(list[1]) : [];
}

/** The inline script that replaces a page's chunk tags. */
export function scriptLoader(sources) {
  const json = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script id="${LOADER_ID}">${LOADER.replace('SOURCES', () => json)}</script>`;
}

/**
 * A prerendered page with its chunk tags replaced by the loader (in the place of the first), and the chunks it
 * loads; null when the page has none (already rewritten, or a format this code does not know).
 */
export function loadScriptsAfterPaintIn(page) {
  const sources = [...page.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (!sources.length) return null;
  let first = true;
  const html = page
    .replace(CHUNK_SCRIPT, () => (first ? ((first = false), scriptLoader(sources)) : ''))
    .replace(CHUNK_PRELOAD, '');
  return { html, sources };
}
