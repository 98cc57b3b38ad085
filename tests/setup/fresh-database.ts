// A fresh, migrated, seeded database for one test run: on DATABASE_URL's server when set,
// otherwise on an embedded PostgreSQL kept in .data/ for tests.
import { createDatabaseIfMissing, dropDatabase, ensureEmbeddedPostgres } from '../../lib/db/embedded';
import { migrateDeploy } from '../../lib/db/migrate';
import { seedReferenceData } from '../../lib/reference/seed';

export async function freshDatabase(prefix: string, embedded: { dir: string; port: number }) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  let adminUrl: string;
  let stopServer = async () => {};
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    const pg = await ensureEmbeddedPostgres({ ...embedded, database: 'postgres' });
    adminUrl = pg.url;
    stopServer = pg.stop;
  }
  await createDatabaseIfMissing(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrateDeploy(url.toString());
  await seedReferenceData(url.toString());
  return {
    url: url.toString(),
    async drop() {
      await dropDatabase(adminUrl, name).catch(() => {});
      await stopServer();
    },
  };
}
