// `npm run admin -- institutions ...`: staff review of institution registrations.
import { writeFile } from 'node:fs/promises';
import { flagText, idArg, withUsage, type CommandGroup } from '@/scripts/admin/command';
import { erasureOutcome } from '@/lib/documents/erase-files';
import { invalid } from '@/lib/kernel/domain-errors';
import { formatDateTime, formatRecord, formatTable } from '@/scripts/admin/table';
import { eraseInstitution } from '@/lib/institutions/erase';
import { DRAFT_MAX_AGE_DAYS, getInstitutionForReview, listInstitutions, purgeDrafts, readInstitutionProof } from '@/lib/institutions/review';
import { decide } from '@/lib/review/decide';

const STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
type Status = (typeof STATUSES)[number];

export const institutions: CommandGroup = {
  name: 'institutions',
  summary: 'review college registrations (they appear in the internship form once approved)',
  commands: [
    {
      name: 'list',
      usage: 'list [--status pending|approved|rejected|revoked] [--drafts]',
      summary: 'list submitted applications (--drafts also shows drafts whose proof never arrived)',
      async run({ flags, staff }, io) {
        const status = flags.status;
        if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
          throw invalid(`Unknown status "${status}". Use one of: ${STATUSES.join(', ')}.`);
        }
        const rows = await listInstitutions({ status: status as Status | undefined, drafts: flags.drafts === 'true', staff });
        if (!rows.length) { io.out(`No ${status ?? ''} institutions${flags.drafts ? '' : ' submitted'}.`.replace('  ', ' ')); return; }
        io.out(formatTable(rows, [
          { header: 'ID', value: (r) => r.id, align: 'right' },
          { header: 'Application', value: (r) => r.applicationId },
          { header: 'Name', value: (r) => r.name, max: 36 },
          { header: 'District', value: (r) => r.district.name, max: 20 },
          { header: 'Contact', value: (r) => `${r.assignedPersonName} ${r.assignedPersonPhone}`, max: 30 },
          { header: 'Status', value: (r) => (r.submittedAt ? r.status : 'draft (no proof)') },
          { header: 'Submitted', value: (r) => r.submittedAt },
        ]));
        io.out(`\n${rows.length} institution${rows.length === 1 ? '' : 's'}.`);
      },
    },
    {
      name: 'show',
      usage: 'show <id>',
      summary: 'every detail of one application, its ID proof and its review history',
      async run({ positional, staff }, io) {
        const id = idArg(positional[0], 'institutions show <id>');
        const { institution: i, proof, history } = await getInstitutionForReview(id, staff);
        io.out(formatRecord([
          ['ID', i.id], ['Application ID', i.applicationId], ['Name', i.name], ['Address', i.fullAddress],
          ['District', i.district.name], ['Police station', i.policeStation.name], ['PIN code', i.pinCode],
          ['Authorised person', i.assignedPersonName], ['Designation', i.designation], ['Phone', i.assignedPersonPhone], ['Email', i.email],
          ['Status', i.submittedAt ? i.status : `${i.status} (draft: ID proof never uploaded)`], ['Registered', i.createdAt], ['Submitted', i.submittedAt],
          ['Terms accepted', i.termsAcceptedAt ? `${formatDateTime(i.termsAcceptedAt)} (version ${i.termsVersion})` : null],
          ['Reviewed', i.reviewedAt ? `${formatDateTime(i.reviewedAt)} by ${i.reviewedBy}` : null], ['Rejection reason', i.rejectionReason],
          ['ID proof', proof ? `${proof.contentType}, ${(proof.sizeBytes / 1024).toFixed(1)} KB, sha256 ${proof.sha256.slice(0, 16)}…` : null],
        ]));
        if (proof) io.out(`\nSave the ID proof to a file with: institutions proof ${i.id} --out <file>`);
        io.out('\nHistory:');
        io.out(formatTable(history, [
          { header: 'When', value: (h) => h.at },
          { header: 'Staff', value: (h) => h.staff },
          { header: 'Action', value: (h) => h.action },
          { header: 'Detail', value: (h) => (h.detail && Object.keys(h.detail as object).length ? JSON.stringify(h.detail) : ''), max: 60 },
        ]));
      },
    },
    {
      name: 'proof',
      usage: 'proof <id> --out <file>',
      summary: 'decrypt the uploaded ID proof into a file, to check it before approving',
      async run({ positional, flags, staff }, io) {
        const usage = 'institutions proof <id> --out <file>';
        const id = idArg(positional[0], usage);
        if (!flags.out || flags.out === 'true') throw invalid(`Missing --out <file>. Usage: ${usage}`);
        const proof = await readInstitutionProof(id, staff);
        await writeFile(flags.out, proof.bytes, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
          throw e.code === 'EEXIST' ? invalid(`${flags.out} already exists; choose another file name.`) : e;
        });
        io.out(`Wrote ${proof.contentType} (${proof.bytes.byteLength} bytes) to ${flags.out}.`);
      },
    },
    {
      name: 'approve',
      usage: 'approve <id>',
      summary: 'approve a pending, submitted application: it appears in the internship form at once',
      async run({ positional, staff }, io) {
        const id = idArg(positional[0], 'institutions approve <id>');
        const done = await decide('institution', id, 'approve', { staff });
        io.out(`Approved ${done.applicationId} (${done.name}) as ${staff}.`);
      },
    },
    {
      name: 'reject',
      usage: 'reject <id> --reason "..."',
      summary: 'reject a pending, submitted application, recording why',
      async run({ positional, flags, staff }, io) {
        const usage = 'institutions reject <id> --reason "..."';
        const id = idArg(positional[0], usage);
        const reason = flagText(flags.reason);
        const done = await withUsage(usage, decide('institution', id, 'reject', { staff, reason }));
        io.out(`Rejected ${done.applicationId} (${done.name}) as ${staff}. Reason: ${reason?.trim()}`);
      },
    },
    {
      name: 'purge-drafts',
      usage: `purge-drafts [--days N]`,
      summary: `delete drafts whose ID proof never arrived, older than N days (default ${DRAFT_MAX_AGE_DAYS})`,
      async run({ flags, staff }, io) {
        const days = flags.days === undefined ? DRAFT_MAX_AGE_DAYS : Number(flags.days);
        if (!Number.isInteger(days) || days < 0) throw invalid('--days must be a whole number of days.');
        const count = await purgeDrafts(days, staff);
        io.out(`Deleted ${count} abandoned draft${count === 1 ? '' : 's'} older than ${days} days.`);
      },
    },
    {
      name: 'erase',
      usage: 'erase <id> --reason "..." --confirm',
      summary: 'erase an institution on request: its row, ID proof and file; refused while students are registered with it',
      async run({ positional, flags, staff }, io) {
        const usage = 'institutions erase <id> --reason "..." --confirm';
        const id = idArg(positional[0], usage);
        if (!flags.reason || flags.reason === 'true') throw invalid(`A reason is required. Usage: ${usage}`);
        if (flags.confirm !== 'true') throw invalid(`Erasing cannot be undone: add --confirm. Usage: ${usage}`);
        const done = await eraseInstitution(id, staff, flags.reason);
        io.out(erasureOutcome(done.applicationId, done.files));
      },
    },
  ],
};
