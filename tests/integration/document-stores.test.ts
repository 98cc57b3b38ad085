// The document-store contract, run against both stores: the folder (UPLOAD_DIR) and an S3-compatible bucket
// (s3rver, started by the test harness). Write, read, delete, a missing object, rekey and erasure behave the
// same; the store only ever holds ciphertext; erasure says so when a file it expected is not there; `documents
// verify` finds each kind of mismatch; `documents migrate --to s3` moves a folder into the bucket, resumably.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ownDatabase } from '../helpers/own-database';
import { S3RVER_CREDENTIALS } from '../helpers/s3-server';
import { apiClient } from '../helpers/api-client';
import { registrationValues } from '../factories';
import { PDF_BYTES, pdf, png } from '../helpers/files';
import { testDb } from '../helpers/db';
import type { StoreConfig } from '@/lib/documents/document-store';
import { toMultipart } from '@/lib/registration/multipart';

const database = ownDatabase('stores'); // rekey and verify look at every row: this file's rows only
Object.assign(process.env, S3RVER_CREDENTIALS);
beforeAll(() => database.create());
afterAll(() => database.drop());

const bucket = (name: string): StoreConfig => ({ kind: 's3', bucket: name, region: 'us-east-1', endpoint: inject('s3Endpoint'), forcePathStyle: true });
const folder = (): StoreConfig => ({ kind: 'local', dir: mkdtempSync(path.join(os.tmpdir(), 'store-')) });
const g = globalThis as { documentStore?: unknown };
const saved = process.env.DOCUMENT_KEY!;

/** The app's modules as a server with this store and DOCUMENT_KEY would load them. */
async function app(config: StoreConfig, documentKey = saved) {
  process.env.DOCUMENT_KEY = documentKey;
  vi.resetModules();
  const storeModule = await import('@/lib/documents/document-store');
  g.documentStore = storeModule.createStore(config);
  const { runAdmin } = await import('@/scripts/admin/run');
  const groups = [(await import('@/scripts/admin/documents')).documents, (await import('@/scripts/admin/people')).interns];
  return {
    store: storeModule.documentStore(),
    docs: await import('@/lib/documents/store'),
    createIntern: (await import('@/app/api/v1/create-intern/route')).POST,
    getDocument: (await import('@/app/api/v1/documents/[id]/route')).GET,
    async admin(...argv: string[]) {
      const out: string[] = [];
      const code = await runAdmin([...argv, '--by', 'Store Tester'], groups, { out: (t) => out.push(t), err: (t) => out.push(t) });
      return { code, out: out.join('\n') };
    },
  };
}
type App = Awaited<ReturnType<typeof app>>;

