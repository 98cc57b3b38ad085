// `npm run admin -- content export --out DIR` and `content import DIR` (issue 35): the site's content between
// installations, as JSON plus the image files by content hash (lib/content-transfer/transfer.ts).
import type { Command } from '@/scripts/admin/command';
import { flagText } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { exportContent, importContent } from '@/lib/content-transfer/transfer';

export const contentTransferCommands: Command[] = [
  {
    name: 'export', usage: 'export --out DIR', summary: 'write every content type (one JSON file each) and its image files to DIR',
    async run({ flags }, io) {
      const dir = flagText(flags.out);
      if (!dir) throw invalid('Say where to: content export --out DIR.');
      const r = await exportContent(dir);
      io.out(`Exported ${r.items} item${r.items === 1 ? '' : 's'} of ${r.types} types and ${r.files} file${r.files === 1 ? '' : 's'} to ${dir}.`);
    },
  },
  {
    name: 'import', usage: 'import DIR', summary: 'bring in what `content export` wrote: only what differs changes (checked whole first; nothing is written if anything is wrong)',
    async run({ positional, staff }, io) {
      const dir = positional[0];
      if (!dir) throw invalid('Say from where: content import DIR.');
      const r = await importContent(dir, staff);
      io.out(`Imported from ${dir}: ${r.added} added, ${r.changed} changed, ${r.unchanged} unchanged.`);
    },
  },
];
