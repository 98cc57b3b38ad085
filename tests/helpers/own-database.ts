// A database of a test file's own, for a file whose work would disturb the others sharing the run's database
// (a running mail worker takes every queued job it can see). Created by the server's administrator, owned by
// the role the tests run as, then migrated and seeded like the shared one. Call at the top of the file: the
// app reads DATABASE_URL once, on first use, so it must point here before anything reads it.
import { inject } from 'vitest';
import pg from 'pg';
import { dropDatabase } from '@/lib/platform/db/embedded';
import { migrateDeploy } from '@/lib/platform/db/migrate';
import { seedReferenceData } from '@/lib/reference/seed';

export function ownDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const adminUrl = inject('databaseAdminUrl');
  const url = (() => { const u = new URL(inject('databaseUrl')); u.pathname = `/${name}`; return u.toString(); })();
  process.env.DATABASE_URL = url;
  delete (globalThis as { db?: unknown }).db;
  return {
    url,
    async create() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}" OWNER "${decodeURIComponent(new URL(url).username).replace(/"/g, '')}"`);
      } finally {
        await admin.end();
      }
      await migrateDeploy(url);
      await seedReferenceData(url);
    },
    /** Closes the app's connections to it (Prisma client, rate-limit pool), then drops it. */
    async drop() {
      const g = globalThis as { db?: { $disconnect(): Promise<void> }; rateLimitPool?: pg.Pool };
      await g.db?.$disconnect();
      await g.rateLimitPool?.end();
      delete g.db;
      delete g.rateLimitPool;
      await dropDatabase(adminUrl, name).catch(() => {});
    },
  };
}