async function register(a: App) {
  const browser = apiClient();
  const res = await browser.call(a.createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  return { id, browser, docs: await testDb().document.findMany({ where: { applicantId: id }, orderBy: { id: 'asc' } }) };
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe.each([
  ['folder', folder],
  ['bucket', () => bucket('test-stores')],
] as const)('the %s document store', (_name, config) => {
  let a: App;
  let cfg: StoreConfig;
  beforeAll(async () => {
    await testDb().document.deleteMany(); // verify below looks at every row: start from none
    cfg = config();
    a = await app(cfg);
  });
  afterAll(() => { process.env.DOCUMENT_KEY = saved; delete g.documentStore; });

  it('writes only ciphertext, reads back the original bytes, and deletes truthfully', async () => {
    const stored = await a.docs.saveDocument(PDF_BYTES, 'intern-1');
    expect(stored).toMatchObject({ storageKey: expect.stringMatching(/^intern-1\/[a-f0-9]{32}$/), store: a.store.kind, sha256: sha(PDF_BYTES) });
    const raw = (await a.store.get(stored.storageKey))!;
    expect(raw.subarray(0, 7).toString()).toBe('NYFDOC1');
    expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    expect(new Uint8Array(await a.docs.readDocument(stored.storageKey, stored.keyId))).toEqual(PDF_BYTES);
    expect(await a.docs.deleteDocument(stored.storageKey)).toBe(true);
    expect(await a.docs.deleteDocument(stored.storageKey)).toBe(false); // nothing there: erasure must not say "gone"
    await expect(a.docs.readDocument(stored.storageKey)).rejects.toMatchObject({ code: 'ENOENT', message: `No stored object for document ${stored.storageKey}` });
    await expect(a.docs.readDocument('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(a.store.put('intern-1/../../x', new Uint8Array(1))).rejects.toThrow('Invalid storage key');
  });

  it('refuses an altered object (GCM), and a document opens for its owner over the route', async () => {
    const r = await register(a);
    const res = await r.browser.call(a.getDocument, { params: { id: String(r.docs[0].id) } });
    expect(res.status).toBe(200);
    expect(sha(new Uint8Array(await res.raw.arrayBuffer()))).toBe(r.docs[0].sha256);
    const raw = (await a.store.get(r.docs[1].storageKey))!;
    raw[raw.length - 1] ^= 1;
    await a.store.put(r.docs[1].storageKey, raw);
    await expect(a.docs.readDocument(r.docs[1].storageKey, r.docs[1].keyId)).rejects.toThrow('No DOCUMENT_KEY entry opens this document');
    await testDb().applicant.delete({ where: { id: r.id } });
    await a.store.delete(r.docs[0].storageKey);
    await a.store.delete(r.docs[1].storageKey);
  });

  it('rekey re-encrypts every object in this store, and each still opens for its owner', async () => {
    const r = await register(a);
    const newKey = randomBytes(32).toString('hex');
    const rotated = await app(cfg, `${newKey},${saved}`);
    const done = await rotated.admin('documents', 'rekey');
    expect(done).toMatchObject({ code: 0, out: expect.stringContaining(`Re-encrypted 2 documents under key ${rotated.docs.documentKeyId(newKey)}.`) });
    a = await app(cfg, newKey); // the old key is gone from the list
    for (const doc of r.docs) {
      const row = await testDb().document.findUniqueOrThrow({ where: { id: doc.id } });
      expect(row.keyId).toBe(a.docs.documentKeyId(newKey));
      const res = await r.browser.call(a.getDocument, { params: { id: String(doc.id) } });
      expect(res.status).toBe(200);
      expect(sha(new Uint8Array(await res.raw.arrayBuffer()))).toBe(doc.sha256);
    }
  });

  it('verify is clean, then names a row without its object, an object without a row, and one that does not decrypt', async () => {
    expect(await a.admin('documents', 'verify')).toEqual({ code: 0, out: expect.stringMatching(/^Checked 2 documents in the (local|s3) store\.\nClean: /) });
    const r = await register(a);
    await a.store.put('intern-999/' + 'f'.repeat(32), Buffer.from('NYFDOC1 stray'));
    const [gone, bad] = r.docs;
    await a.store.delete(gone.storageKey);
    const raw = (await a.store.get(bad.storageKey))!;
    raw[40] ^= 1;
    await a.store.put(bad.storageKey, raw);
    const v = await a.admin('documents', 'verify');
    expect(v.code).toBe(1);
    expect(v.out).toContain(`Rows without an object: ${gone.storageKey}.`);
    expect(v.out).toContain(`Objects without a row: intern-999/${'f'.repeat(32)}.`);
    expect(v.out).toContain(`Objects that do not decrypt to their recorded SHA-256: ${bad.storageKey}.`);
    expect(v.out).toContain('Error: The document store does not match the database (see above).');
    await a.store.delete('intern-999/' + 'f'.repeat(32));
    (globalThis as { erasable?: number }).erasable = r.id;
  });

  it('erasure deletes from this store, and exits 1 naming the file it did not find', async () => {
    const id = (globalThis as { erasable?: number }).erasable!; // one of its two files is already gone (above)
    const docs = await testDb().document.findMany({ where: { applicantId: id }, orderBy: { id: 'asc' } });
    const applicant = await testDb().applicant.findUniqueOrThrow({ where: { id } });
    const done = await a.admin('interns', 'erase', String(id), '--reason', 'request', '--confirm');
    expect(done.code).toBe(1);
    expect(done.out).toBe(
      `Error: Erased ${applicant.applicationId}'s record, and deleted 1 file; but 1 file it named was not in the ${a.store.kind} document store: ${docs[0].storageKey}. ` +
        "Find where they are (another machine's UPLOAD_DIR? another bucket? check DOCUMENT_STORE) and delete them there.",
    );
    expect(await a.store.get(docs[1].storageKey)).toBeNull();
    const r = await register(a);
    const whole = await a.admin('interns', 'erase', String(r.id), '--reason', 'request', '--confirm');
    const versions = a.store.kind === 's3' ? ' Encrypted copies in bucket versions and backups expire with their retention (README, "Backup and restore").' : '';
    expect(whole.code).toBe(0);
    expect(whole.out).toMatch(/^Erased INT-\d{4}-\d{5}: the record and 2 files are gone; the audit trail keeps the application id\./);
    expect(whole.out.endsWith(`application id.${versions}`)).toBe(true);
    for (const d of r.docs) expect(await a.store.get(d.storageKey)).toBeNull();
  });
});

describe('npm run admin -- documents migrate --to s3', () => {
  afterAll(() => { for (const k of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'DOCUMENT_STORE']) delete process.env[k]; delete g.documentStore; });

  it('copies every document into the bucket, verified by reading back, resumably; then the bucket serves them', async () => {
    await testDb().document.deleteMany();
    const dir = folder() as { kind: 'local'; dir: string };
    Object.assign(process.env, { UPLOAD_DIR: dir.dir, S3_BUCKET: 'test-migrate', S3_ENDPOINT: inject('s3Endpoint'), S3_FORCE_PATH_STYLE: 'true' });
    const before = await app(dir);
    const people = [await register(before), await register(before)];
    expect(await testDb().document.count({ where: { store: 'local' } })).toBe(4);

    // A run that dies after two objects: two rows point to the bucket, two still to the folder.
    const { migrateDocumentsToS3, configuredBucket } = await import('@/lib/documents/migrate');
    const bucketStore = configuredBucket();
    let puts = 0;
    const flaky = { ...bucketStore, put: async (k: string, d: Uint8Array) => { if (++puts > 2) throw new Error('connection reset'); return bucketStore.put(k, d); } };
    expect(await migrateDocumentsToS3('Store Tester', { to: flaky })).toMatchObject({ moved: 2, failed: [expect.any(String), expect.any(String)] });
    expect(await testDb().document.count({ where: { store: 's3' } })).toBe(2);
    const failed = await before.admin('documents', 'migrate', '--to', 'local');
    expect(failed).toEqual({ code: 1, out: 'Error: Say where to: documents migrate --to s3 (the bucket named by S3_BUCKET).' });

    const rest = await before.admin('documents', 'migrate', '--to', 's3');
    expect(rest.code).toBe(0);
    expect(rest.out).toMatch(/^Moved 2 documents to the bucket, each read back and decrypted\.\nEvery row now points to the bucket/);
    expect(await testDb().document.count({ where: { store: 's3' } })).toBe(4);
    expect((await before.admin('documents', 'migrate', '--to', 's3')).out).toMatch(/^Moved 0 documents/); // nothing left

    // Before the switch (the app still serves the folder): rekey would rewrite one copy of two, so it refuses;
    // erasure deletes both copies, the bucket's (the row's store) and the folder's.
    expect(await before.admin('documents', 'rekey')).toEqual({ code: 1, out: 'Error: 4 documents are recorded in the other store (DOCUMENT_STORE is local): finish the move first (documents migrate --to s3, then DOCUMENT_STORE=s3), then rekey.' });
    const folderStore = (await import('@/lib/documents/document-store')).createStore(dir);
    const leaving = people.pop()!;
    const erased = await before.admin('interns', 'erase', String(leaving.id), '--reason', 'request', '--confirm');
    expect(erased.code).toBe(0);
    for (const d of leaving.docs) {
      expect(await bucketStore.get(d.storageKey)).toBeNull();
      expect(await folderStore.get(d.storageKey)).toBeNull();
    }

    process.env.DOCUMENT_STORE = 's3';
    const after = await app(bucket('test-migrate'));
    expect(await after.admin('documents', 'verify')).toEqual({ code: 0, out: expect.stringMatching(/^Checked 2 documents in the s3 store\.\nClean: /) });
    for (const p of people) {
      for (const doc of p.docs) {
        const res = await p.browser.call(after.getDocument, { params: { id: String(doc.id) } });
        expect(res.status).toBe(200);
        expect(sha(new Uint8Array(await res.raw.arrayBuffer()))).toBe(doc.sha256);
      }
    }
    const trail = await testDb().staffAction.findMany({ where: { action: 'documents.migrate' } });
    expect(trail.map((t) => (t.detail as { moved: number }).moved)).toEqual([2, 2, 0]);
  });
});
