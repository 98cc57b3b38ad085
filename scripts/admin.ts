// Staff admin script: `npm run admin -- --help`. Connects to DATABASE_URL, or to the embedded PostgreSQL
// (shared with a running app), then routes to a command group. Add a group (interns, members) by writing
// scripts/admin/<group>.ts exporting a CommandGroup and listing it in GROUPS below.
import { fail, withDatabase } from './with-database';
import type { CommandGroup } from './admin/command';
import { appEnv } from '../lib/platform/config/app-env';
import { localSiteAddress } from '../lib/platform/config/local-site-address';

// Loaded lazily: lib modules read DATABASE_URL on first use, which is set only once the database is known.
const GROUPS: (() => Promise<CommandGroup>)[] = [
  async () => (await import('./admin/institutions')).institutions,
  async () => (await import('./admin/people')).interns,
  async () => (await import('./admin/people')).members,
  async () => (await import('./admin/submissions')).submissions,
  async () => (await import('./admin/exports')).exports,
  async () => (await import('./admin/documents')).documents,
  async () => (await import('./admin/staff')).staff,
  async () => (await import('./admin/internships')).internships,
  async () => (await import('./admin/donations')).donations,
  async () => (await import('./admin/certificates')).certificates,
  async () => (await import('./admin/events')).events,
  async () => (await import('./admin/event-door')).eventDoor,
  async () => (await import('./admin/content')).content,
];

const io = { out: (t: string) => console.log(t), err: (t: string) => console.error(t) };
const argv = process.argv.slice(2);

// A local run's mails link to the local site that is running (its address is kept in .data/ while it runs),
// not to http://localhost:3000 when it serves on another port. PUBLIC_BASE_URL, when set, always wins.
if (!process.env.PUBLIC_BASE_URL && appEnv() === 'local') {
  const running = localSiteAddress();
  if (running) process.env.PUBLIC_BASE_URL = running;
}

async function main(): Promise<number> {
  const { runAdmin, wantsHelpOnly } = await import('./admin/run');
  if (wantsHelpOnly(argv)) return runAdmin(argv, await Promise.all(GROUPS.map((g) => g())), io);
  return withDatabase(async (url) => {
    process.env.DATABASE_URL = url;
    const groups = await Promise.all(GROUPS.map((g) => g()));
    const { db } = await import('../lib/platform/db/client');
    try {
      return await runAdmin(argv, groups, io);
    } finally {
      await db.$disconnect();
    }
  });
}

main().then((code) => process.exit(code), fail);
