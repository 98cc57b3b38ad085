// The prerendered pages that are 404 answers (the Assamese and Hindi unknown addresses, an unknown /profile id),
// rendered as ordinary pages so their HTML carries the panel from the first paint. Next.js serves a prerendered page
// with the status in its .meta file; the build writes 404 there. They are never regenerated (no revalidate), so
// the status stays. Refuses to finish if one is missing: a renamed route must be noticed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from './dist-dir';

export const NOT_FOUND_PAGES = ['page-not-found', 'profile/unknown'] as const;

/** `locales`: the languages the pages are prerendered in (lib/i18n/locales.ts, given by the build script). */
export function markNotFoundPages(locales: readonly string[], distDir = DIST_DIR): number {
  let marked = 0;
  for (const locale of locales) {
    for (const page of NOT_FOUND_PAGES) {
      const file = path.join(distDir, 'server', 'app', locale, `${page}.meta`);
      if (!existsSync(file)) throw new Error(`${file} is missing: the 404 pages of lib/platform/build/not-found-pages.ts must be prerendered.`);
      const meta = JSON.parse(readFileSync(file, 'utf8'));
      meta.status = 404;
      writeFileSync(file, JSON.stringify(meta));
      marked++;
    }
  }
  return marked;
}
