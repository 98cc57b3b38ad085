// `npm run admin -- donations ...`: the console's Donations actions from a terminal; both call the same functions
// in lib/donations. The list shows PANs masked (a terminal's scrollback is a log).
import { readFile, writeFile } from 'node:fs/promises';
import { type CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { DONATION_STATES, listDonations } from '@/lib/donations/list';
import { confirmDonation } from '@/lib/donations/confirm';
import { refundDonation } from '@/lib/donations/refund';
import { exportForm10bd } from '@/lib/donations/form-10bd';
import { matchStatement } from '@/lib/donations/statement';
import { UTR_FORMAT } from '@/lib/donations/rules';
import { eraseDonor, ERASURE_NOTICE } from '@/lib/donations/erase';
import { z } from 'zod';
import { formatTable } from './table';

const flag = (v: string | undefined) => (v && v !== 'true' ? v.trim() : '');

async function writeNew(file: string, text: string) {
  await writeFile(file, text, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    throw e.code === 'EEXIST' ? invalid(`${file} already exists; choose another file name.`) : e;
  });
}

export const donations: CommandGroup = {
  name: 'donations',
  summary: 'donations, 80G receipts, refunds and Form 10BD (docs/decisions/028)',
  commands: [
    {
      name: 'list',
      usage: 'list [--state awaiting_payment|awaiting_confirmation|confirmed|refunded|failed] [--search TEXT]',
      summary: 'the latest 50 donations, newest first',
      async run({ flags }, io) {
        const state = flag(flags.state);
        if (state && !(DONATION_STATES as readonly string[]).includes(state)) throw invalid(`--state must be one of ${DONATION_STATES.join(', ')}.`);
        const { rows, total } = await listDonations({ state: (state || undefined) as (typeof DONATION_STATES)[number] | undefined, q: flag(flags.search) }, { unmaskedPan: false });
        io.out(formatTable(rows, [
          { header: 'Reference', value: (r) => r.reference }, { header: 'Rupees', value: (r) => r.amountRupees, align: 'right' },
          { header: 'State', value: (r) => r.state }, { header: 'Method', value: (r) => r.method }, { header: 'Name', value: (r) => r.name, max: 24 },
          { header: 'UTR / payment', value: (r) => r.utr ?? r.paymentId }, { header: 'PAN', value: (r) => r.pan }, { header: 'Receipt', value: (r) => r.receipt ? `${r.receipt.number}${r.receipt.cancelled ? ' (cancelled)' : ''}` : '' },
          { header: 'Flags', value: (r) => r.flags.join(' ') }, { header: 'Created', value: (r) => r.createdAt },
        ]));
        io.out(`${rows.length} of ${total}.`);
      },
    },
    {
      name: 'confirm',
      usage: 'confirm <reference> --utr <12 digits>',
      summary: 'confirm a UPI donation found on the bank statement; issues and mails its receipt',
      async run({ positional, flags, staff }, io) {
        const usage = 'donations confirm <reference> --utr <12 digits>';
        const reference = (positional[0] ?? '').toUpperCase();
        const utr = flag(flags.utr);
        if (!reference) throw invalid(`Give the donation's reference. Usage: ${usage}`);
        if (utr && !UTR_FORMAT.test(utr)) throw invalid(`The UTR is 12 digits. Usage: ${usage}`);
        const r = await confirmDonation(reference, { by: staff, utr: utr || undefined, via: 'script' });
        io.out(r.alreadyConfirmed ? `${reference} was already confirmed (receipt ${r.receipt}).` : `Confirmed ${reference}: receipt ${r.receipt} is issued and mailed.`);
      },
    },
    {
      name: 'refund',
      usage: 'refund <reference> --reason "..."',
      summary: 'record a refund (made at the bank or the gateway); the receipt is marked cancelled',
      async run({ positional, flags, staff }, io) {
        const reference = (positional[0] ?? '').toUpperCase();
        if (!reference) throw invalid('Give the donation\'s reference. Usage: donations refund <reference> --reason "..."');
        await refundDonation(reference, flag(flags.reason), staff, 'script');
        io.out(`Recorded the refund of ${reference}; its receipt is marked cancelled.`);
      },
    },
    {
      name: 'statement',
      usage: 'statement --file <bank statement.csv>',
      summary: 'match a bank statement (CSV) on UTR and amount; confirms what matches once, lists the rest',
      async run({ flags, staff }, io) {
        const file = flag(flags.file);
        if (!file) throw invalid('Give the statement: donations statement --file <statement.csv>');
        const r = await matchStatement(await readFile(file, 'utf8'), staff, 'script');
        for (const m of r.matched) io.out(`line ${m.line}: UTR ${m.utr} confirmed ${m.reference} (receipt ${m.receipt})`);
        for (const a of r.ambiguous) io.out(`line ${a.line}: UTR ${a.utr} matches ${a.references.join(' and ')}: flagged, not confirmed`);
        for (const u of r.unmatched) io.out(`line ${u.line}: UTR ${u.utr} (₹${u.amountRupees}) not matched: ${u.why}`);
        io.out(`${r.matched.length} matched, ${r.ambiguous.length} ambiguous, ${r.unmatched.length} unmatched.`);
      },
    },
    {
      name: 'export-10bd',
      usage: 'export-10bd --fy YYYY-YY --out <file.csv>',
      summary: 'Form 10BD Part B for a financial year, in the Income Tax Department\'s template columns',
      async run({ flags, staff }, io) {
        const fy = flag(flags.fy);
        const out = flag(flags.out);
        if (!out) throw invalid('Say where to write it: --out <file.csv>. Usage: donations export-10bd --fy 2026-27 --out 10bd.csv');
        const { csv, rows } = await exportForm10bd(fy, staff, 'script');
        await writeNew(out, csv);
        io.out(`Wrote ${rows} donor row${rows === 1 ? '' : 's'} for ${fy} to ${out}.`);
      },
    },
    {
      name: 'erase',
      usage: 'erase --email <address> --reason "..." --confirm',
      summary: 'erase a donor on request, keeping what the tax rules require (docs/personal-data.md)',
      async run({ flags, staff }, io) {
        const usage = 'donations erase --email <address> --reason "..." --confirm';
        const email = flag(flags.email);
        if (!z.email().safeParse(email).success) throw invalid(`Give the address to erase: --email <address>. Usage: ${usage}`);
        if (!flag(flags.reason)) throw invalid(`A reason is required. Usage: ${usage}`);
        if (flags.confirm !== 'true') throw invalid(`Erasing cannot be undone: add --confirm. Usage: ${usage}`);
        const r = await eraseDonor(email, staff, flags.reason!);
        if (!r.kept && !r.blanked) return io.out(`No donation has ${email}; nothing erased.`);
        io.out(`Erased ${r.blanked} unpaid donation${r.blanked === 1 ? '' : 's'} whole and the contact details of ${r.kept} paid one${r.kept === 1 ? '' : 's'}.`);
        io.out(ERASURE_NOTICE);
      },
    },
  ],
};
