// Prerendered pages load Next's scripts after the page's main content has painted (docs/decisions/016).
//
// Next writes each chunk as `<script src=... async>` in the document's head, so a phone fetches some 150 KB of
// JavaScript at the same time as the hero image, the fonts and the styles, over the same slow link, and the
// largest paint waits for its share of the bandwidth. React has nothing to do before the page is painted: the
// HTML is complete (server-rendered), links are plain links and forms post to the page (never a GET with the
// fields in the address). So after `next build` (scripts/build.ts) each prerendered page gets one small inline
// loader instead of those tags; it appends the same scripts once the largest content has painted, or at once
// when the visitor touches, types, scrolls or focuses something. Pages rendered per request are not touched.

export { hasScriptLoader, loaderSources, loadScriptsAfterPaintIn, scriptLoader } from './after-paint-rewrite.mjs';

/** A chunk tag the rewrite did not take (any other form): the page would fetch it before its paint. */
export const LEFTOVER_CHUNK_SCRIPT = /<script[^>]* src="\/_next\/static\/chunks\/[^"]+\.js"(?![^>]*noModule)[^>]*>/;

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
