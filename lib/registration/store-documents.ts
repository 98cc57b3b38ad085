// Writes a registration's documents before the database transaction and removes them again if the
// transaction fails, so a refused or failed registration leaves no stray files.
import 'server-only';
import { deleteDocument, saveDocument, type StoredDocument } from '@/lib/documents/store';
import type { CheckedDocument } from './check-registration';

export async function withStoredDocuments<T>(
  folder: string,
  docs: { aadhaar: CheckedDocument; passport: CheckedDocument },
  write: (stored: { aadhaar: StoredDocument & CheckedDocument; passport: StoredDocument & CheckedDocument }) => Promise<T>,
): Promise<T> {
  const aadhaar = { ...docs.aadhaar, ...(await saveDocument(docs.aadhaar.file, folder)) };
  let passport: (StoredDocument & CheckedDocument) | undefined;
  try {
    passport = { ...docs.passport, ...(await saveDocument(docs.passport.file, folder)) };
    return await write({ aadhaar, passport });
  } catch (e) {
    // A cleanup that fails too (the bucket is down) is logged, and the original error is the one that counts.
    const cleanup = await Promise.allSettled([deleteDocument(aadhaar.storageKey), passport && deleteDocument(passport.storageKey)]);
    for (const c of cleanup) if (c.status === 'rejected') console.error('[registration] could not remove a stored document after a failed registration:', (c.reason as Error)?.message);
    throw e;
  }
}

export const documentRows = (stored: { aadhaar: StoredDocument & CheckedDocument; passport: StoredDocument & CheckedDocument }) => [
  { kind: 'aadhaar' as const, ...pick(stored.aadhaar) },
  { kind: 'passport_photo' as const, ...pick(stored.passport) },
];

const pick = (d: StoredDocument & CheckedDocument) => ({
  storageKey: d.storageKey, contentType: d.contentType, sizeBytes: d.sizeBytes, sha256: d.sha256, encryption: d.encryption, keyId: d.keyId, store: d.store,
});
