// A fresh, migrated, seeded database for one test run: on DATABASE_URL's server when set,
// otherwise on an embedded PostgreSQL kept in .data/ for tests.
import { createDatabaseIfMissing, dropDatabase, ensureEmbeddedPostgres } from '../../lib/platform/db/embedded';
import { migrateDeploy } from '../../lib/platform/db/migrate';
import { seedReferenceData } from '../../lib/reference/seed';

export async function freshDatabase(prefix: string, embedded: { dir: string; port: number }) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  let adminUrl: string;
  let url: string;
  let stopServer = async () => {};
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
    await createDatabaseIfMissing(adminUrl, name);
    u.pathname = `/${name}`;
    url = u.toString();
  } else {
    // Owned by the app's role, as in `npm start`: the tests run as a role that is not a superuser.
    const pg = await ensureEmbeddedPostgres({ ...embedded, database: name });
    ({ adminUrl, url } = pg);
    stopServer = pg.stop;
  }
  await migrateDeploy(url);
  await seedReferenceData(url);
  return {
    url,
    adminUrl,
    async drop() {
      await dropDatabase(adminUrl, name).catch(() => {});
      await stopServer();
    },
  };
}
