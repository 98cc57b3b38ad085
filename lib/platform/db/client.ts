// The one Prisma client of the app, created on first use (so `next build` needs no database).
// Password hashes are omitted from every query unless asked for.
import 'server-only';
import { env } from '@/lib/platform/env';
import { createDb, type Db } from './create-client';

const globalForDb = globalThis as unknown as { db?: Db };

function instance(): Db {
  return (globalForDb.db ??= createDb(env.DATABASE_URL)); // one pool per process, also across dev reloads
}

export const db = new Proxy({} as Db, {
  get(_, key) {
    const client = instance();
    const value = Reflect.get(client, key, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

export type { Db };
