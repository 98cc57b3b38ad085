// `npm run admin -- staff ...`: staff accounts of the web console (/staff). Adding or resetting prints a
// one-time enrolment link (24 hours) to hand to the person; nothing is emailed.
import { idArg, type CommandGroup } from '@/scripts/admin/command';
import { formatDateTime, formatTable } from '@/scripts/admin/table';
import { invalid } from '@/lib/kernel/domain-errors';
import { addStaff, disableStaff, enableStaff, listStaff, resetStaffTwoFactor, staffInputSchema, staffStateInWords } from '@/lib/staff/accounts';
import { STAFF_ROLES } from '@/lib/staff/roles';

export const staff: CommandGroup = {
  name: 'staff',
  summary: 'staff accounts of the web console at /staff (admin, reviewer, viewer, editor)',
  commands: [
    {
      name: 'add',
      usage: `add --name "..." --email <address> --role ${STAFF_ROLES.join('|')}`,
      summary: 'add a staff member and print their one-time enrolment link (valid 24 hours)',
      async run({ flags, staff: by }, io) {
        const input = staffInputSchema.safeParse({ name: flags.name, email: flags.email, role: flags.role });
        if (!input.success) throw invalid(`${input.error.issues[0].message} Usage: staff ${this.usage}`);
        const done = await addStaff(input.data, by);
        io.out(`Added ${done.staff.name} <${done.staff.email}> as ${done.staff.role} (id ${done.staff.id}).`);
        io.out(`Enrolment link, valid until ${formatDateTime(done.expiresAt)}; give it to them in person or by phone:`);
        io.out(done.url);
      },
    },
    {
      name: 'list',
      usage: 'list',
      summary: 'list staff accounts',
      async run(_args, io) {
        const rows = await listStaff();
        if (!rows.length) return io.out('No staff accounts yet. Add one with: staff add --name "..." --email ... --role admin');
        io.out(formatTable(rows, [
          { header: 'ID', value: (r) => r.id, align: 'right' },
          { header: 'Name', value: (r) => r.name, max: 30 },
          { header: 'Email', value: (r) => r.email, max: 36 },
          { header: 'Role', value: (r) => r.role },
          { header: 'State', value: (r) => staffStateInWords(r, formatDateTime), max: 140 },
          { header: 'Added', value: (r) => r.createdAt },
        ]));
      },
    },
    {
      name: 'disable',
      usage: 'disable <id>',
      summary: 'disable an account: its sessions end at once and it can no longer sign in',
      async run({ positional, staff: by }, io) {
        const done = await disableStaff(idArg(positional[0], 'staff disable <id>'), by);
        io.out(`Disabled ${done.name} <${done.email}>; their sessions have ended.`);
      },
    },
    {
      name: 'enable',
      usage: 'enable <id>',
      summary: 'bring back a disabled account: print a new enrolment link (a new password and authenticator)',
      async run({ positional, staff: by }, io) {
        const done = await enableStaff(idArg(positional[0], 'staff enable <id>'), by);
        io.out(`Enabled ${done.staff.name} <${done.staff.email}> again. They sign in after a new enrolment; link valid until ${formatDateTime(done.expiresAt)}:`);
        io.out(done.url);
      },
    },
    {
      name: 'reset-2fa',
      usage: 'reset-2fa <id>',
      summary: 'lost phone or password: clear both, end sessions, print a new enrolment link (also brings back a disabled account)',
      async run({ positional, staff: by }, io) {
        const done = await resetStaffTwoFactor(idArg(positional[0], 'staff reset-2fa <id>'), by);
        io.out(`Reset ${done.staff.name} <${done.staff.email}>: password, authenticator and recovery codes cleared; sessions ended.`);
        io.out(`New enrolment link, valid until ${formatDateTime(done.expiresAt)}:`);
        io.out(done.url);
      },
    },
  ],
};
