// Next's page cache (lib/publishing/cache-handler.mjs): given to Next once, by the app's server, through the global
// Next reads when next.config.ts names no `cacheHandler`, because Next imports a configured handler again on every
// request (docs/decisions/029, "Serving"). A page Next stores still gets the after-paint loader.
import { describe, expect, it } from 'vitest';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import nodeFs from 'next/dist/server/lib/node-fs-methods';
import nextConfig from '@/next.config';
import { installPageCache } from '@/lib/publishing/cache-handler.mjs';
import { hasScriptLoader } from '@/lib/platform/build/after-paint-rewrite.mjs';

const PAGE = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Gallery</h1></body></html>';

/** An IncrementalCache made as Next makes one for each request when no cacheHandler is configured. */
const perRequestCache = () => new IncrementalCache({
  fs: nodeFs, dev: false, flushToDisk: false, serverDistDir: '/nonexistent', requestHeaders: {}, minimalMode: false,
  maxMemoryCacheSize: 1024 * 1024, fetchCacheKeyPrefix: '', allowedRevalidateHeaderKeys: [],
  previewProps: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
  prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' } },
} as never) as unknown as { cacheHandler: { constructor: { name: string }; set: (...a: unknown[]) => Promise<void>; get: (...a: unknown[]) => Promise<{ value: { html: string } } | null> } };

describe('the page cache', () => {
  it('is not next.config.ts\'s cacheHandler, which Next imports again on every request', () => {
    expect(nextConfig.cacheHandler).toBeUndefined();
  });

  it('is what every per-request cache of Next uses once the server installed it, and stores app pages with the loader', async () => {
    installPageCache();
    const { cacheHandler } = perRequestCache();
    expect(cacheHandler.constructor.name).toBe('AfterPaintPageCache');
    expect(perRequestCache().cacheHandler.constructor).toBe(cacheHandler.constructor); // one class, one memory cache

    const value = { kind: 'APP_PAGE', html: PAGE, rscData: Buffer.from(''), headers: {}, postponed: undefined, status: 200, segmentData: new Map() };
    await cacheHandler.set('/en/gallery', value, { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false });
    const stored = await cacheHandler.get('/en/gallery', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(hasScriptLoader(stored!.value.html)).toBe(true);
    expect(stored!.value.html).toContain('<h1>Gallery</h1>');
    expect(stored!.value.html).not.toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
  });
});
