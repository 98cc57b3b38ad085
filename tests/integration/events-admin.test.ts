// The admin script's `events` verbs (add, list, cancel, registrants --csv) and the erasure of an address's
// registrations with `submissions erase --email`: each calls the lib/events function the console calls.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDb } from '../helpers/db';
import { eventInput, registrant } from '../factories/event';
import { runAdmin } from '@/scripts/admin/run';
import { events } from '@/scripts/admin/events';
import { submissions } from '@/scripts/admin/submissions';
import { createEvent, publishEvent, updateEvent } from '@/lib/events/manage-events';
import { registerForEvent } from '@/lib/events/register';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin([...argv, '--by', 'ops@test.example'], [events, submissions], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const slugOf = () => `admin-event-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('admin events', () => {
  it('adds an event in India time, lists it, and refuses bad input by name', async () => {
    const slug = slugOf();
    const added = await admin('events', 'add', '--slug', slug, '--title', 'Gen Z Capital Convention 2027', '--starts', '2027-02-06T10:00', '--ends', '2027-02-06T17:00',
      '--venue', 'Srimanta Sankaradeva Kalakshetra', '--capacity', '2', '--publish');
    expect(added).toEqual({ code: 0, out: `Added ${slug} (published).`, err: '' });
    const row = await testDb().event.findUniqueOrThrow({ where: { slug } });
    expect(row).toMatchObject({ status: 'published', capacity: 2, category: 'Convention', venueName: 'Srimanta Sankaradeva Kalakshetra' });
    expect(row.startsAt.toISOString()).toBe('2027-02-06T04:30:00.000Z');
    expect(await testDb().staffAction.findFirst({ where: { action: 'event.create', entityId: row.id } })).toMatchObject({ staff: 'ops@test.example' });

    const list = await admin('events', 'list');
    expect(list.out).toMatch(new RegExp(`${slug}\\s+published\\s+6 Feb 2027, 10:00\\s+0/2\\s+0\\s+Gen Z Capital Convention 2027`));

    const again = await admin('events', 'add', '--slug', slug, '--title', 'Again', '--starts', '2027-02-06T10:00', '--ends', '2027-02-06T17:00', '--venue', 'X');
    expect(again).toMatchObject({ code: 1, err: 'Error: An event with this address (slug) already exists.' });
    const backwards = await admin('events', 'add', '--slug', slugOf(), '--title', 'T', '--starts', '2027-02-06T10:00', '--ends', '2027-02-06T09:00', '--venue', 'X');
    expect(backwards.err).toBe(`Error: Please check the event's details: endsAt: The end must be after the start. Usage: events ${events.commands[0].usage}`);
    const badDate = await admin('events', 'add', '--slug', slugOf(), '--title', 'T', '--starts', 'tomorrow', '--ends', '2027-02-06T09:00', '--venue', 'X');
    expect(badDate.err).toBe('Error: --starts "tomorrow" is not a date and time like 2026-02-07T10:00 (India time).');
  });

  it('lists registrants, writes a formula-safe CSV, and cancels the event mailing everyone registered or waitlisted', async () => {
    const e = await createEvent(eventInput({ capacity: 1 }), 'staff@test.example', { publish: true });
    const a = eventRegistrationSchema.parse(registrant({ name: '=HYPERLINK("http://evil.example","x")' }));
    const b = eventRegistrationSchema.parse(registrant());
    const c = eventRegistrationSchema.parse(registrant());
    for (const p of [a, b, c]) await registerForEvent(e.slug, p, 'en');
    await testDb().eventRegistration.updateMany({ where: { email: c.email }, data: { status: 'cancelled', cancelledAt: new Date() } });

    const table = await admin('events', 'registrants', e.slug);
    expect(table.out.split('\n').slice(2).map((l) => l.split(/\s{2,}/)[1])).toEqual(['registered', 'waitlist #1', 'cancelled']);

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'csv-')), 'registrants.csv');
    expect(await admin('events', 'registrants', e.slug, '--csv', file)).toMatchObject({ code: 0, out: `Wrote 3 rows to ${file}.` });
    const csv = readFileSync(file, 'utf8').split('\r\n');
    expect(csv[0]).toBe('id,name,email,mobile,organisation,language,status,waitlistPosition,ticketCode,createdAt,promotedAt,cancelledAt');
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv[1]).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,,$/);
    expect(await admin('events', 'registrants', e.slug, '--csv', file)).toMatchObject({ code: 1, err: `Error: ${file} already exists; choose another file name.` });

    expect(await admin('events', 'cancel', e.slug)).toMatchObject({ code: 1, err: 'Error: Give a reason: everyone registered reads it in their email. Usage: events cancel <slug> --reason "..."' });
    expect(await admin('events', 'cancel', e.slug, '--reason', 'The venue is flooded.')).toEqual({ code: 0, out: `Cancelled ${e.slug}; 2 people will be mailed.`, err: '' });
    const mails = await testDb().mailOutbox.findMany({ where: { dedupeKey: { startsWith: 'event-event-cancelled:' }, toAddress: { in: [a.email, b.email, c.email] } } });
    expect(mails.map((m) => m.toAddress).sort()).toEqual([a.email, b.email].sort());
    expect(mails[0].textBody).toContain('The reason: The venue is flooded.');
    expect(await admin('events', 'cancel', e.slug, '--reason', 'again')).toMatchObject({ code: 1, err: 'Error: This event is cancelled and can no longer change.' });
  });

  it('erases an address\'s registrations with its other submissions: the seat goes to the waitlist, nothing personal stays', async () => {
    const e = await createEvent(eventInput({ capacity: 1 }), 'staff@test.example', { publish: true });
    const a = eventRegistrationSchema.parse(registrant());
    const b = eventRegistrationSchema.parse(registrant());
    await registerForEvent(e.slug, a, 'en');
    await registerForEvent(e.slug, b, 'en');
    const res = await admin('submissions', 'erase', '--email', a.email.toUpperCase(), '--reason', 'request of 28 Nov', '--confirm');
    expect(res).toEqual({ code: 0, out: `Erased 1 event registrations of ${a.email.toUpperCase()}.`, err: '' });
    const [ra, rb] = await testDb().eventRegistration.findMany({ where: { eventId: e.id }, orderBy: { id: 'asc' } });
    expect(ra).toMatchObject({ name: '', email: '', mobile: '', organisation: null, status: 'cancelled', cancelledBy: 'erased' });
    expect(ra.erasedAt).not.toBeNull();
    expect(rb).toMatchObject({ status: 'registered', waitlistPosition: null });
    expect(await testDb().mailOutbox.count({ where: { toAddress: a.email } })).toBe(0);
    expect(await testDb().mailOutbox.count({ where: { toAddress: b.email, dedupeKey: `event-promoted:${rb.id}` } })).toBe(1);
    const entry = await testDb().staffAction.findFirstOrThrow({ where: { action: 'event-registrations.erase' }, orderBy: { id: 'desc' } });
    expect(JSON.stringify(entry.detail)).not.toContain(a.email);
  });
});

