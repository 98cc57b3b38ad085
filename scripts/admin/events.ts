// `npm run admin -- events ...`: events for automation; the staff console calls the same lib/events functions.
// Times without a zone are India's: --starts 2026-02-07T10:00 means 10:00 IST.
import { writeFile } from 'node:fs/promises';
import { type CommandGroup, flagText, withUsage } from '@/scripts/admin/command';
import { formatDateTime, formatTable } from '@/scripts/admin/table';
import { invalid } from '@/lib/kernel/domain-errors';
import { EVENT_CATEGORIES } from '@/lib/content/events';
import { cancelEvent, createEvent } from '@/lib/events/manage-events';
import { listEvents } from '@/lib/events/list-events';
import { listRegistrants, registrantsCsv } from '@/lib/events/registrants';

const ADD = 'add --slug S --title T --starts ISO --ends ISO --venue V [--address A] [--online URL] [--capacity N] [--opens ISO] [--closes ISO] [--category C] [--summary S] [--description D] [--publish]';

/** An ISO date-time; without a zone it is India time (IST, +05:30). */
function istTime(value: string | undefined, flag: string): Date | undefined {
  const text = flagText(value)?.trim();
  if (!text) return undefined;
  const zoned = /(Z|[+-]\d\d:?\d\d)$/i.test(text) ? text : /T\d\d:\d\d/.test(text) ? `${text}+05:30` : `${text}T00:00+05:30`;
  const d = new Date(zoned);
  if (Number.isNaN(d.getTime())) throw invalid(`--${flag} "${text}" is not a date and time like 2026-02-07T10:00 (India time).`);
  return d;
}

function capacityOf(value: string | undefined) {
  const text = flagText(value);
  if (text === undefined) return null;
  if (!/^\d{1,6}$/.test(text)) throw invalid(`--capacity "${text}" is not a whole number.`);
  return Number(text);
}

export const events: CommandGroup = {
  name: 'events',
  summary: 'events: add, list, cancel, and their registrants',
  commands: [
    {
      name: 'add',
      usage: ADD,
      summary: `add an event (a draft unless --publish); categories: ${EVENT_CATEGORIES.join(', ')}`,
      async run({ flags, staff }, io) {
        const title = flagText(flags.title)?.trim() ?? '';
        const input = {
          slug: flagText(flags.slug) ?? '', category: flagText(flags.category) ?? 'Convention',
          startsAt: istTime(flags.starts, 'starts') as Date, endsAt: istTime(flags.ends, 'ends') as Date,
          venueName: flagText(flags.venue), venueAddress: flagText(flags.address), onlineUrl: flagText(flags.online),
          capacity: capacityOf(flags.capacity), registrationOpensAt: istTime(flags.opens, 'opens') ?? null, registrationClosesAt: istTime(flags.closes, 'closes') ?? null,
          text: { en: { title, summary: flagText(flags.summary) ?? title, description: flagText(flags.description) ?? flagText(flags.summary) ?? title, coverAlt: '' } },
        };
        if (!input.startsAt || !input.endsAt) throw invalid(`Give --starts and --ends. Usage: events ${ADD}`);
        const e = await withUsage(`events ${ADD}`, createEvent(input as Parameters<typeof createEvent>[0], staff, { publish: flags.publish === 'true' }));
        io.out(`Added ${e.slug} (${e.status}).`);
      },
    },
    {
      name: 'list',
      usage: 'list',
      summary: 'every event, newest first, with its places',
      async run(_, io) {
        const rows = await listEvents();
        if (!rows.length) return io.out('No events yet.');
        io.out(formatTable(rows, [
          { header: 'slug', value: (e) => e.slug, max: 48 },
          { header: 'status', value: (e) => e.status },
          { header: 'starts (IST)', value: (e) => formatDateTime(e.startsAt) },
          { header: 'registered', value: (e) => (e.capacity === null ? `${e.registered}` : `${e.registered}/${e.capacity}`), align: 'right' },
          { header: 'waitlist', value: (e) => e.waitlisted, align: 'right' },
          { header: 'title', value: (e) => e.title, max: 50 },
        ]));
      },
    },
    {
      name: 'cancel',
      usage: 'cancel <slug> --reason "..."',
      summary: 'cancel an event; everyone registered or waitlisted is mailed the reason',
      async run({ positional, flags, staff }, io) {
        const usage = 'events cancel <slug> --reason "..."';
        if (!positional[0]) throw invalid(`Which event? Usage: ${usage}`);
        const done = await withUsage(usage, cancelEvent(positional[0], flagText(flags.reason), staff));
        io.out(`Cancelled ${done.slug}; ${done.mailed} ${done.mailed === 1 ? 'person' : 'people'} will be mailed.`);
      },
    },
    {
      name: 'registrants',
      usage: 'registrants <slug> [--csv <file>]',
      summary: 'who registered: registered, then the waitlist in order, then the cancelled (or all of them as CSV)',
      async run({ positional, flags, staff }, io) {
        const slug = positional[0];
        if (!slug) throw invalid('Which event? Usage: events registrants <slug> [--csv <file>]');
        const file = flagText(flags.csv);
        if (flags.csv !== undefined && !file) throw invalid('Give the file to write: --csv <file>.');
        if (file) {
          const { csv, rows } = await registrantsCsv(slug, staff);
          await writeFile(file, csv, { mode: 0o600, flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
            throw e.code === 'EEXIST' ? invalid(`${file} already exists; choose another file name.`) : e;
          });
          return io.out(`Wrote ${rows} row${rows === 1 ? '' : 's'} to ${file}.`);
        }
        const rows = await listRegistrants(slug);
        if (!rows.length) return io.out('Nobody has registered yet.');
        io.out(formatTable(rows, [
          { header: 'ticket', value: (r) => r.ticketCode },
          { header: 'status', value: (r) => (r.status === 'waitlisted' ? `waitlist #${r.waitlistPosition}` : r.status) },
          { header: 'name', value: (r) => r.name, max: 30 },
          { header: 'email', value: (r) => r.email, max: 36 },
          { header: 'mobile', value: (r) => r.mobile },
          { header: 'organisation', value: (r) => r.organisation, max: 30 },
          { header: 'registered', value: (r) => r.createdAt },
        ]));
      },
    },
  ],
};
