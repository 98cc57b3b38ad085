// The site's copy moved into the database (issue 35): the seed writes every item once, valid for its type, with
// its Assamese and Hindi from the catalogues; `content export` → a fresh database → `content import` gives the
// same rows and the same files; importing twice changes nothing; malformed input is refused whole, by name.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testDb } from '../helpers/db';
import { ownDatabase } from '../helpers/own-database';
import { createDb } from '@/lib/platform/db/create-client';
import { createDatabaseIfMissing, dropDatabase } from '@/lib/platform/db/embedded';
import { migrateDeploy } from '@/lib/platform/db/migrate';
import { CONTENT_SEEDS, seedContent } from '@/lib/content-store/seed';
import { seedItems } from '@/lib/content-store/seed/seed-items';
import { checkItemData } from '@/lib/content-store/item-data';
import { storeWebImage } from '@/lib/media/media-store';
import { CONTENT_TYPES, contentType } from '@/lib/content-store/registry';
import { exportContent, importContent } from '@/lib/content-transfer/transfer';
import { CONTENT_IMPORT_LIMITS } from '@/lib/limits';
import sharp from 'sharp';

const run = promisify(execFile);
// Its own database: an export takes every item there is, and the shared database holds other files' items whose
// image files are in those files' own upload folders.
const database = ownDatabase('content_transfer');
beforeAll(() => database.create(), 120_000);
afterAll(() => database.drop());
const SEEDED_TYPES = CONTENT_SEEDS.map((s) => s.type.type);
const admin = (url: string, ...argv: string[]) =>
  run('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', 'content', ...argv, '--by', 'transfer-test'], { env: { ...process.env, DATABASE_URL: url } });

/** The rows as content, without ids and times: what must be the same after a move. */
async function contentRows(db: ReturnType<typeof createDb>) {
  const items = await db.contentItem.findMany({ where: { type: { in: SEEDED_TYPES } }, orderBy: [{ type: 'asc' }, { sortOrder: 'asc' }, { key: 'asc' }], include: { versions: { select: { data: true } } } });
  return items.map((i) => ({ type: i.type, key: i.key, sortOrder: i.sortOrder, hidden: i.hidden, draft: i.draft, published: i.published, versions: i.versions.length }));
}

