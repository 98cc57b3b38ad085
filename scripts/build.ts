// `npm run build`: `next build`, then the prerendered pages load their scripts after their main content has
// painted, and the chunks every page runs at start carry V8's compile hint (lib/platform/build/scripts-after-paint.ts,
// docs/decisions/016), and the scripts and styles are precompressed with brotli (lib/platform/build/precompress.ts).
// Refuses to finish if any page is in a shape the rewrite does not know: a Next.js upgrade that changes how it writes
// script tags must be noticed, not shipped silently.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_BASE_FILE } from '../lib/platform/config/built-base-url';
import { BUILD_ASSETS } from '../lib/http/security-headers';
import { precompressBuildAssets } from '../lib/platform/build/precompress';
import { markNotFoundPages } from '../lib/platform/build/not-found-pages';
import { LOCALES } from '../lib/i18n/locales';
import { DIST_DIR, E2E_DIST_DIR } from '../lib/platform/build/dist-dir';
import { e2eStandInPort } from './razorpay-stand-in';
import { hasScriptLoader, LEFTOVER_CHUNK_SCRIPT, loadScriptsAfterPaintIn, loaderSources, withCompileHint } from '../lib/platform/build/scripts-after-paint';

/**
 * Gives every prerendered page the loader. Every page must be in a shape the rewrite knows: Next's chunk tags as
 * Next 16 writes them, or the loader of an earlier run. One page in any other shape (a Next.js upgrade, a page
 * that writes its own scripts) stops the build before any file is written, naming each such page: a page left as
 * it was would load its scripts before its first paint, and nobody would notice.
 */
export function rewritePrerenderedPages(distDir = DIST_DIR): { pages: number; rewritten: number; hinted: string[] } {
  const dir = path.join(distDir, 'server', 'app');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
  const startLists: string[][] = []; // the chunks each page runs at start
  const writes: [string, string][] = [];
  const unknown: string[] = [];
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = readFileSync(file, 'utf8');
    if (hasScriptLoader(html)) {
      const sources = loaderSources(html); // rewritten by an earlier run
      if (sources.length) startLists.push(sources);
      else unknown.push(`${page} (a loader whose list of scripts cannot be read)`);
      continue;
    }
    const result = loadScriptsAfterPaintIn(html);
    if (result === null) unknown.push(`${page} (no chunk tags as Next 16 writes them)`);
    else if (LEFTOVER_CHUNK_SCRIPT.test(result.html)) unknown.push(`${page} (keeps a chunk tag in a form the rewrite does not know)`);
    else { writes.push([file, result.html]); startLists.push(result.sources); }
  }
  if (unknown.length) {
    throw new Error(`${unknown.length} of the ${pages.length} prerendered pages are in a shape the rewrite does not know, so none was rewritten `
      + `(see lib/platform/build/scripts-after-paint.ts):\n${unknown.map((u) => `  - ${u}`).join('\n')}`);
  }
  for (const [file, html] of writes) writeFileSync(file, html);
  const rewritten = writes.length;
  const hinted = (startLists[0] ?? []).filter((source) => startLists.every((list) => list.includes(source))).sort();
  for (const source of hinted) {
    const file = path.join(distDir, 'static', source.slice(BUILD_ASSETS.length));
    const js = withCompileHint(readFileSync(file, 'utf8'));
    if (js !== null) writeFileSync(file, js);
  }
  return { pages: pages.length, rewritten, hinted };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The browser tests' build (.next-e2e) lets the donation form post to their Razorpay stand-in: the CSP's
  // form-action is fixed at build time (lib/http/security-headers.ts; scripts/e2e-server.ts starts the stand-in).
  const env = DIST_DIR === E2E_DIST_DIR && !process.env.RAZORPAY_BASE_URL ? { ...process.env, RAZORPAY_BASE_URL: `http://127.0.0.1:${e2eStandInPort()}` } : process.env;
  const next = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env });
  if (next.status !== 0) process.exit(next.status ?? 1);
  let done: ReturnType<typeof rewritePrerenderedPages>;
  try {
    done = rewritePrerenderedPages();
  } catch (e) {
    console.error(`✗ The build is refused. ${(e as Error).message}`);
    process.exit(1);
  }
  const { pages, rewritten, hinted } = done;
  // The address the pages' canonical links were written with (app/layout.tsx), for `npm start` to compare.
  writeFileSync(BUILT_BASE_FILE, process.env.PUBLIC_BASE_URL ?? '');
  if (!process.env.PUBLIC_BASE_URL) console.log('▸ PUBLIC_BASE_URL is not set: canonical links use the organisation\'s address (lib/content/organisation.ts)');
  console.log(`▸ ${rewritten} of ${pages} prerendered pages load their scripts after the first paint; ${hinted.length} chunks every page runs carry V8's compile hint`);
  markNotFoundPages(LOCALES); // the language 404s and the unknown profile answer 404 (lib/platform/build/not-found-pages.ts)
  const { files, bytes, compressed } = precompressBuildAssets(); // last: after every rewrite of the files it compresses
  console.log(`▸ ${files} scripts and styles precompressed with brotli: ${Math.round(bytes / 1024)} KB → ${Math.round(compressed / 1024)} KB`);
}
