// `npm run dev` and `npm start`: make sure the database is there (embedded PostgreSQL when
// DATABASE_URL is unset), apply migrations, seed reference data, then run Next.js on PORT (default 3000).
// `npm start` builds first when there is no production build yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureEmbeddedPostgres } from '../lib/db/embedded';
import { devSecret } from '../lib/dev-secrets';
import { migrateDeploy } from '../lib/db/migrate';
import { seedDemoInstitutions, seedReferenceData } from '../lib/reference/seed';
import { startDevMailForLocalRun } from '../lib/mail/dev-mail-server';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const started = Date.now();

let stopDatabase = async () => {};
let url = process.env.DATABASE_URL;
if (!url) {
  const pg = await ensureEmbeddedPostgres();
  url = pg.url;
  stopDatabase = pg.stop;
  // On the embedded database this is a local run: generated secrets kept in .data/ are fine.
  // With DATABASE_URL (a real deployment) the production server refuses to start without real ones.
  process.env.SESSION_SECRET ??= devSecret('session-secret', 32);
  process.env.DOCUMENT_KEY ??= devSecret('document-key', 32);
  console.log(`▸ embedded PostgreSQL ready (${process.env.EMBEDDED_PG_DIR ?? '.data/postgres'})`);
}
await migrateDeploy(url);
await seedReferenceData(url);
if (process.env.SEED_DEMO !== '0') await seedDemoInstitutions(url);
console.log(`▸ database migrated and seeded in ${Date.now() - started} ms`);
// A local run (embedded database) without SMTP_URL: catch the site's mail in MailDev so it can be read.
// A deployment (DATABASE_URL) without SMTP_URL keeps its mail queued rather than lose it to MailDev.
const stopMail = !process.env.SMTP_URL && !process.env.DATABASE_URL ? await startDevMailForLocalRun() : async () => {};

const next = 'node_modules/next/dist/bin/next';
const env = { ...process.env, DATABASE_URL: url };
if (mode === 'start' && !existsSync('.next/BUILD_ID')) {
  console.log('▸ no production build yet: running `next build` first');
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) { await stopMail(); await stopDatabase(); process.exit(build.status ?? 1); }
}

const port = process.env.PORT ?? '3000';
const child = spawn(process.execPath, [next, mode, '-p', port, ...(process.env.HOSTNAME ? ['-H', process.env.HOSTNAME] : [])], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await stopMail();
  await stopDatabase();
  process.exit(code ?? 0);
});
