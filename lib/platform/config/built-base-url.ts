// The public address a build wrote into its prerendered pages' canonical and Open Graph links (app/layout.tsx
// reads PUBLIC_BASE_URL at build time). scripts/build.ts keeps it here; `npm start` warns when a deployment
// serves under another address, as its canonicals would then point elsewhere than its sitemap.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../build/dist-dir';

export const BUILT_BASE_FILE = path.join(DIST_DIR, 'public-base-url');

/** A warning when this build's canonical address is not `servedAs` (null when they agree or nothing is known). */
export function builtBaseMismatch(servedAs: string | undefined): string | null {
  if (!servedAs || !existsSync(BUILT_BASE_FILE)) return null;
  const built = readFileSync(BUILT_BASE_FILE, 'utf8').trim();
  if (built.replace(/\/+$/, '') === servedAs.replace(/\/+$/, '')) return null;
  return `▸ warning: this build's canonical links use ${built || "the organisation's address"}, but PUBLIC_BASE_URL is ${servedAs}: build with PUBLIC_BASE_URL set to it (the Docker build takes it as a build argument)`;
}
