// The browser tests judge the e2e build, however they are started (issue 36). A bare `npx playwright test` used
// to serve whatever `.next` held: on main that was a production build five hours older than the code, without the
// events pages, and five browser tests failed there (no /staff/events/new, no /events/{slug}, no seeded events in
// the sitemap) with nothing wrong in the code. The e2e server, and every instance a test starts with the runner's
// environment, must read the folder `npm run test:e2e` builds into.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { E2E_DIST_DIR } from '@/lib/platform/build/dist-dir';

async function config(distDir: string | undefined) {
  vi.stubEnv('NEXT_DIST_DIR', distDir as string);
  vi.resetModules();
  const { default: loaded } = await import('../../playwright.config');
  const server = Array.isArray(loaded.webServer) ? loaded.webServer[0]! : loaded.webServer!;
  return { serverDir: server.env?.NEXT_DIST_DIR, runnerDir: process.env.NEXT_DIST_DIR };
}

afterEach(() => { vi.unstubAllEnvs(); });

describe('the browser tests build folder', () => {
  it('is the e2e build for the e2e server and for instances the tests start, when the shell names none', async () => {
    expect(await config(undefined)).toEqual({ serverDir: E2E_DIST_DIR, runnerDir: E2E_DIST_DIR });
    expect(await config('')).toEqual({ serverDir: E2E_DIST_DIR, runnerDir: E2E_DIST_DIR });
  });

  it('is the folder the shell names, when it names one', async () => {
    expect(await config('.next-other')).toEqual({ serverDir: '.next-other', runnerDir: '.next-other' });
  });

  it('is the folder npm run test:e2e builds into and tests against', () => {
    const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts['test:e2e'] as string;
    expect([...script.matchAll(/NEXT_DIST_DIR=(\S+)/g)].map((m) => m[1])).toEqual([E2E_DIST_DIR, E2E_DIST_DIR]);
  });
});
