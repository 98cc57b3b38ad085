// `npm run admin -- interns ...` and `members ...`: staff review of registrations, card revocation,
// documents and erasure on request. One definition serves both kinds of applicant.
import { writeFile } from 'node:fs/promises';
import { flagText, idArg, withUsage, type CommandGroup } from '@/scripts/admin/command';
import { erasureOutcome } from '@/lib/documents/erase-files';
import { formatDateTime, formatRecord, formatTable } from '@/scripts/admin/table';
import { invalid } from '@/lib/kernel/domain-errors';
import { getApplicantForReview, listApplicants, readApplicantDocument } from '@/lib/people/review';
import { decide } from '@/lib/review/decide';
import { eraseApplicant } from '@/lib/people/erase';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { sectorLabels } from '@/lib/registration/rules';
import { issueStaffResetLink } from '@/lib/accounts/staff-reset-link';

const STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;

const needReason = (reason: string | undefined, usage: string) => {
  if (!reason || reason === 'true') throw invalid(`A reason is required. Usage: ${usage}`);
  return reason;
};

function applicantGroup(kind: ApplicantKind): CommandGroup {
  const group = `${kind}s`;
  return {
    name: group,
    summary: `review ${group}, revoke cards, read documents, erase on request`,
    commands: [
      {
        name: 'list',
        usage: 'list [--status pending|approved|rejected|revoked]',
        summary: `list ${group}`,
        async run({ flags, staff }, io) {
          if (flags.status && !(STATUSES as readonly string[]).includes(flags.status)) throw invalid(`Unknown status "${flags.status}". Use one of: ${STATUSES.join(', ')}.`);
          const rows = await listApplicants(kind, staff, flags.status as (typeof STATUSES)[number] | undefined);
          if (!rows.length) return io.out(`No ${flags.status ?? ''} ${group}.`.replace('  ', ' '));
          io.out(formatTable(rows, [
            { header: 'ID', value: (r) => r.id, align: 'right' },
            { header: 'Application', value: (r) => r.applicationId },
            { header: 'Name', value: (r) => r.name, max: 30 },
            { header: 'Mobile', value: (r) => r.mobileNo },
            { header: 'Institution', value: (r) => r.institution.name, max: 30 },
            { header: 'Status', value: (r) => r.status },
            { header: 'Registered', value: (r) => r.createdAt },
          ]));
          io.out(`\n${rows.length} ${rows.length === 1 ? kind : group}.`);
        },
      },
      {
        name: 'show',
        usage: 'show <id>',
        summary: `every detail of one ${kind} and their review history`,
        async run({ positional, staff }, io) {
          const id = idArg(positional[0], `${group} show <id>`);
          const { applicant: p, history } = await getApplicantForReview(kind, id, staff);
          io.out(formatRecord([
            ['ID', p.id], ['Application ID', p.applicationId], ['Name', p.name], ['Date of birth', p.dob.toISOString().slice(0, 10)], ['Gender', p.gender],
            ['Mobile', p.mobileNo], ['WhatsApp', p.whatsappNo], ['Email', p.email], ['Address', p.fullAddress], ['District', p.district.name],
            ['Police station', p.policeStation.name], ['PIN code', p.pinCode], ['Institution', p.institution.name], ['Category', p.category.name],
            ['Stream', p.stream.name], ['Course', p.course?.name], ['Semester', p.semester], ['Interests', sectorLabels(p.areasOfInterest)],
            ...(kind === 'intern' ? [['Referral code', p.referralCode] as [string, unknown]] : [['Referral code used', p.referralCodeUsed] as [string, unknown]]),
            ['Status', p.status], ['Card revoked', p.cardRevokedAt], ['Reviewed', p.reviewedAt ? `${formatDateTime(p.reviewedAt)} by ${p.reviewedBy}` : null],
            ['Guardian', p.guardianName ? `${p.guardianName} (${p.guardianRelationship}), ${p.guardianMobile}, consent ${formatDateTime(p.guardianConsentAt!)}` : null],
            ['Terms accepted', `${formatDateTime(p.termsAcceptedAt)} (version ${p.termsVersion})`],
            ['Documents', p.documents.map((d) => `${d.kind} ${d.contentType} ${(d.sizeBytes / 1024).toFixed(1)} KB`).join('; ')],
          ]));
          io.out('\nHistory:');
          io.out(formatTable(history, [
            { header: 'When', value: (h) => h.at }, { header: 'Staff', value: (h) => h.staff }, { header: 'Action', value: (h) => h.action },
            { header: 'Detail', value: (h) => JSON.stringify(h.detail ?? {}), max: 60 },
          ]));
        },
      },
      {
        name: 'approve',
        usage: 'approve <id>',
        summary: `approve a pending ${kind}: their card and the verify page show Approved`,
        async run({ positional, staff }, io) {
          const done = await decide(kind, idArg(positional[0], `${group} approve <id>`), 'approve', { staff });
          io.out(`Approved ${done.applicationId} (${done.name}) as ${staff}.`);
        },
      },
      {
        name: 'reject',
        usage: 'reject <id> --reason "..."',
        summary: `reject a pending ${kind}, recording why`,
        async run({ positional, flags, staff }, io) {
          const usage = `${group} reject <id> --reason "..."`;
          const done = await withUsage(usage, decide(kind, idArg(positional[0], usage), 'reject', { staff, reason: flagText(flags.reason) }));
          io.out(`Rejected ${done.applicationId} (${done.name}) as ${staff}.`);
        },
      },
      {
        name: 'revoke',
        usage: 'revoke <id> --reason "..."',
        summary: 'revoke a card: the verify page shows Revoked from now on',
        async run({ positional, flags, staff }, io) {
          const usage = `${group} revoke <id> --reason "..."`;
          const done = await withUsage(usage, decide(kind, idArg(positional[0], usage), 'revoke', { staff, reason: flagText(flags.reason) }));
          io.out(`Revoked the card of ${done.applicationId} (${done.name}) as ${staff}.`);
        },
      },
      {
        name: 'reset-link',
        usage: 'reset-link <id>',
        summary: 'print a one-time password reset link (24 hours) for someone who cannot reach their email',
        async run({ positional, staff }, io) {
          const id = idArg(positional[0], `${group} reset-link <id>`);
          const link = await issueStaffResetLink({ type: kind, id }, staff);
          io.out(`One-time reset link for ${link.name}, valid until ${formatDateTime(link.expiresAt)} (issued by ${staff}; older links no longer work):`);
          io.out(link.url);
        },
      },
      {
        name: 'document',
        usage: 'document <id> aadhaar|passport-photo --out <file>',
        summary: 'decrypt a document into a file (the read is audited)',
        async run({ positional, flags, staff }, io) {
          const usage = `${group} document <id> aadhaar|passport-photo --out <file>`;
          const id = idArg(positional[0], usage);
          // `photo` was this word before the passport photo had one name; it still works.
          const which = positional[1] === 'aadhaar' ? 'aadhaar' : positional[1] === 'passport-photo' || positional[1] === 'photo' ? 'passport_photo' : null;
          if (!which) throw invalid(`Say which document: aadhaar or passport-photo. Usage: ${usage}`);
          if (!flags.out || flags.out === 'true') throw invalid(`Missing --out <file>. Usage: ${usage}`);
          const doc = await readApplicantDocument(kind, id, which, staff);
          await writeFile(flags.out, doc.bytes, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
            throw e.code === 'EEXIST' ? invalid(`${flags.out} already exists; choose another file name.`) : e;
          });
          io.out(`Wrote ${doc.contentType} (${doc.bytes.byteLength} bytes) to ${flags.out}.`);
        },
      },
      {
        name: 'erase',
        usage: 'erase <id> --reason "..." --confirm',
        summary: 'erase a person on request: their row, documents and files; only an audit entry remains',
        async run({ positional, flags, staff }, io) {
          const usage = `${group} erase <id> --reason "..." --confirm`;
          const id = idArg(positional[0], usage);
          const reason = needReason(flags.reason, usage);
          if (flags.confirm !== 'true') throw invalid(`Erasing cannot be undone: add --confirm. Usage: ${usage}`);
          const done = await eraseApplicant(kind, id, staff, reason);
          io.out(erasureOutcome(done.applicationId ?? `${kind} ${id}`, done.files));
        },
      },
    ],
  };
}

export const interns = applicantGroup('intern');
export const members = applicantGroup('member');
