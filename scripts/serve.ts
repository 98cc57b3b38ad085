// `npm run dev` and `npm start`: make sure the database is there (embedded PostgreSQL when
// DATABASE_URL is unset), apply migrations, seed reference data, then serve Next.js on PORT (default 3000)
// through lib/http/app-server.ts (client address from the socket and TRUST_PROXY; 127.0.0.1 unless HOST).
// `npm start` builds first when there is no production build yet, and warns when the build is older than the code. Whether this is a deployment is decided
// here, once, before DATABASE_URL is set for the embedded database (lib/platform/config/app-env.ts), and a deployment
// with a missing or weak setting refuses to start before touching the database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureEmbeddedPostgres } from '../lib/platform/db/embedded';
import { devSecret } from '../lib/platform/dev-secrets';
import { migrateDeploy } from '../lib/platform/db/migrate';
import { seedReferenceData } from '../lib/reference/seed';
import { seedDemoInstitutions, wantsDemoData } from '../lib/institutions/seed';
import { seedEvents } from '../lib/events/seed';
import { seedContent } from '../lib/content-store/seed';
import { pinAppEnv } from '../lib/platform/config/app-env';
import { deploymentProblems, deploymentRefusal } from '../lib/platform/config/deployment-checks';
import { portIsFree, serveNext } from '../lib/http/app-server';
import { startupProblems, startupRefusal } from '../lib/platform/config/startup-checks';
import { warnAboutPlaceholders } from '../lib/content/placeholder-warnings';
import { warnAboutDraftCatalogues } from '../lib/i18n/draft-warnings';
import { startDevMailForLocalRun } from '../lib/mail/dev-mail-server';
import { rememberLocalSiteAddress } from '../lib/platform/config/local-site-address';
import { builtBaseMismatch } from '../lib/platform/config/built-base-url';
import { DIST_DIR } from '../lib/platform/build/dist-dir';
import { newerThanBuild } from '../lib/platform/build/build-freshness';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const started = Date.now();

// Every fatal setting stops the start here, with a message and exit status 1, before the database is touched.
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}
let decided: ReturnType<typeof pinAppEnv>;
try { decided = pinAppEnv(); } catch (e) { refuse(`Refusing to start: ${(e as Error).message}.`); }
const startup = startupProblems(process.env);
if (startup.length) refuse(startupRefusal(startup));
if (decided === 'production') {
  const problems = deploymentProblems(process.env);
  if (problems.length) refuse(deploymentRefusal(problems));
  warnAboutPlaceholders(process.env);
  warnAboutDraftCatalogues(process.env);
  const mismatch = mode === 'start' ? builtBaseMismatch(process.env.PUBLIC_BASE_URL) : null;
  if (mismatch) console.warn(mismatch);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || '127.0.0.1';
if (!(await portIsFree(port, host))) refuse(`Refusing to start: port ${port} on ${host} is in use (another \`npm start\`?). Stop it, or set PORT to a free port.`);

// Generated secrets kept in .data/ are for local runs; a deployment brings its own (checked above).
if (process.env.APP_ENV === 'local') {
  process.env.SESSION_SECRET ??= devSecret('session-secret', 32);
  process.env.CARD_KEY ??= devSecret('card-key', 32);
  process.env.DOCUMENT_KEY ??= devSecret('document-key', 32);
  process.env.SIGNING_KEY ??= devSecret('signing-key', 32);
}

let stopDatabase = async () => {};
let url = process.env.DATABASE_URL;
if (!url) {
  const pg = await ensureEmbeddedPostgres();
  url = pg.url;
  stopDatabase = pg.stop;
  console.log(`▸ embedded PostgreSQL ready (${process.env.EMBEDDED_PG_DIR ?? '.data/postgres'})`);
}
await migrateDeploy(url);
await seedReferenceData(url);
if (wantsDemoData()) {
  await seedDemoInstitutions(url);
  // One demo intern at each place on the internship road (mobile 9000000701 to 708, password Assam@2025).
  await (await import('../lib/internships/seed')).seedDemoInternships(url);
  // Demo Gen Z clubs and openings (Find a Club, View Openings); a deployment starts with none.
  await (await import('../lib/content-store/seed/clubs-openings')).seedDemoClubsAndOpenings(url);
}
await seedEvents(url, { demo: wantsDemoData() });
// The site's copy, as it was in code, for every environment (issue 35): written once, then staff's.
await seedContent(url);
console.log(`▸ database migrated and seeded in ${Date.now() - started} ms`);
// A local run gets a demo admin for the staff console; a deployment seeds no staff (the first admin comes
// from `npm run admin -- staff add ... --role admin`).
if (process.env.APP_ENV === 'local') {
  const { seedDemoStaffAdmin } = await import('../lib/staff/seed');
  await seedDemoStaffAdmin(url);
}
// A local run without SMTP_URL catches the site's mail in MailDev so it can be read. A deployment never gets
// here without SMTP_URL (deployment checks above), so its mail never goes to MailDev.
const stopMail = process.env.APP_ENV === 'local' && !process.env.SMTP_URL ? await startDevMailForLocalRun() : async () => {};

// A local run without a gateway of its own gets the Razorpay stand-in, as it gets MailDev (README, "Donations").
const stopGateway = process.env.APP_ENV === 'local' && !process.env.RAZORPAY_KEY_ID
  ? await (await import('./razorpay-stand-in')).startLocalGateway(port, devSecret)
  : async () => {};

const env = { ...process.env, DATABASE_URL: url };
// A build older than the code (after a `git pull`, or an edit) is served with a warning naming the newer file, never
// rebuilt here: another server may be serving the same folder (two local instances, the bench's pair, the browser
// tests' instances), and a rebuild would pull its files away mid-request.
const changed = mode === 'start' ? newerThanBuild(DIST_DIR) : null;
if (changed) console.warn(`▸ the build in ${DIST_DIR} is older than ${changed}: serving the old build; run \`npm run build\` to serve the code as it is now`);
if (mode === 'start' && !existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
  console.log('▸ no production build yet: running `npm run build` first');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  if (build.status !== 0) { await stopGateway(); await stopMail(); await stopDatabase(); process.exit(build.status ?? 1); }
}

process.env.DATABASE_URL = url;
// `next()` reads NODE_ENV when it is created; the production build must run as production.
(process.env as Record<string, string>).NODE_ENV = mode === 'dev' ? 'development' : 'production';
const server = await serveNext({ dev: mode === 'dev', port }).catch(async (e: Error) => {
  // The port was free a moment ago; taken since, or Next.js could not start: stop what we started, exit 1.
  console.error(`Could not start serving: ${e.message}`);
  await stopGateway();
  await stopMail();
  await stopDatabase();
  process.exit(1);
});
// The admin script, run from another shell, then links its mails to this site (lib/platform/config/local-site-address.ts).
const forgetAddress = process.env.APP_ENV === 'local' ? rememberLocalSiteAddress(process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`) : () => {};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    forgetAddress();
    await server.close();
    await stopGateway();
    await stopMail();
    await stopDatabase();
    process.exit(0);
  });
}
