// Where `next build` writes and `npm start` serves from: `.next`, unless NEXT_DIST_DIR names another folder in the
// project. The browser tests build into `.next-e2e` (package.json test:e2e), so `npm test` beside a running
// `npm start` never replaces the files the running site is serving.
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
