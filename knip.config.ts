// `npm run knip` (part of `npm test`): no file, export or dependency that nothing uses. Knip finds Next.js, Vitest,
// Playwright, ESLint and Prisma's entry points by itself; these are the ones it cannot know.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'scripts/*.{ts,mjs}', // npm scripts and the hand-run image, PDF and font builders
    'bench/*.ts',
    'bench/baseline/{next.config.mjs,instrumentation.js}', // the bare Next.js app the bench compares against
    'lib/accounts/password-hash-worker.mjs', // loaded by path in the password pool's worker threads
    'tests/setup/*.ts', // vitest.config.ts names them as aliases and setup files
    'tests/helpers/verify-credential.ts', // run as its own process by tests/integration/certificate-credential.test.ts
  ],
  project: ['**/*.{ts,tsx,mjs,js,css}', '!lib/generated/**'],
  // An export used beside its definition is not dead code, only visible; an export nothing uses at all is.
  ignoreExportsUsedInFile: true,
  // Debian's, installed by .ci/run: tests/integration/caddy-proxy.test.ts runs caddy, certificate-pdf.test.ts and the
  // receipt test (donations) Poppler's tools.
  ignoreBinaries: ['caddy', 'pdftoppm', 'pdftotext'],
  ignoreDependencies: [
    '@prisma/client', // the runtime of the generated client in lib/generated (left out of the project)
    '@fontsource-variable/.+', '@fontsource/.+', // read by scripts/subset-fonts.sh and subset-script-fonts.sh
    'lighthouse', // run by path from bench/lighthouse.ts
  ],
};

export default config;
