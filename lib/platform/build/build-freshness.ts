// Is the production build older than the code? `npm start` once served a `.next` built hours before a `git pull`:
// the new pages were missing and nothing said why. The check compares the build's BUILD_ID with the newest
// modification time among the files a build reads; it needs no git (a tarball or a copied folder works too).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build reads: the app's source, its static files and the settings of the build. */
export const BUILD_INPUTS = ['app', 'components', 'lib', 'public', 'assets', 'instrumentation.ts', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];

function newest(entry: string): { file: string; mtimeMs: number } | null {
  let stat;
  try { stat = statSync(entry); } catch { return null; } // an input this checkout does not have
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let best: { file: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(entry)) {
    const found = newest(path.join(entry, name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/** Null when the build in `distDir` is newer than every input under `root`; otherwise the newest input, to name. */
export function newerThanBuild(distDir: string, root = '.'): string | null {
  let built: number;
  try { built = statSync(path.join(root, distDir, 'BUILD_ID')).mtimeMs; } catch { return null; } // no build: not stale, absent
  let best: { file: string; mtimeMs: number } | null = null;
  for (const input of BUILD_INPUTS) {
    const found = newest(path.join(root, input));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best && best.mtimeMs > built ? path.relative(root, best.file) : null;
}
