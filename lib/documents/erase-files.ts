// Deleting the files of an erased record, and saying truthfully what happened: a file the row named but the
// configured store did not hold (another machine's folder, a wrong bucket) is reported, never counted as gone.
import 'server-only';
import { invalid } from '@/lib/kernel/domain-errors';
import { deleteDocument } from './store';
import { documentStore } from './document-store';

export type ErasedFiles = { deleted: number; missing: string[] };

export async function eraseFiles(storageKeys: string[]): Promise<ErasedFiles> {
  const found = await Promise.all(storageKeys.map((key) => deleteDocument(key)));
  return { deleted: found.filter(Boolean).length, missing: storageKeys.filter((_, i) => !found[i]) };
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
  return `Erased ${applicationId}: the record and ${n(files.deleted)} are gone; the audit trail keeps the application id.`;
}