describe('changing an event (the console\'s functions)', () => {
  it('publishes a draft once, gives added seats to the waitlist at once, and refuses fewer seats than people registered', async () => {
    const input = eventInput({ capacity: 1 });
    const draft = await createEvent(input, 'staff@test.example');
    expect(draft.status).toBe('draft');
    expect(await publishEvent(draft.slug, 'staff@test.example')).toMatchObject({ status: 'published' });
    await expect(publishEvent(draft.slug, 'staff@test.example')).rejects.toThrow('Only a draft can be published.');
    const people = Array.from({ length: 3 }, () => eventRegistrationSchema.parse(registrant()));
    for (const p of people) await registerForEvent(draft.slug, p, 'en');
    await updateEvent(draft.slug, { ...input, capacity: 2 }, 'staff@test.example');
    const rows = await testDb().eventRegistration.findMany({ where: { event: { slug: draft.slug } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.status)).toEqual(['registered', 'registered', 'waitlisted']);
    expect(await testDb().mailOutbox.count({ where: { dedupeKey: `event-promoted:${rows[1].id}` } })).toBe(1);
    await expect(updateEvent(draft.slug, { ...input, capacity: 1 }, 'staff@test.example')).rejects.toThrow('The capacity cannot go below the 2 people already registered.');
    const audited = await testDb().staffAction.findMany({ where: { entityType: 'event', entityId: rows[0].eventId }, orderBy: { id: 'asc' } });
    expect(audited.map((a) => a.action)).toEqual(['event.create', 'event.publish', 'event.update']);
  });
});
