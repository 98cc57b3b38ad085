// `npm run admin -- export <what> [--out file]`: CSV exports for staff (to standard output by default).
import { writeFile } from 'node:fs/promises';
import type { CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { EXPORTS, exportCsv, type ExportName } from '@/lib/review/csv-export';

const NAMES = Object.keys(EXPORTS) as ExportName[];

export const exports: CommandGroup = {
  name: 'export',
  summary: 'CSV exports of registrations and of what visitors sent',
  commands: NAMES.map((name) => ({
    name,
    usage: `${name} [--out <file>]`,
    summary: `export ${name} as CSV`,
    async run({ flags, staff }, io) {
      const { csv, rows } = await exportCsv(name, staff);
      if (!flags.out || flags.out === 'true') return io.out(csv.trimEnd());
      await writeFile(flags.out, csv, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
        throw e.code === 'EEXIST' ? invalid(`${flags.out} already exists; choose another file name.`) : e;
      });
      io.out(`Wrote ${rows} row${rows === 1 ? '' : 's'} to ${flags.out}.`);
    },
  })),
};
