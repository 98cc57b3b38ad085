// Vitest global setup: one fresh database per run, shared by the test files (each test makes its own records).
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { freshDatabase } from './fresh-database';

export default async function setup(project: TestProject) {
  const database = await freshDatabase('test', { dir: path.resolve('.data/test-postgres'), port: Number(process.env.TEST_PG_PORT ?? 54330) });
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
