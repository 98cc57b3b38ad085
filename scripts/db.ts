// Database chores from the command line, on DATABASE_URL or the embedded database:
//   npm run db:migrate            apply prisma/migrations
//   npm run db:seed               apply migrations, then seed reference data (idempotent; demo institutions too, outside a deployment, unless SEED_DEMO=0)
//   npm run db:new-migration NAME write prisma/migrations/<timestamp>_NAME from the change to prisma/schema.prisma
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail, withDatabase } from './with-database';
import { migrateDeploy } from '../lib/platform/db/migrate';
import { seedReferenceData } from '../lib/reference/seed';
import { seedDemoInstitutions, wantsDemoData } from '../lib/institutions/seed';
import { seedEvents } from '../lib/events/seed';
import { seedContent } from '../lib/content-store/seed';

const [command, name] = process.argv.slice(2);

async function newMigration(url: string, label: string) {
  if (!/^[a-z0-9_]+$/.test(label ?? '')) throw new Error('usage: npm run db:new-migration -- name_in_snake_case');
  const dir = 'prisma/migrations';
  const previous = readdirSync(dir).filter((d) => /^\d{14}_/.test(d)).sort().at(-1);
  const from = previous ? ['--from-schema-datamodel', path.join(dir, previous, 'schema.prisma')] : ['--from-empty'];
  const sql = execFileSync(process.execPath, ['node_modules/prisma/build/index.js', 'migrate', 'diff', ...from,
    '--to-schema-datamodel', 'prisma/schema.prisma', '--script'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) { console.log('No schema change: nothing to write.'); return; }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const target = path.join(dir, `${stamp}_${label}`);
  mkdirSync(target);
  writeFileSync(path.join(target, 'migration.sql'), sql);
  // The schema as of this migration: the next diff starts from it (no live database needed).
  copyFileSync('prisma/schema.prisma', path.join(target, 'schema.prisma'));
  console.log(`Wrote ${target}/migration.sql`);
}

await withDatabase(async (url) => {
  switch (command) {
    case 'migrate':
      await migrateDeploy(url);
      console.log('Migrations applied.');
      break;
    case 'seed': {
      await migrateDeploy(url);
      const counts = await seedReferenceData(url);
      console.log(`Reference data: ${JSON.stringify(counts)}`);
      if (wantsDemoData()) console.log(`Demo institutions: ${await seedDemoInstitutions(url)}`);
      if (wantsDemoData()) console.log(`Demo clubs and openings: ${await (await import('../lib/content-store/seed/clubs-openings')).seedDemoClubsAndOpenings(url)}`);
      console.log(`Events added: ${await seedEvents(url, { demo: wantsDemoData() })}`);
      console.log(`Content items added: ${await seedContent(url)}`);
      break;
    }
    case 'new-migration':
      await newMigration(url, name);
      break;
    default:
      throw new Error('usage: tsx scripts/db.ts migrate|seed|new-migration NAME');
  }
}).catch(fail);

