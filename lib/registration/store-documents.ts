// Writes a registration's documents before the database transaction and removes them again if the
// transaction fails, so a refused or failed registration leaves no stray files.
import 'server-only';
import { deleteDocument, saveDocument, type StoredDocument } from '@/lib/documents/store';
import type { CheckedDocument } from './check-registration';

export async function withStoredDocuments<T>(
  folder: string,
  docs: { aadhaar: CheckedDocument; passportPhoto: CheckedDocument },
  write: (stored: { aadhaar: StoredDocument & CheckedDocument; passportPhoto: StoredDocument & CheckedDocument }) => Promise<T>,
): Promise<T> {
  const aadhaar = { ...docs.aadhaar, ...(await saveDocument(docs.aadhaar.file, folder)) };
  let passportPhoto: (StoredDocument & CheckedDocument) | undefined;
  try {
    passportPhoto = { ...docs.passportPhoto, ...(await saveDocument(docs.passportPhoto.file, folder)) };
    return await write({ aadhaar, passportPhoto });
  } catch (e) {
    // A cleanup that fails too (the bucket is down) is logged, and the original error is the one that counts.
    const cleanup = await Promise.allSettled([deleteDocument(aadhaar.storageKey), passportPhoto && deleteDocument(passportPhoto.storageKey)]);
    for (const c of cleanup) if (c.status === 'rejected') console.error('[registration] could not remove a stored document after a failed registration:', (c.reason as Error)?.message);
    throw e;
  }
}

export const documentRows = (stored: { aadhaar: StoredDocument & CheckedDocument; passportPhoto: StoredDocument & CheckedDocument }) => [
  { kind: 'aadhaar' as const, ...pick(stored.aadhaar) },
  { kind: 'passport_photo' as const, ...pick(stored.passportPhoto) },
];

const pick = (d: StoredDocument & CheckedDocument) => ({
  storageKey: d.storageKey, contentType: d.contentType, sizeBytes: d.sizeBytes, sha256: d.sha256, encryption: d.encryption, keyId: d.keyId, store: d.store,
});
