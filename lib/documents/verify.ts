// `admin documents verify`: compares the document rows with the configured store. It reports every row
// whose object is missing, every object no row names (left by a crash, or by erasure on the wrong machine),
// and every object that does not decrypt to the bytes its row's SHA-256 names. Read-only.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { documentStore, PUBLIC_MEDIA_FOLDER, type DocumentStore } from './document-store';
import { decryptDocument } from './store';

export type VerifyResult = { checked: number; missing: string[]; orphans: string[]; undecryptable: string[]; elsewhere: string[] };

export const isClean = (r: VerifyResult) => !r.missing.length && !r.orphans.length && !r.undecryptable.length;

export async function verifyDocuments(store: DocumentStore = documentStore(), { batchSize = 100 } = {}): Promise<VerifyResult> {
  const result: VerifyResult = { checked: 0, missing: [], orphans: [], undecryptable: [], elsewhere: [] };
  const named = new Set<string>();
  for (let after = 0; ;) {
    const batch = await db.document.findMany({
      where: { id: { gt: after } }, orderBy: { id: 'asc' }, take: batchSize,
      select: { id: true, storageKey: true, keyId: true, sha256: true, store: true },
    });
    if (!batch.length) break;
    for (const doc of batch) {
      after = doc.id;
      named.add(doc.storageKey);
      result.checked++;
      // A row the migration has not moved yet, read while the bucket is configured: say why it is missing.
      if (doc.store !== store.kind) result.elsewhere.push(doc.storageKey);
      const data = await store.get(doc.storageKey);
      if (!data) { result.missing.push(doc.storageKey); continue; }
      try {
        if (createHash('sha256').update(decryptDocument(data, doc.keyId)).digest('hex') !== doc.sha256) throw new Error('hash differs');
      } catch {
        result.undecryptable.push(doc.storageKey);
      }
    }
  }
  // The public images share the store under their own folder, with no document rows (lib/media/media-store.ts).
  for await (const key of store.keys()) if (!named.has(key) && !key.startsWith(`${PUBLIC_MEDIA_FOLDER}/`)) result.orphans.push(key);
  return result;
}
