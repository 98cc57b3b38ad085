// Deleting the files of an erased record, and saying truthfully what happened. Each file is deleted from the
// store its row names and from every other store set up (a folder copy left by `documents migrate`, a bucket copy);
// a file that its own store did not hold (another machine's folder, a wrong bucket) is reported, never counted
// as gone.
import 'server-only';
import { invalid } from '@/lib/kernel/domain-errors';
import { documentStore, storesFor } from './document-store';

export type ErasedFiles = { deleted: number; missing: string[]; versioned: boolean };

export async function eraseFiles(files: { storageKey: string; store: string }[]): Promise<ErasedFiles> {
  const found = await Promise.all(files.map(async ({ storageKey, store }) => {
    const [own, ...others] = storesFor(store);
    const [there] = await Promise.all([own.delete(storageKey), ...others.map((s) => s.delete(storageKey))]);
    return there;
  }));
  return {
    deleted: found.filter(Boolean).length,
    missing: files.filter((_, i) => !found[i]).map((f) => f.storageKey),
    versioned: files.some((f) => f.store === 's3') || documentStore().kind === 's3',
  };
}

/** The admin command's line for a finished erasure; an InvalidError (exit status 1) when a file was not found. */
export function erasureOutcome(applicationId: string, files: ErasedFiles): string {
  const n = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
  if (files.missing.length) {
    throw invalid(
      `Erased ${applicationId}'s record, and deleted ${n(files.deleted)}; but ${n(files.missing.length)} it named ` +
        `${files.missing.length === 1 ? 'was' : 'were'} not in the ${documentStore().kind} document store: ${files.missing.join(', ')}. ` +
        'Find where they are (another machine\'s UPLOAD_DIR? another bucket? check DOCUMENT_STORE) and delete them there.',
    );
  }
  // A bucket with versioning (README, "Backup and restore") keeps a deleted object's old versions until its
  // lifecycle rule expires them: say so rather than "gone".
  const copies = files.versioned ? ' Encrypted copies in bucket versions and backups expire with their retention (README, "Backup and restore").' : '';
  return `Erased ${applicationId}: the record and ${n(files.deleted)} are gone; the audit trail keeps the application id.${copies}`;
}
