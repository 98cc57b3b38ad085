// `npm run admin -- documents ...`: chores on the encrypted document store.
import { type CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { rekeyDocuments } from '@/lib/documents/rekey';
import { rekeyPans } from '@/lib/donations/pan';
import { migrateDocumentsToS3 } from '@/lib/documents/migrate';
import { isClean, verifyDocuments } from '@/lib/documents/verify';
import { documentStore } from '@/lib/documents/document-store';

const list = (keys: string[]) => keys.slice(0, 50).join(', ') + (keys.length > 50 ? `, and ${keys.length - 50} more` : '');

export const documents: CommandGroup = {
  name: 'documents',
  summary: 'the encrypted document store (see docs/decisions/003)',
  commands: [
    {
      name: 'rekey',
      usage: 'rekey',
      summary: 're-encrypt every document and donor PAN under the newest DOCUMENT_KEY entry (safe to interrupt and run again)',
      async run({ staff }, io) {
        const r = await rekeyDocuments(staff);
        io.out(`Re-encrypted ${r.reencrypted} document${r.reencrypted === 1 ? '' : 's'} under key ${r.keyId}.`);
        // Donors' PANs are encrypted with the same keys (docs/decisions/028).
        const pans = await rekeyPans();
        io.out(`Re-encrypted ${pans.reencrypted} donor PAN${pans.reencrypted === 1 ? '' : 's'} under key ${pans.keyId}.`);
        if (pans.unreadable.length) io.out(`No DOCUMENT_KEY entry opens the PAN of donations ${pans.unreadable.slice(0, 50).join(', ')}: keep the older keys in the list until they are re-encrypted.`);
        if (r.missingFiles.length) io.out(`Rows without a file (ids): ${r.missingFiles.join(', ')}.`);
        if (r.unreadable.length) {
          throw invalid(`No DOCUMENT_KEY entry opens documents ${r.unreadable.join(', ')}: keep the old keys in the list until they are re-encrypted.`);
        }
        // A row without its file may have its file elsewhere (another machine, the other store), still under an old key.
        if (r.missingFiles.length) io.out('Every file found is under the newest key; keep the older DOCUMENT_KEY entries until `documents verify` explains the rows without a file.');
        else io.out('Every document is now under the newest key: older DOCUMENT_KEY entries can be removed.');
      },
    },
      {
      name: 'migrate',
      usage: 'migrate --to s3',
      summary: 'copy every document from UPLOAD_DIR into the S3_BUCKET, each read back and decrypted before its row moves (safe to interrupt and run again)',
      async run({ flags, staff }, io) {
        if (flags.to !== 's3') throw invalid('Say where to: documents migrate --to s3 (the bucket named by S3_BUCKET).');
        const r = await migrateDocumentsToS3(staff);
        io.out(`Moved ${r.moved} document${r.moved === 1 ? '' : 's'} to the bucket, each read back and decrypted.`);
        if (r.missing.length) throw invalid(`Not in UPLOAD_DIR, so not moved (their rows still say local): ${list(r.missing)}. \`documents verify\` lists every mismatch.`);
        if (r.failed.length) throw invalid(`Could not copy and read back ${list(r.failed)}: run the command again; those rows still point to the folder.`);
        io.out('Every row now points to the bucket: set DOCUMENT_STORE=s3, restart, run `documents verify`, then retire the folder.');
      },
    },
    {
      name: 'verify',
      usage: 'verify',
      summary: 'check that every row has its object in the configured store, every object has a row, and each one decrypts',
      async run(_args, io) {
        const r = await verifyDocuments();
        io.out(`Checked ${r.checked} document${r.checked === 1 ? '' : 's'} in the ${documentStore().kind} store.`);
        if (r.missing.length) io.out(`Rows without an object: ${list(r.missing)}.`);
        if (r.elsewhere.length) io.out(`Rows recorded in the other store (run \`documents migrate --to s3\`?): ${list(r.elsewhere)}.`);
        if (r.orphans.length) io.out(`Objects without a row: ${list(r.orphans)}.`);
        if (r.undecryptable.length) io.out(`Objects that do not decrypt to their recorded SHA-256: ${list(r.undecryptable)}.`);
        if (!isClean(r)) throw invalid('The document store does not match the database (see above).');
        io.out('Clean: every row has its object, every object has a row, and each one decrypts.');
      },
    },
  ],
};
