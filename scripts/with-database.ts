// Runs a task against DATABASE_URL, or against the embedded PostgreSQL (starting it if no other
// process has, and stopping it afterwards only if this process started it).
import { ensureEmbeddedPostgres } from '../lib/platform/db/embedded';
import { pinAppEnv } from '../lib/platform/config/app-env';
import { escapeControlCharacters } from '../lib/kernel/control-characters';

export async function withDatabase<T>(task: (url: string) => Promise<T>): Promise<T> {
  // Decided before anyone sets DATABASE_URL to the embedded database: that is not a deployment.
  if (pinAppEnv() === 'production' && !process.env.DATABASE_URL) {
    throw new Error("Refusing: APP_ENV=production but DATABASE_URL is not set. Point DATABASE_URL at the deployment's PostgreSQL; the embedded database is for local runs only.");
  }
  if (process.env.DATABASE_URL) return task(process.env.DATABASE_URL);
  const pg = await ensureEmbeddedPostgres();
  try {
    return await task(pg.url);
  } finally {
    await pg.stop();
  }
}

export function fail(error: unknown): never {
  // An unexpected error may quote stored data (a database error names the value it refused): print it escaped.
  console.error(escapeControlCharacters(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
