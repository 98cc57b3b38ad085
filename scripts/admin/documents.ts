// `npm run admin -- documents ...`: chores on the encrypted document store.
import { type CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { rekeyDocuments } from '@/lib/documents/rekey';

export const documents: CommandGroup = {
  name: 'documents',
  summary: 'the encrypted document store (see docs/decisions/003)',
  commands: [
    {
      name: 'rekey',
      usage: 'rekey',
      summary: 're-encrypt every document under the newest DOCUMENT_KEY entry (safe to interrupt and run again)',
      async run({ staff }, io) {
        const r = await rekeyDocuments(staff);
        io.out(`Re-encrypted ${r.reencrypted} document${r.reencrypted === 1 ? '' : 's'} under key ${r.keyId}.`);
        if (r.missingFiles.length) io.out(`Rows without a file (ids): ${r.missingFiles.join(', ')}.`);
        if (r.unreadable.length) {
          throw invalid(`No DOCUMENT_KEY entry opens documents ${r.unreadable.join(', ')}: keep the old keys in the list until they are re-encrypted.`);
        }
        io.out('Every document is now under the newest key: older DOCUMENT_KEY entries can be removed.');
      },
    },
  ],
};
