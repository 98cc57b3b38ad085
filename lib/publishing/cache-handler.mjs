// Next.js's own page cache (its file-system cache, unchanged), except that a page it regenerates after a publish
// gets the same after-paint script loader as the build's pages (docs/decisions/016 and 025): without this, every
// page renewed by revalidatePath or its `revalidate` time would load its scripts before its first paint again.
// Plain JavaScript: next.config.ts names it as `cacheHandler`, and Next loads it at run time, unbundled.
// It reaches into Next's internals (the file-system cache's module), which is why `next` is pinned to an exact
// version; tests/e2e/events-publishing.spec.ts reads a regenerated page to notice an upgrade that breaks it.
import { createRequire } from 'node:module';
import { hasScriptLoader, loadScriptsAfterPaintIn } from '../platform/build/after-paint-rewrite.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default class AfterPaintPageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && !hasScriptLoader(data.html)) {
      const rewritten = loadScriptsAfterPaintIn(data.html);
      if (rewritten) data = { ...data, html: rewritten.html };
    }
    return super.set(key, data, ctx);
  }
}
