// Applies prisma/migrations with the Prisma CLI (WASM schema engine, see prisma.config.ts).
// The CLI takes ~10 s to start, so we first ask the database whether anything is pending:
// a restart with nothing new to apply costs one query.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import pg from 'pg';
import { runMigrations } from 'graphile-worker';
import { quietLogger } from '../queue-logger';

const run = promisify(execFile);

async function pendingMigrations(databaseUrl: string): Promise<string[]> {
  const all = readdirSync(path.join(process.cwd(), 'prisma', 'migrations')).filter((d) => /^\d{14}_/.test(d));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const done = await client.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Set(done.rows.map((r) => r.migration_name));
    return all.filter((m) => !applied.has(m));
  } catch {
    return all; // no _prisma_migrations table yet: a new database
  } finally {
    await client.end();
  }
}

export async function migrateDeploy(databaseUrl: string) {
  await migratePrisma(databaseUrl);
  // The mail queue's own tables (schema graphile_worker): mail is queued in the same transaction as
  // the event that causes it, so the queue must exist wherever our tables do. Idempotent and quick.
  await runMigrations({ connectionString: databaseUrl, logger: quietLogger });
}

async function migratePrisma(databaseUrl: string) {
  if ((await pendingMigrations(databaseUrl)).length === 0) return;
  const cli = path.join(process.cwd(), 'node_modules', 'prisma', 'build', 'index.js');
  try {
    await run(process.execPath, [cli, 'migrate', 'deploy'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`prisma migrate deploy failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}