describe('the content seed', () => {
  it('writes every item of today\'s copy once, each valid for its type, with Assamese and Hindi from the catalogues', async () => {
    const url = database.url;
    await seedContent(url);
    expect(await seedContent(url), 'a second run adds nothing').toBe(0);
    for (const seed of CONTENT_SEEDS) {
      const type = contentType(seed.type.type);
      for (const item of seedItems(seed)) expect(() => checkItemData(type, item.data), `${type.type}/${item.key}`).not.toThrow();
    }
    const hero = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: 'page_text', key: 'home-hero' } }, include: { versions: true } });
    expect(hero.published).toEqual(hero.draft);
    expect(hero.versions.map((v) => [v.version, v.publishedBy])).toEqual([[1, 'seed']]);
    const data = hero.published as { en: { title: string }; as?: { title?: string }; hi?: { title?: string } };
    expect(data.en.title).toBe('Rooted in Assam. Rising with Gen Z.');
    expect(data.as?.title).toMatch(/[\u0980-\u09FF]/); // Assamese script
    expect(data.hi?.title).toMatch(/[\u0900-\u097F]/); // Devanagari
    const counters = await testDb().contentItem.findMany({ where: { type: 'counter' }, orderBy: { sortOrder: 'asc' } });
    expect(counters.map((c) => c.key)).toEqual(['home-youth-impacted', 'home-annual-events', 'home-cities', 'home-volunteers', 'impact-youth-reached', 'impact-cities', 'impact-events', 'impact-media-mentions']);
    expect((counters[0].published as { en: object }).en).toEqual({ place: 'home', label: 'Youth Impacted', value: '50,000', suffix: '+' });
  });

  it('moves to a fresh database with `content export` and `content import`: same rows, same files; a second import changes nothing', async () => {
    const url = database.url;
    await seedContent(url);
    // An uploaded thumbnail, so a file travels too.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } }).png().toBuffer();
    const thumbnail = await storeWebImage(png);
    const media = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: 'media_link', key: 'club-diaries' } } });
    const withThumb = { ...(media.published as { en: object }), en: { ...(media.published as { en: object }).en, thumbnail } };
    await testDb().contentItem.update({ where: { id: media.id }, data: { published: withThumb, draft: withThumb } });

    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    const exported = await admin(url, 'export', '--out', dir);
    expect(exported.stdout).toMatch(/^Exported \d+ items of \d+ types and \d+ files? to /);
    expect((await readdir(dir)).sort()).toEqual([...CONTENT_TYPES.map((t) => `${t.type}.json`), 'files'].sort());
    // The thumbnail's AVIF and WebP files, and the list of their hashes.
    const files = (await readdir(path.join(dir, 'files'))).filter((f) => f !== 'SHA256SUMS');
    const hash = /^media:\d+x\d+:([0-9a-f]{32}):/.exec(thumbnail)![1]!;
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((f) => f.startsWith(`${hash}-`))).toBe(true);
    expect(new Set(files.map((f) => f.slice(f.lastIndexOf('.'))))).toEqual(new Set(['.avif', '.webp']));
    // Stable: a second export writes the same bytes.
    const again = await mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    await exportContent(again);
    expect(await readFile(path.join(again, 'page_text.json'), 'utf8')).toBe(await readFile(path.join(dir, 'page_text.json'), 'utf8'));

    const adminUrl = inject('databaseAdminUrl');
    const name = `content_import_${Date.now()}`;
    await createDatabaseIfMissing(adminUrl, name);
    // The server's administrator owns the new database (the app's role may not create one): a new installation.
    const freshUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const fresh = createDb(freshUrl, 2);
    try {
      await migrateDeploy(freshUrl);
      const first = await admin(freshUrl, 'import', dir);
      expect(first.stdout).toMatch(/: (\d+) added, 0 changed, 0 unchanged\.$/m);
      const rows = (await contentRows(fresh)).map(({ versions, ...r }) => ({ ...r, versions: Math.min(versions, 1) }));
      const before = (await contentRows(testDb())).map(({ versions, ...r }) => ({ ...r, versions: Math.min(versions, 1) }));
      expect(rows).toEqual(before);
      const second = await admin(freshUrl, 'import', dir);
      expect(second.stdout).toMatch(/: 0 added, 0 changed, \d+ unchanged\.$/m);
      expect(await fresh.contentVersion.count()).toBe(rows.filter((r) => r.published !== null).length);
      // A damaged file is refused by its listed hash, and nothing is imported.
      await writeFile(path.join(dir, 'files', files[0]!), 'not the image');
      const damaged = await admin(freshUrl, 'import', dir).then(() => ({ stderr: 'imported' }), (e: { stderr: string }) => e);
      expect(damaged.stderr).toContain(`files/${files[0]}: its bytes do not match its hash in files/SHA256SUMS (damaged, replaced or not listed).`);
    } finally {
      await fresh.$disconnect();
      await dropDatabase(adminUrl, name).catch(() => {});
    }
  }, 300_000); // the admin script runs as a child process three times on a busy machine

  it('refuses a malformed directory whole, naming each problem, and writes nothing', async () => {
    await seedContent(database.url);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    await exportContent(dir);
    const counters = JSON.parse(await readFile(path.join(dir, 'counter.json'), 'utf8'));
    counters.items[0].draft.en.label = '';
    counters.items[1].key = 'Not A Key';
    await writeFile(path.join(dir, 'counter.json'), JSON.stringify(counters));
    await writeFile(path.join(dir, 'widgets.json'), '{}');
    await writeFile(path.join(dir, 'toolkit.json'), '{ not json');
    const before = await testDb().contentItem.findMany({ where: { type: 'counter' }, orderBy: { id: 'asc' } });
    const refused = await importContent(dir, 'transfer-test').catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    const message = (refused as Error).message;
    expect(message).toMatch(/^Nothing was imported\. Fix these and run it again:/);
    expect(message).toContain('- counter.json, item 1 ("home-youth-impacted"): Please check the item: en.label:');
    expect(message).toContain('- counter.json, item 2: its key is missing or not a key (lower-case letters, digits and dashes).');
    expect(message).toContain('- widgets.json: not a content type of this installation');
    expect(message).toContain('- toolkit.json: not JSON');
    expect(await testDb().contentItem.findMany({ where: { type: 'counter' }, orderBy: { id: 'asc' } })).toEqual(before);
  });
  it('refuses a hostile directory: links to files outside it and oversized JSON are named, never read', async () => {
    await seedContent(database.url);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    await exportContent(dir);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'content-outside-'));
    await writeFile(path.join(outside, 'secret.txt'), 'SECRET-LINE of a file the export never had');
    await rm(path.join(dir, 'counter.json'));
    await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'counter.json'));
    await truncate(path.join(dir, 'toolkit.json'), CONTENT_IMPORT_LIMITS.maxJsonBytes + 1); // sparse: no memory spent writing it
    const before = await testDb().contentItem.count();
    const refused = await importContent(dir, 'transfer-test').catch((e: Error) => e);
    const message = (refused as Error).message;
    expect(message).toMatch(/^Nothing was imported\. Fix these and run it again:/);
    expect(message).toContain('- counter.json: not a plain file (a link or a folder); give the files `content export` wrote.');
    expect(message).toContain(`- toolkit.json: larger than ${CONTENT_IMPORT_LIMITS.maxJsonBytes / (1024 * 1024)} MB; no export of this site's content is that large.`);
    expect(message).not.toContain('SECRET');
    expect(await testDb().contentItem.count()).toBe(before);
  });
});
