// Donors' PANs ride the DOCUMENT_KEY rotation: stored under the newest key with its id, readable while an old key is
// listed, and moved to the newest by `admin documents rekey`, after which the old key can go.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { withDocumentKeyList } from '../helpers/document-key';

const saved = process.env.DOCUMENT_KEY!;
afterAll(() => { process.env.DOCUMENT_KEY = saved; vi.resetModules(); });

async function withDocumentKey(list: string) {
  const { admin } = await withDocumentKeyList(list);
  return {
    pan: await import('@/lib/donations/pan'),
    keyId: (await import('@/lib/documents/store')).documentKeyId,
    create: (await import('@/app/api/v1/donations/route')).POST,
    admin,
  };
}

describe('PAN and DOCUMENT_KEY rotation', () => {
  it('re-encrypts every PAN under the newest key; the old key can then go', async () => {
    const [oldKey, newKey] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
    const before = await withDocumentKey(oldKey);
    const res = await apiClient().call(before.create, { json: { amount: 500, campaign: 'general', name: 'Key Test', email: 'key@example.org', mobile: '9876543210', address: 'Guwahati', pan: 'KLMNO4321P', indian_citizen: true, method: 'upi' } });
    expect(res.status).toBe(201);
    const reference = res.body.reference as string;
    expect((await testDb().donation.findUniqueOrThrow({ where: { reference } })).panKeyId).toBe(before.keyId(oldKey));

    const rotated = await withDocumentKey(`${newKey},${oldKey}`);
    const done = await rotated.admin('documents', 'rekey');
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/Re-encrypted [1-9]\d* donor PANs? under key /);
    const row = await testDb().donation.findUniqueOrThrow({ where: { reference } });
    expect(row.panKeyId).toBe(rotated.keyId(newKey));

    const onlyNew = await withDocumentKey(newKey);
    expect(onlyNew.pan.decryptPan(row.panEncrypted!, row.panKeyId)).toBe('KLMNO4321P');
    expect(() => before.pan.decryptPan(row.panEncrypted!, row.panKeyId)).toThrow();
  });
});
