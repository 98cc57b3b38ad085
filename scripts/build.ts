// `npm run build`: `next build`, then the prerendered pages load their scripts after their main content has
// painted (lib/build/scripts-after-paint.ts, docs/decisions/016). Refuses to finish if no page could be
// rewritten: a Next.js upgrade that changes how it writes script tags must be noticed, not shipped silently.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadScriptsAfterPaintIn } from '../lib/build/scripts-after-paint';

export function rewritePrerenderedPages(distDir = '.next'): { pages: number; rewritten: number } {
  const dir = path.join(distDir, 'server', 'app');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  let rewritten = 0;
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = loadScriptsAfterPaintIn(readFileSync(file, 'utf8'));
    if (html === null) continue;
    writeFileSync(file, html);
    rewritten++;
  }
  if (pages.length && !rewritten) throw new Error(`None of the ${pages.length} prerendered pages has Next's script tags in the expected form: see lib/build/scripts-after-paint.ts.`);
  return { pages: pages.length, rewritten };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const next = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (next.status !== 0) process.exit(next.status ?? 1);
  const { pages, rewritten } = rewritePrerenderedPages();
  console.log(`▸ ${rewritten} of ${pages} prerendered pages load their scripts after the first paint`);
}
