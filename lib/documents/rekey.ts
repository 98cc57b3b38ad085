// Re-encrypts every stored document under the newest DOCUMENT_KEY, so the older entries can be dropped.
// Resumable by construction: each file is rewritten in place (atomic rename) and only then is its row marked
// with the new key id. A crash in between leaves a file whose row names the old key; reading tries every
// listed key, so it still opens, and the next run simply rewrites it again. Audited as one staff action.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { currentDocumentKeyId, deleteDocument, rewriteDocument } from './store';
import { documentStore } from './document-store';
import { invalid } from '@/lib/kernel/domain-errors';

export type RekeyResult = { keyId: string; reencrypted: number; missingFiles: number[]; unreadable: number[] };

export async function rekeyDocuments(staff: string, { batchSize = 50 } = {}): Promise<RekeyResult> {
  const keyId = currentDocumentKeyId();
  // Rows whose file is in the other store (between `documents migrate` and the switch of DOCUMENT_STORE, or
  // uploads made since): rewriting the configured store's copies would leave those under the old key, which the
  // operator is about to drop. Refused until every row is in the configured store.
  const kind = documentStore().kind;
  const elsewhere = await db.document.count({ where: { store: { not: kind } } });
  if (elsewhere) {
    throw invalid(`${elsewhere} document${elsewhere === 1 ? ' is' : 's are'} recorded in the other store (DOCUMENT_STORE is ${kind}): finish the move first (documents migrate --to s3, then DOCUMENT_STORE=s3), then rekey.`);
  }
  const result: RekeyResult = { keyId, reencrypted: 0, missingFiles: [], unreadable: [] };
  for (let after = 0; ;) {
    const batch = await db.document.findMany({
      where: { id: { gt: after }, OR: [{ keyId: null }, { keyId: { not: keyId } }] },
      orderBy: { id: 'asc' },
      take: batchSize,
      select: { id: true, storageKey: true, keyId: true },
    });
    if (!batch.length) break;
    for (const doc of batch) {
      after = doc.id;
      try {
        await rewriteDocument(doc.storageKey, doc.keyId);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') result.missingFiles.push(doc.id);
        else result.unreadable.push(doc.id);
        continue;
      }
      const marked = await db.document.updateMany({ where: { id: doc.id, storageKey: doc.storageKey }, data: { keyId } });
      // Erased or replaced while we worked: our rewrite must not bring its file back.
      if (marked.count === 0) await deleteDocument(doc.storageKey);
      else result.reencrypted++;
    }
  }
  await audit(db, { staff, action: 'documents.rekey', entityType: 'document', detail: result });
  return result;
}
