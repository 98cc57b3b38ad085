// The reminder the day before (lib/events/reminders.ts): due from 10:00 IST on the day before, one per registration
// even when two instances run it at the same moment, none for the waitlisted, the cancelled, or a late registration.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { eventInput, registrant } from '../factories/event';
import { createEvent } from '@/lib/events/manage-events';
import { registerForEvent } from '@/lib/events/register';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';
import { reminderTime, sendEventReminders } from '@/lib/events/reminders';

const HOUR = 3600_000;

describe('event reminders', () => {
  it('go once per registered person from 10:00 IST the day before, whatever runs them at once', async () => {
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    start.setUTCHours(4, 30, 0, 0); // 10:00 IST
    const remindAt = reminderTime(start);
    expect(remindAt.getTime()).toBe(start.getTime() - 24 * HOUR);
    const e = await createEvent(eventInput({ startsAt: start, endsAt: new Date(start.getTime() + 6 * HOUR), capacity: 3 }), 'staff@test.example', { publish: true });
    const people = Array.from({ length: 5 }, () => eventRegistrationSchema.parse(registrant()));
    for (const p of people) await registerForEvent(e.slug, p, 'hi');
    // One cancels; one registers after the reminder time (their ticket came minutes before).
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id }, orderBy: { id: 'asc' } });
    await testDb().eventRegistration.update({ where: { id: rows[0].id }, data: { status: 'cancelled', cancelledAt: new Date() } });
    const late = eventRegistrationSchema.parse(registrant());
    await testDb().event.update({ where: { id: e.id }, data: { capacity: 10 } });
    await registerForEvent(e.slug, late, 'en', new Date(remindAt.getTime() + HOUR));

    const mine = () => testDb().mailOutbox.findMany({ where: { dedupeKey: { in: [...rows.map((r) => `event-reminder:${r.id}`)] } } });
    await sendEventReminders(new Date(remindAt.getTime() - 60_000));
    expect(await mine()).toEqual([]);

    // Two instances at once, then a third run later: one reminder each for the two still registered.
    await Promise.all([sendEventReminders(new Date(remindAt.getTime() + 2 * HOUR)), sendEventReminders(new Date(remindAt.getTime() + 2 * HOUR))]);
    await sendEventReminders(new Date(remindAt.getTime() + 3 * HOUR));
    const mails = await mine();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([people[1].email, people[2].email].sort());
    expect(mails[0].subject).toMatch(/^कल: Test Event/);
    const lateRow = await testDb().eventRegistration.findFirstOrThrow({ where: { eventId: e.id, email: late.email } });
    expect(lateRow.reminderSentAt).toBeNull();
    // The waitlisted (people 3 and 4) got none.
    expect(await testDb().mailOutbox.count({ where: { toAddress: { in: [people[3].email, people[4].email] }, dedupeKey: { startsWith: 'event-reminder:' } } })).toBe(0);
    // Nothing after the start.
    expect(await sendEventReminders(new Date(start.getTime() + 60_000))).toBe(0);
  });

  it('stop for an event cancelled while a run is sending them (review of issue 36)', async () => {
    const start = new Date(Date.now() + 12 * 24 * HOUR);
    start.setUTCHours(4, 30, 0, 0);
    const e = await createEvent(eventInput({ startsAt: start, endsAt: new Date(start.getTime() + 6 * HOUR) }), 'staff@test.example', { publish: true });
    for (let i = 0; i < 3; i++) await registerForEvent(e.slug, eventRegistrationSchema.parse(registrant()), 'en');
    const rows = await testDb().eventRegistration.findMany({ where: { eventId: e.id }, orderBy: { id: 'asc' } });
    // Staff cancel the event the moment the run has queued its first reminder (a trigger on that one mail plays them).
    const fn = `cancel_event_${e.id}`;
    await testDb().$executeRawUnsafe(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE events SET status = 'cancelled', cancelled_at = now() WHERE id = ${e.id}; RETURN NEW; END $$`);
    await testDb().$executeRawUnsafe(`CREATE TRIGGER ${fn} AFTER INSERT ON mail_outbox FOR EACH ROW WHEN (NEW.dedupe_key = 'event-reminder:${rows[0].id}') EXECUTE FUNCTION ${fn}()`);
    try {
      await sendEventReminders(new Date(reminderTime(start).getTime() + HOUR));
    } finally {
      await testDb().$executeRawUnsafe(`DROP TRIGGER ${fn} ON mail_outbox`);
      await testDb().$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
    const sent = await testDb().mailOutbox.findMany({ where: { dedupeKey: { in: rows.map((r) => `event-reminder:${r.id}`) } } });
    expect(sent.map((m) => m.dedupeKey)).toEqual([`event-reminder:${rows[0].id}`]);
  });
});
