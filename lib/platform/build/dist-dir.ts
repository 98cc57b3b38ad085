// Where `next build` writes and `npm start` serves from: `.next`, unless NEXT_DIST_DIR names another folder in the
// project. The browser tests build into `.next-e2e` (package.json test:e2e), so `npm test` beside a running
// `npm start` never replaces the files the running site is serving.
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * The browser tests' build. playwright.config.ts makes it the default for the e2e server and every instance a test
 * starts: a bare `npx playwright test` once served whatever `.next` held (a production build hours older, without
 * the events pages), and five tests failed for reasons nobody could find in the code (issue 36).
 */
export const E2E_DIST_DIR = '.next-e2e';
