// `npm run admin -- internships ...`: the internship road for automation (issue 37). Every command calls the
// lib/internships function the staff console calls, with the acting staff member (--by) in the audit trail.
// An intern is named by their application id (INT-2026-00042) or applicant id.
import { flagText, withUsage, type CommandGroup } from '@/scripts/admin/command';
import { formatDateTime, formatRecord, formatTable } from '@/scripts/admin/table';
import { invalid } from '@/lib/kernel/domain-errors';
import { offer } from '@/lib/internships/offer';
import { applicantIdOf, internshipOfApplication } from '@/lib/internships/load';
import { end, extend, reviewLetter, reviewLog } from '@/lib/internships/staff-steps';
import { complete } from '@/lib/internships/complete';
import { sweep } from '@/lib/internships/sweep';
import { INTERNSHIP_FILTERS, isInternshipFilter, listInternships, showInternship } from '@/lib/internships/list';
import { dateColumn } from '@/lib/internships/dates';

const need = (value: string | undefined, what: string, usage: string) => {
  if (!value) throw invalid(`Missing ${what}. Usage: internships ${usage}`);
  return value;
};
const whole = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalid(`--${flag} must be a whole number.`);
  return Number(value);
};

export const internships: CommandGroup = {
  name: 'internships',
  summary: 'offer internships, check letters and weekly logs, extend, end, complete, run the daily sweep',
  commands: [
    {
      name: 'offer',
      usage: 'offer <application_id> --title T --start YYYY-MM-DD --weeks N --hours H [--supervisor EMAIL]',
      summary: 'offer an internship to a verified intern (mails them the offer; the letter is due in 7 days, IST)',
      async run({ positional, flags, staff }, io) {
        const usage = this.usage;
        const applicantId = await applicantIdOf(need(positional[0], 'application id', usage));
        const made = await withUsage(`internships ${usage}`, offer(applicantId, {
          title: flagText(flags.title) ?? '', start_date: flagText(flags.start) ?? '', weeks: flagText(flags.weeks) ?? '',
          min_hours_per_week: flagText(flags.hours) ?? '', supervisor_email: flagText(flags.supervisor),
        }, staff));
        io.out(`Offered internship ${made.id} as ${staff}; the approval letter is due by ${formatDateTime(made.letterDeadline)}.`);
      },
    },
    {
      name: 'list',
      usage: `list [--state ${INTERNSHIP_FILTERS.join('|')}]`,
      summary: 'counts per state, and the internships in one',
      async run({ flags }, io) {
        const filter = flagText(flags.state);
        if (filter !== undefined && !isInternshipFilter(filter)) throw invalid(`Unknown state "${filter}". Use one of: ${INTERNSHIP_FILTERS.join(', ')}.`);
        const { counts, rows } = await listInternships({ filter });
        io.out(INTERNSHIP_FILTERS.map((f) => `${f}: ${counts[f]}`).join('  '));
        if (!rows.length) return io.out('\nNo internships.');
        io.out(`\n${formatTable(rows, [
          { header: 'ID', value: (r) => r.id, align: 'right' },
          { header: 'Application', value: (r) => r.applicationId },
          { header: 'Name', value: (r) => r.name, max: 28 },
          { header: 'Programme', value: (r) => r.title, max: 30 },
          { header: 'State', value: (r) => r.state },
          { header: 'Start', value: (r) => dateColumn(r.startDate) },
          { header: 'Weeks', value: (r) => r.weeks, align: 'right' },
          { header: 'Hours', value: (r) => `${r.approvedHours}/${r.weeks * r.minHoursPerWeek}`, align: 'right' },
          { header: 'To check', value: (r) => r.logsToReview, align: 'right' },
          { header: 'Certificate', value: (r) => r.certificateNumber },
        ])}`);
      },
    },
    {
      name: 'show',
      usage: 'show <application_id>',
      summary: 'one internship: the offer, the letters, the logs and the history',
      async run({ positional }, io) {
        const found = await internshipOfApplication(need(positional[0], 'application id', this.usage));
        const i = await showInternship(found.id);
        io.out(formatRecord([
          ['Internship', i.id], ['Intern', `${i.applicant.name} (${i.applicant.applicationId})`], ['College', i.applicant.institution.name],
          ['Programme', i.title], ['State', i.state], ['Start', dateColumn(i.startDate)], ['Weeks', i.weeks], ['Minimum hours a week', i.minHoursPerWeek],
          ['Approved hours', `${i.approvedHours} of ${i.neededHours}`], ['Supervisor', i.supervisor ? `${i.supervisor.name} <${i.supervisor.email}>` : null],
          ['Offered', `${formatDateTime(i.offeredAt)} by ${i.offeredBy}`], ['Letter due', formatDateTime(i.letterDeadline)],
          ['Declined', i.declinedAt ? `${formatDateTime(i.declinedAt)}: ${i.declineReason ?? ''}` : null],
          ['Withdrawn', i.withdrawnAt], ['Ended early', i.endedAt ? `${formatDateTime(i.endedAt)} by ${i.endedBy}: ${i.endReason}` : null],
          ['Completed', i.completedAt ? `${formatDateTime(i.completedAt)} by ${i.completedBy}` : null], ['Certificate', i.certificateNumber],
          ['Two weeks missed', i.missedWeeksFlaggedFor ? `flagged for the week of ${dateColumn(i.missedWeeksFlaggedFor)}` : null],
        ]));
        io.out('\nLetters:');
        io.out(formatTable(i.letters, [
          { header: 'Sent', value: (l) => l.submittedAt }, { header: 'Status', value: (l) => l.status },
          { header: 'File', value: (l) => (l.document ? `document ${l.document.id}, ${l.document.contentType}` : 'replaced') },
          { header: 'Checked', value: (l) => (l.reviewedAt ? `${formatDateTime(l.reviewedAt)} by ${l.reviewedBy}` : '') }, { header: 'Reason', value: (l) => l.returnReason, max: 40 },
        ]));
        io.out('\nLogs:');
        io.out(formatTable(i.logs, [
          { header: 'Week', value: (l) => dateColumn(l.weekStart) }, { header: 'Hours', value: (l) => l.hours, align: 'right' },
          { header: 'Status', value: (l) => l.status }, { header: 'Summary', value: (l) => l.summary, max: 50 }, { header: 'Note', value: (l) => l.note, max: 30 },
        ]));
        io.out('\nHistory:');
        io.out(formatTable(i.history, [
          { header: 'When', value: (h) => h.at }, { header: 'Who', value: (h) => h.staff }, { header: 'Action', value: (h) => h.action },
          { header: 'Detail', value: (h) => JSON.stringify(h.detail ?? {}), max: 60 },
        ]));
      },
    },
    {
      name: 'letter',
      usage: 'letter accept|return <application_id> [--reason R]',
      summary: 'accept the college approval letter (the internship starts) or return it with a reason',
      async run({ positional, flags, staff }, io) {
        const [decision, ref] = positional;
        if (decision !== 'accept' && decision !== 'return') throw invalid(`Say accept or return. Usage: internships ${this.usage}`);
        const found = await internshipOfApplication(need(ref, 'application id', this.usage));
        await withUsage(`internships ${this.usage}`, reviewLetter(found.id, decision, { staff, reason: flagText(flags.reason) }));
        io.out(decision === 'accept' ? `Accepted the letter: internship ${found.id} is under way.` : `Returned the letter of internship ${found.id}; the intern was mailed.`);
      },
    },
    {
      name: 'logs',
      usage: 'logs approve|return <application_id> <week_start> [--note N]',
      summary: 'approve a week\'s log, or return it with a note',
      async run({ positional, flags, staff }, io) {
        const [decision, ref, week] = positional;
        if (decision !== 'approve' && decision !== 'return') throw invalid(`Say approve or return. Usage: internships ${this.usage}`);
        const found = await internshipOfApplication(need(ref, 'application id', this.usage));
        await withUsage(`internships ${this.usage}`, reviewLog(found.id, need(week, 'week start (YYYY-MM-DD, a Monday)', this.usage), decision, { staff, admin: true, note: flagText(flags.note) }));
        io.out(`${decision === 'approve' ? 'Approved' : 'Returned'} the log of the week of ${week}.`);
      },
    },
    {
      name: 'extend',
      usage: 'extend <application_id> --weeks N | --letter-days N',
      summary: 'add weeks to an internship, or days to its letter deadline',
      async run({ positional, flags, staff }, io) {
        const found = await internshipOfApplication(need(positional[0], 'application id', this.usage));
        const done = await withUsage(`internships ${this.usage}`, extend(found.id, { staff, weeks: whole(flagText(flags.weeks), 'weeks'), letterDays: whole(flagText(flags['letter-days']), 'letter-days') }));
        io.out(done.weeks !== undefined ? `Internship ${found.id} now lasts ${done.weeks} weeks.` : `The letter of internship ${found.id} is now due by ${formatDateTime(done.letterDeadline!)}.`);
      },
    },
    {
      name: 'end',
      usage: 'end <application_id> --reason R',
      summary: 'end an internship early (the intern is mailed the reason)',
      async run({ positional, flags, staff }, io) {
        const found = await internshipOfApplication(need(positional[0], 'application id', this.usage));
        await withUsage(`internships ${this.usage}`, end(found.id, { staff, reason: flagText(flags.reason) }));
        io.out(`Ended internship ${found.id} early.`);
      },
    },
    {
      name: 'complete',
      usage: 'complete <application_id>',
      summary: 'complete an internship whose approved hours suffice (issues the certificate)',
      async run({ positional, staff }, io) {
        const found = await internshipOfApplication(need(positional[0], 'application id', this.usage));
        const done = await complete(found.id, staff);
        io.out(`Completed internship ${found.id}${done.certificateNumber ? `: certificate ${done.certificateNumber}` : ''}.`);
      },
    },
    {
      name: 'sweep',
      usage: 'sweep [--now ISO-8601]',
      summary: 'run the daily reminders, withdrawals, missed-week flags and completions as of now (or --now)',
      async run({ flags }, io) {
        const given = flagText(flags.now);
        const now = given === undefined ? new Date() : new Date(given);
        if (Number.isNaN(now.getTime())) throw invalid(`--now must be an ISO-8601 instant (2026-12-01T09:00:00+05:30). Usage: internships ${this.usage}`);
        const r = await sweep(now);
        io.out(`Sweep as of ${now.toISOString()}: ${r.reminded} reminded, ${r.withdrawn} withdrawn, ${r.flagged} flagged for missed weeks, ${r.completed} completed.`);
      },
    },
  ],
};
