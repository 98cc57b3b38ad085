// Shared Playwright fixtures: every test fails on an unexpected console error or page error, and on any
// Content-Security-Policy violation (the page reports each one; Chromium's own console line may be filtered).
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TEST_PORTS } from '../setup/test-ports';

// Prerendered pages fetch their scripts after their first paint (lib/platform/build/scripts-after-paint.ts), so a page is
// on screen a moment before React runs it, as on any server-rendered site before hydration. Navigations in these
// tests (`goto`, `reload`) return once React has hydrated the whole page, as they did when the scripts arrived
// before the load event: React calls the hook React DevTools installs after every commit, and a commit that
// leaves no work pending on its root means every part of the page has hydrated (parts inside Suspense
// boundaries hydrate in later commits than the shell). A page that never gets there fails the test.
function markHydration() {
  const onCommitFiberRoot = (_renderer: number, root: { pendingLanes?: number }) => {
    if (!root.pendingLanes) document.documentElement.setAttribute('data-test-hydrated', '');
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: { supportsFiber: true, inject: () => 1, checkDCE() {}, onCommitFiberRoot, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {} },
  });
}

async function hydrated(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  const HYDRATION_LIMIT_MS = 60_000; // a hang, not a speed: hydration takes seconds on a busy machine
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-test-hydrated'), null, { timeout: HYDRATION_LIMIT_MS })
    .catch(() => { throw new Error(`${page.url()} was not hydrated ${HYDRATION_LIMIT_MS / 1000} s after it loaded`); });
}

function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => { const response = await goto(url, options); await hydrated(page, response); return response; };
  page.reload = async (options) => { const response = await reload(options); await hydrated(page, response); return response; };
}

const prepared = new WeakSet<BrowserContext>();
async function prepare(context: BrowserContext, javaScriptEnabled: boolean) {
  if (prepared.has(context)) return;
  prepared.add(context);
  if (!javaScriptEnabled) return; // nothing hydrates: navigations return at load, as Playwright's do
  await context.addInitScript(markHydration);
  context.pages().forEach(waitForHydrationOnNavigation);
  context.on('page', waitForHydrationOnNavigation);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Contexts a test opens itself (a second browser, another person) get the same navigations.
  browser: [
    async ({ browser }, run) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await prepare(context, options?.javaScriptEnabled !== false);
        return context;
      };
      await run(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, run) => {
    await prepare(context, javaScriptEnabled !== false);
    await run(context);
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
export const e2eDatabaseUrl = () => readFileSync(`.data/e2e-database-url-${TEST_PORTS.e2eApp}`, 'utf8').trim();

/** The environment for running the admin script against the e2e server's database: a local run, not a deployment. */
// SIGNING_KEY as scripts/e2e-server.ts has it, so the verify links the script prints are the server's.
const e2eAdminEnv = () => ({ ...process.env, APP_ENV: 'local', DATABASE_URL: e2eDatabaseUrl(), PUBLIC_BASE_URL: `http://127.0.0.1:${TEST_PORTS.e2eApp}`, SIGNING_KEY: '5e'.repeat(32) });

/** `npm run admin -- …` as staff would run it, against the test database; returns what it printed. */
export const runAdmin = (...args: string[]) =>
  execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/admin.ts', ...args, '--by', 'E2E Staff'], {
    env: e2eAdminEnv(),
    encoding: 'utf8',
  });
