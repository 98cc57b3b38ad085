// `admin documents migrate --to s3`: copies every document from the folder (UPLOAD_DIR) into the bucket.
// Each object is read back from the bucket and decrypted (and its SHA-256 compared with the row's) before the
// row says 's3', so a row never names a copy nobody has opened. Resumable by construction: rows already moved
// are skipped, and a crash between the copy and the row leaves a row that says 'local' and is copied again.
// The folder is left as it was: remove it once `documents verify` is clean with DOCUMENT_STORE=s3.
import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { invalid } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { createStore, type DocumentStore } from './document-store';
import { decryptDocument } from './store';

export type MigrateResult = { moved: number; missing: string[]; failed: string[] };

/** The bucket named by S3_*, whatever DOCUMENT_STORE says today (the app keeps serving from the folder). */
export function configuredBucket(): DocumentStore {
  if (!env.S3_BUCKET) throw invalid('S3_BUCKET is not set: set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE as needed).');
  return createStore({ kind: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE });
}

export async function migrateDocumentsToS3(
  staff: string,
  { from = createStore({ kind: 'local', dir: env.UPLOAD_DIR }), to = configuredBucket(), batchSize = 50 } = {},
): Promise<MigrateResult> {
  const result: MigrateResult = { moved: 0, missing: [], failed: [] };
  await to.check();
  for (let after = 0; ;) {
    const batch = await db.document.findMany({
      where: { id: { gt: after }, store: 'local' },
      orderBy: { id: 'asc' },
      take: batchSize,
      select: { id: true, storageKey: true, keyId: true, sha256: true },
    });
    if (!batch.length) break;
    for (const doc of batch) {
      after = doc.id;
      const data = await from.get(doc.storageKey);
      if (!data) { result.missing.push(doc.storageKey); continue; }
      const opens = (bytes: Buffer | null) => {
        try { return Boolean(bytes) && createHash('sha256').update(decryptDocument(bytes!, doc.keyId)).digest('hex') === doc.sha256; } catch { return false; }
      };
      // Only a file that decrypts to its row's hash goes to the bucket (never plaintext, never a damaged file).
      if (!opens(data)) { result.failed.push(doc.storageKey); continue; }
      try {
        await to.put(doc.storageKey, data);
        if (!opens(await to.get(doc.storageKey))) throw new Error('read-back differs');
      } catch {
        await to.delete(doc.storageKey).catch(() => {});
        result.failed.push(doc.storageKey);
        continue;
      }
      const marked = await db.document.updateMany({ where: { id: doc.id, storageKey: doc.storageKey, store: 'local' }, data: { store: 's3' } });
      if (marked.count === 0) await to.delete(doc.storageKey); // erased or replaced meanwhile: no orphan copy
      else result.moved++;
    }
  }
  await audit(db, { staff, action: 'documents.migrate', entityType: 'document', detail: { to: 's3', ...result } });
  return result;
}
