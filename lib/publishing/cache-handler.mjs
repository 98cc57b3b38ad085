// Next.js's own page cache (its file-system cache, unchanged), except that a page it regenerates after a publish
// gets the same after-paint script loader as the build's pages (docs/decisions/016 and 025): without this, every
// page renewed by revalidatePath or its `revalidate` time would load its scripts before its first paint again.
// Plain JavaScript, loaded by the app's server (lib/http/app-server.ts) at run time, unbundled.
// It reaches into Next's internals (the file-system cache's module), which is why `next` is pinned to an exact
// version; tests/e2e/events-publishing.spec.ts reads a regenerated page to notice an upgrade that breaks it.
import { createRequire } from 'node:module';
import { hasScriptLoader, loadScriptsAfterPaintIn } from '../platform/build/after-paint-rewrite.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

class AfterPaintPageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && !hasScriptLoader(data.html)) {
      const rewritten = loadScriptsAfterPaintIn(data.html);
      if (rewritten) data = { ...data, html: rewritten.html };
    }
    return super.set(key, data, ctx);
  }
}

/**
 * Makes this process's Next.js keep its pages in AfterPaintPageCache, through the global Next reads when no
 * `cacheHandler` is configured. Not `cacheHandler` in next.config.ts: Next imports a configured handler again on
 * every request (twice for a page), and under tsx's module hooks, which `npm start` runs in, each import is a round
 * trip to the hooks' thread: a static page cost twice the CPU of bare Next.js (docs/decisions/029, "Serving").
 */
export function installPageCache() {
  const key = Symbol.for('@next/cache-handlers');
  globalThis[key] = { ...globalThis[key], FetchCache: AfterPaintPageCache };
}
