// DOCUMENT_KEY rotation: new files use the newest key and record its id; `admin documents rekey` moves every
// file to the newest key, survives a crash halfway, is audited, and afterwards every document still opens for
// its owner with the old key gone from the list.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { withDocumentKeyList } from '../helpers/document-key';

const sha256 = async (res: Response) => createHash('sha256').update(new Uint8Array(await res.arrayBuffer())).digest('hex');
import { toMultipart } from '@/lib/registration/multipart';

const saved = process.env.DOCUMENT_KEY!;
afterAll(() => { process.env.DOCUMENT_KEY = saved; vi.resetModules(); });

/** The modules as a server started with this DOCUMENT_KEY would load them. */
async function withDocumentKey(list: string) {
  const { admin } = await withDocumentKeyList(list);
  return {
    storage: await import('@/lib/documents/store'),
    getDocument: (await import('@/app/api/v1/documents/[id]/route')).GET,
    createIntern: (await import('@/app/api/v1/create-intern/route')).POST,
    admin,
  };
}

async function registerWithDocuments({ createIntern }: Awaited<ReturnType<typeof withDocumentKey>>) {
  const browser = apiClient();
  const res = await browser.call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  return { browser, docs: await testDb().document.findMany({ where: { applicantId: id }, orderBy: { id: 'asc' } }) };
}

describe('npm run admin -- documents rekey', () => {
  it('re-encrypts under the newest key, resumably, and every document still opens for its owner', async () => {
    const oldKey = saved;
    const newKey = randomBytes(32).toString('hex');
    const before = await withDocumentKey(oldKey);
    const oldId = before.storage.documentKeyId(oldKey);
    const newId = before.storage.documentKeyId(newKey);
    const a = await registerWithDocuments(before);
    const b = await registerWithDocuments(before);
    expect(a.docs.map((d) => d.keyId)).toEqual([oldId, oldId]);
    // A row stored before key ids existed.
    await testDb().document.update({ where: { id: b.docs[0].id }, data: { keyId: null } });

    const rotated = await withDocumentKey(`${newKey},${oldKey}`);
    // New uploads already use the new key.
    const c = await registerWithDocuments(rotated);
    expect(c.docs.map((d) => d.keyId)).toEqual([newId, newId]);
    // A crash halfway: one file rewritten under the new key, its row not yet marked.
    await rotated.storage.rewriteDocument(a.docs[0].storageKey, a.docs[0].keyId);
    const halfway = await a.browser.call(rotated.getDocument, { params: { id: String(a.docs[0].id) } });
    expect(halfway.status).toBe(200);
    expect(await sha256(halfway.raw)).toBe(a.docs[0].sha256);

    const first = await rotated.admin('documents', 'rekey');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(new RegExp(`^Re-encrypted \\d+ documents? under key ${newId}\\.`));
    const mine = [...a.docs, ...b.docs, ...c.docs].map((d) => d.id);
    expect((await testDb().document.findMany({ where: { id: { in: mine } } })).map((d) => d.keyId)).toEqual(mine.map(() => newId));
    const audit = await testDb().staffAction.findFirstOrThrow({ where: { action: 'documents.rekey', staff: 'Rekey Tester' }, orderBy: { id: 'desc' } });
    expect(audit.detail).toMatchObject({ keyId: newId, unreadable: [] });

    // Running it again finds nothing of ours left to do.
    const again = await rotated.admin('documents', 'rekey');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^Re-encrypted 0 documents under key/);

    // The old key dropped: everything opens for its owner, byte for byte.
    const after = await withDocumentKey(newKey);
    for (const person of [a, b, c]) {
      for (const doc of person.docs) {
        const res = await person.browser.call(after.getDocument, { params: { id: String(doc.id) } });
        expect(res.status, `document ${doc.id}`).toBe(200);
        expect(await sha256(res.raw)).toBe(doc.sha256);
      }
    }
  });

  it('reads a file whose key was dropped too early as an error, and rekey refuses with a message', async () => {
    const a = await registerWithDocuments(await withDocumentKey(saved));
    const other = await withDocumentKey(randomBytes(32).toString('hex'));
    await expect(other.storage.readDocument(a.docs[0].storageKey, a.docs[0].keyId)).rejects.toThrow('No DOCUMENT_KEY entry opens this document');
    const r = await other.admin('documents', 'rekey');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`\nError: No DOCUMENT_KEY entry opens documents [\\d, ]*\\b${a.docs[0].id}, ${a.docs[1].id}: keep the old keys`));
  });
});
