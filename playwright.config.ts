// Browser tests against the production build, in Debian's Chromium, on a fresh database.
// `npm run test:e2e` builds first; scripts/e2e-server.ts serves the build on port 3100.
import { defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from './tests/setup/test-ports';
import { E2E_DIST_DIR } from './lib/platform/build/dist-dir';

const PORT = TEST_PORTS.e2eApp;
// The build the tests run against, for the e2e server and for every instance a test starts (they inherit this
// environment): never a `.next` left by `npm run build` for `npm start`, which may be hours older than the code.
process.env.NEXT_DIST_DIR ||= E2E_DIST_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  // Limits for a hang, not for speed (a busy 2-core machine runs these at load 6 to 30): an expectation returns as
  // soon as it holds, so a generous limit costs nothing when things work. Speed is measured by npm run bench.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/get-all-categories`,
    timeout: 300_000, // a fresh database, migrations and the server's start, on a busy machine
    reuseExistingServer: false,
    env: { PORT: String(PORT), E2E_PORT: String(PORT), NEXT_DIST_DIR: process.env.NEXT_DIST_DIR },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
