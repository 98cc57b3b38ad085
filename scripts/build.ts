// `npm run build`: `next build`, then the prerendered pages load their scripts after their main content has
// painted, and the chunks every page runs at start carry V8's compile hint (lib/platform/build/scripts-after-paint.ts,
// docs/decisions/016), and the scripts and styles are precompressed with brotli (lib/platform/build/precompress.ts).
// Refuses to finish if no page could be rewritten: a Next.js upgrade that changes how it writes script tags must be
// noticed, not shipped silently.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_BASE_FILE } from '../lib/platform/config/built-base-url';
import { BUILD_ASSETS } from '../lib/http/security-headers';
import { precompressBuildAssets } from '../lib/platform/build/precompress';
import { markNotFoundPages } from '../lib/platform/build/not-found-pages';
import { LOCALES } from '../lib/i18n/locales';
import { DIST_DIR } from '../lib/platform/build/dist-dir';
import { hasScriptLoader, LEFTOVER_CHUNK_SCRIPT, loadScriptsAfterPaintIn, loaderSources, withCompileHint } from '../lib/platform/build/scripts-after-paint';

export function rewritePrerenderedPages(distDir = DIST_DIR): { pages: number; rewritten: number; hinted: string[] } {
  const dir = path.join(distDir, 'server', 'app');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  const startLists: string[][] = []; // the chunks each page runs at start
  let rewritten = 0;
  let done = 0; // rewritten by an earlier run
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = readFileSync(file, 'utf8');
    if (hasScriptLoader(html)) { done++; startLists.push(loaderSources(html)); continue; }
    const result = loadScriptsAfterPaintIn(html);
    if (result === null) continue;
    if (LEFTOVER_CHUNK_SCRIPT.test(result.html)) throw new Error(`${page} keeps a chunk tag in a form the rewrite does not know: see lib/platform/build/scripts-after-paint.ts.`);
    writeFileSync(file, result.html);
    rewritten++;
    startLists.push(result.sources);
  }
  if (pages.length && !rewritten && !done) throw new Error(`None of the ${pages.length} prerendered pages has Next's script tags in the expected form: see lib/platform/build/scripts-after-paint.ts.`);
  const hinted = (startLists[0] ?? []).filter((source) => startLists.every((list) => list.includes(source))).sort();
  for (const source of hinted) {
    const file = path.join(distDir, 'static', source.slice(BUILD_ASSETS.length));
    const js = withCompileHint(readFileSync(file, 'utf8'));
    if (js !== null) writeFileSync(file, js);
  }
  return { pages: pages.length, rewritten, hinted };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const next = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (next.status !== 0) process.exit(next.status ?? 1);
  const { pages, rewritten, hinted } = rewritePrerenderedPages();
  // The address the pages' canonical links were written with (app/layout.tsx), for `npm start` to compare.
  writeFileSync(BUILT_BASE_FILE, process.env.PUBLIC_BASE_URL ?? '');
  if (!process.env.PUBLIC_BASE_URL) console.log('▸ PUBLIC_BASE_URL is not set: canonical links use the organisation\'s address (lib/content/organisation.ts)');
  console.log(`▸ ${rewritten} of ${pages} prerendered pages load their scripts after the first paint; ${hinted.length} chunks every page runs carry V8's compile hint`);
  markNotFoundPages(LOCALES); // the language 404s and the unknown profile answer 404 (lib/platform/build/not-found-pages.ts)
  const { files, bytes, compressed } = precompressBuildAssets(); // last: after every rewrite of the files it compresses
  console.log(`▸ ${files} scripts and styles precompressed with brotli: ${Math.round(bytes / 1024)} KB → ${Math.round(compressed / 1024)} KB`);
}
