// Shared Playwright fixtures: every test fails on an unexpected console error or page error, and on any
// Content-Security-Policy violation (the page reports each one; Chromium's own console line may be filtered).
import { test as base, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// React calls the hook React DevTools installs after every commit it makes; the first one is the page's hydration.
// Marking it lets `page.goto` return when the page works, as it did when a page's scripts were fetched before its
// load event: they now come after its first paint (lib/build/scripts-after-paint.ts).
function markHydration() {
  const mark = () => document.documentElement.setAttribute('data-test-hydrated', '');
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: { supportsFiber: true, inject: () => 1, checkDCE() {}, onCommitFiberRoot: mark, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {} },
  });
}

export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, run) => {
    await context.addInitScript(markHydration);
    await run(context);
  },
  page: async ({ page }, run) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-test-hydrated'));
      }
      return response;
    };
    await run(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile}:${e.lineNumber}`);
        }, true);
      });
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      // 4xx answers the test provoked on purpose are logged by Chromium as "Failed to load resource".
      expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The database URL of the running e2e server, for the admin script. */
export const e2eDatabaseUrl = () => readFileSync(`.data/e2e-database-url-${process.env.E2E_PORT ?? 3100}`, 'utf8').trim();

/** The environment for running the admin script against the e2e server's database: a local run, not a deployment. */
const e2eAdminEnv = () => ({ ...process.env, APP_ENV: 'local', DATABASE_URL: e2eDatabaseUrl() });

/** `npm run admin -- …` as staff would run it, against the test database; returns what it printed. */
export const runAdmin = (...args: string[]) =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/admin.ts', ...args, '--by', 'E2E Staff'], {
    env: e2eAdminEnv(),
    encoding: 'utf8',
  });
