// Who may connect to the embedded PostgreSQL. The superuser has a random password per install (kept with the
// other generated secrets in .data/secrets) and is used only to create roles and databases. The app, its
// migrations and the admin script connect as APP_ROLE: it owns the app's database and tables, so it can migrate
// them, but it is no superuser, so a leaked connection cannot read other databases or run programs on the host
// (COPY ... TO PROGRAM needs superuser or pg_execute_server_program).
import pg from 'pg';
import { devSecret } from '../dev-secrets';

export const SUPERUSER = 'postgres';
export const APP_ROLE = 'foundation_app';
/** The fixed password of clusters made before per-install passwords; changed on their first start. */
const LEGACY_PASSWORD = 'postgres';

export const superuserPassword = () => devSecret('postgres-superuser-password', 24);
const appPassword = () => devSecret('postgres-app-password', 24);

export function roleUrl(port: number, database: string, role: 'superuser' | 'app') {
  const [user, password] = role === 'superuser' ? [SUPERUSER, superuserPassword()] : [APP_ROLE, appPassword()];
  return `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A superuser connection; a cluster still on the old fixed password gets its random one now. */
export async function superuserClient(port: number, database = 'postgres') {
  try {
    return await connect(roleUrl(port, database, 'superuser'));
  } catch (e) {
    if ((e as { code?: string }).code !== '28P01') throw e; // only a wrong password means "old install"
    const old = await connect(`postgresql://${SUPERUSER}:${LEGACY_PASSWORD}@127.0.0.1:${port}/${database}`);
    try {
      await old.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${old.escapeLiteral(superuserPassword())}`);
    } finally {
      await old.end();
    }
    return connect(roleUrl(port, database, 'superuser'));
  }
}

/** Creates (or re-keys) the app role: login, nothing more. */
export async function ensureAppRole(port: number) {
  const client = await superuserClient(port);
  try {
    const password = client.escapeLiteral(appPassword());
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password}`;
    await client.query(`${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} ${attributes}`).catch((e: { code?: string }) => {
      if (e.code !== '42710') throw e; // created by a process starting at the same moment
    });
  } finally {
    await client.end();
  }
}

/**
 * Makes the app role the owner of a database and of everything in its public schema. New databases are
 * created with that owner; databases of older installs (owned by the superuser) are handed over once.
 */
export async function handOverDatabase(port: number, database: string) {
  const admin = await superuserClient(port);
  try {
    const found = await admin.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [database]);
    if (!found.rowCount) {
      await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}" OWNER ${APP_ROLE}`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created concurrently
      });
      return;
    }
    if (found.rows[0].owner !== APP_ROLE) await admin.query(`ALTER DATABASE "${database.replace(/"/g, '')}" OWNER TO ${APP_ROLE}`);
  } finally {
    await admin.end();
  }
  const inDatabase = await superuserClient(port, database);
  try {
    // Tables first: their sequences follow them. Then loose sequences, views and enum types.
    const owned = (kinds: string) => `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN (${kinds}) AND pg_get_userbyid(c.relowner) <> '${APP_ROLE}'`;
    await inDatabase.query(`DO $$ DECLARE r record; BEGIN
      FOR r IN ${owned("'r', 'p', 'v', 'm'")} LOOP EXECUTE format('ALTER TABLE public.%I OWNER TO ${APP_ROLE}', r.relname); END LOOP;
      FOR r IN ${owned("'S'")} LOOP EXECUTE format('ALTER SEQUENCE public.%I OWNER TO ${APP_ROLE}', r.relname); END LOOP;
      FOR r IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname = 'public' AND t.typtype = 'e' AND pg_get_userbyid(t.typowner) <> '${APP_ROLE}' LOOP
        EXECUTE format('ALTER TYPE public.%I OWNER TO ${APP_ROLE}', r.typname);
      END LOOP;
    END $$`);
  } finally {
    await inDatabase.end();
  }
}
