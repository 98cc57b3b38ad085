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

/** Whether the app role signs in with its password and holds nothing beyond login: then there is nothing to change. */
async function appRoleIsReady(port: number): Promise<boolean> {
  let client: pg.Client;
  try { client = await connect(roleUrl(port, 'postgres', 'app')); } catch { return false; } // missing, or another password
  try {
    const me = await client.query('SELECT 1 FROM pg_roles WHERE rolname = current_user AND rolcanlogin AND NOT (rolsuper OR rolcreatedb OR rolcreaterole OR rolreplication OR rolbypassrls)');
    return me.rowCount === 1;
  } finally {
    await client.end();
  }
}

// Any number for pg_advisory_lock, the same in every process: role changes are made by one starting process at a time.
const ROLE_CHANGES_LOCK = 0x6e79665f;

/**
 * Creates (or re-keys) the app role: login, nothing more. A start with nothing to change changes nothing: every
 * start ran ALTER ROLE, and ten admin commands started at once failed with "tuple concurrently updated" (issue 39,
 * A4). When a change is due, one process makes it under a lock, and those waiting find it made.
 */
export async function ensureAppRole(port: number) {
  if (await appRoleIsReady(port)) return;
  const client = await superuserClient(port);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ROLE_CHANGES_LOCK]); // let go when the connection ends
    if (await appRoleIsReady(port)) return;
    const password = client.escapeLiteral(appPassword());
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${password}`;
    await client.query(`${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${APP_ROLE} ${attributes}`);
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
