// The one statement a registration is (SQL function event_register, lib/events/register.ts; docs/decisions/024), on
// real PostgreSQL: its choice is registrationState's in every state an event can be in; twenty calls at once, past
// the process's turns, with one person twice among them, give seats and places in line without a gap or a repeat;
// a freed seat goes to the first in line. And the mail it queues without words: written when sent, or withdrawn
// when it no longer applies, never sent empty.
import { afterAll, describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { eventInput, registrant } from '../factories/event';
import { createEvent } from '@/lib/events/manage-events';
import { registerForEvent, REGISTRATION_REFUSALS } from '@/lib/events/register';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';
import { registrationState } from '@/lib/events/registration-state';
import { cancelRegistration } from '@/lib/events/cancel-registration';
import { cancelToken } from '@/lib/events/cancel-link';
import { newTicketCode } from '@/lib/events/tickets';
import { registrationMailWriter } from '@/lib/events/registration-mail-writer';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { MAIL_MAX_ATTEMPTS, SEND_MAIL_TASK } from '@/lib/mail/outbox';
import { createDb } from '@/lib/platform/db/create-client';
import { EVENT_WAITLIST_MAX } from '@/lib/limits';

const HOUR = 60 * 60 * 1000;
const wide = createDb(process.env.DATABASE_URL!, 24);
afterAll(() => wide.$disconnect());

const person = () => eventRegistrationSchema.parse(registrant());
/** A new event as stored; `capacity: 0` (which staff cannot enter: at least 1) is written directly. */
async function open(o: Parameters<typeof eventInput>[0] & { capacity?: number | null } = {}, publish = true) {
  const { id } = await createEvent(eventInput({ ...o, capacity: o.capacity === 0 ? 1 : o.capacity }), 'staff@test.example', { publish });
  if (o.capacity === 0) await testDb().event.update({ where: { id }, data: { capacity: 0 } });
  return testDb().event.findUniqueOrThrow({ where: { id } });
}
const rowsOf = (eventId: number) => testDb().eventRegistration.findMany({ where: { eventId }, orderBy: { id: 'asc' } });
const outcomeOf = (slug: string, now?: Date) => registerForEvent(slug, person(), 'en', now).then((o) => o.status, (e: Error & { code?: string }) => `${e.code ?? e.constructor.name}: ${e.message}`);

/** The function called directly, outside the process's turns (./event-turns.ts), as another instance would. */
const direct = (slug: string, p: ReturnType<typeof person>) => wide.$queryRaw<{ outcome: string; registration_id: number | null; place: number | null }[]>`
  SELECT * FROM event_register(${slug}::text, ${p.name}::text, ${p.email}::text, ${p.mobile}::text, NULL::text, 'en'::text, ${newTicketCode()}::text, now(),
    ${EVENT_WAITLIST_MAX}::int, ARRAY['event-ticket:', 'event-waitlisted:']::text[], 'event-registration', ${SEND_MAIL_TASK}::text, ${MAIL_MAX_ATTEMPTS}::int,
    ARRAY[]::text[], 'publications'::text)`.then((r) => r[0]!);

describe('event_register decides as registrationState does', () => {
  it('in every state of the event: open, no capacity, capacity 0, closed, not yet open, started, draft, unknown', async () => {
    const now = new Date();
    const cases: [string, Parameters<typeof open>[0], string, string][] = [
      ['open', { capacity: 3 }, 'open', 'registered'],
      ['no capacity', { capacity: null }, 'open', 'registered'],
      ['capacity 0', { capacity: 0 }, 'waitlist', 'waitlisted'],
      ['closed', { registrationClosesAt: new Date(now.getTime() - HOUR) }, 'closed', `event_not_open: ${REGISTRATION_REFUSALS.closed}`],
      ['not yet open', { registrationOpensAt: new Date(now.getTime() + HOUR) }, 'not_yet', `event_not_open: ${REGISTRATION_REFUSALS.not_yet}`],
    ];
    for (const [what, input, state, outcome] of cases) {
      const e = await open(input);
      expect([what, registrationState(e, { registered: 0, waitlisted: 0 }, now), await outcomeOf(e.slug, now)]).toEqual([what, state, outcome]);
    }
    const started = await open({ capacity: 3 });
    expect(await outcomeOf(started.slug, new Date(started.startsAt.getTime() + 1))).toBe(`event_not_open: ${REGISTRATION_REFUSALS.closed}`);
    const draft = await open({}, false);
    expect(await outcomeOf(draft.slug)).toBe(`not_found: ${REGISTRATION_REFUSALS.unknown}`);
    expect(await outcomeOf('no-such-event')).toBe(`not_found: ${REGISTRATION_REFUSALS.unknown}`);
  });

  it('a full line refuses with event_full, and a cancelled event with event_cancelled, a person already in too', async () => {
    const e = await open({ capacity: 0 });
    const first = person();
    expect((await registerForEvent(e.slug, first, 'en')).status).toBe('waitlisted');
    await testDb().eventRegistration.createMany({
      data: Array.from({ length: EVENT_WAITLIST_MAX - 1 }, (_, i) => {
        const p = person();
        return { eventId: e.id, name: p.name, email: p.email, mobile: p.mobile, language: 'en', status: 'waitlisted' as const, waitlistPosition: i + 2, ticketCode: newTicketCode(), consentAt: new Date() };
      }),
    });
    expect(registrationState(e, { registered: 0, waitlisted: EVENT_WAITLIST_MAX })).toBe('full');
    expect(await outcomeOf(e.slug)).toBe(`event_full: ${REGISTRATION_REFUSALS.full}`);
    await testDb().event.update({ where: { id: e.id }, data: { status: 'cancelled' } });
    expect(await registerForEvent(e.slug, first, 'en').catch((x: Error & { code: string }) => [x.code, x.message])).toEqual(['event_cancelled', REGISTRATION_REFUSALS.cancelled]);
  });
});

describe('event_register under parallel calls', () => {
  it('20 at once for 5 seats, one person twice among them: 5 seats, 14 in line at 1 to 14, one already_registered, a mail row and job each', async () => {
    const e = await open({ capacity: 5 });
    const people = Array.from({ length: 19 }, person);
    const twice = people[7]!;
    const answers = await Promise.all([...people, { ...twice, email: `other.${twice.email}` }].map((p) => direct(e.slug, p)));
    expect(answers.map((a) => a.outcome).sort()).toEqual(['already_registered', ...Array(5).fill('registered'), ...Array(14).fill('waitlisted')].sort());
    expect(answers.filter((a) => a.outcome === 'waitlisted').map((a) => a.place).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const rows = await rowsOf(e.id);
    expect(rows).toHaveLength(19);
    expect(rows.filter((r) => r.status === 'waitlisted').map((r) => r.waitlistPosition).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const repeat = answers.find((a) => a.outcome === 'already_registered')!;
    expect(rows.find((r) => r.id === repeat.registration_id)!.mobile).toBe(twice.mobile);
    const mails = await testDb().mailOutbox.findMany({ where: { toAddress: { in: rows.map((r) => r.email) } } });
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual(rows.map((r) => `event-${r.status === 'registered' ? 'ticket' : 'waitlisted'}:${r.id}`).sort());
    expect(mails.every((m) => m.topic === 'event-registration' && m.subject === '' && m.textBody === null && m.htmlBody === null)).toBe(true);
    const jobs = await testDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = ANY(${mails.map((m) => `mail:${m.id}`)}::text[])`;
    expect(jobs[0]!.n).toBe(19);
  });

  it('a cancelled seat goes to the first in line, whose waitlist notice is then withdrawn unsent; the second hears place 1', async () => {
    const e = await open({ capacity: 1, title: 'Brahmaputra Debate' });
    const [a, b, c] = [person(), person(), person()];
    const seated = await registerForEvent(e.slug, a, 'en');
    expect([seated.status, (await registerForEvent(e.slug, b, 'en')).status, (await registerForEvent(e.slug, c, 'as')).status]).toEqual(['registered', 'waitlisted', 'waitlisted']);
    const [rowA, rowB, rowC] = await rowsOf(e.id);
    await cancelRegistration(cancelToken(rowA!.ticketCode));
    expect((await rowsOf(e.id)).map((r) => [r.email, r.status, r.waitlistPosition])).toEqual([[a.email, 'cancelled', null], [b.email, 'registered', null], [c.email, 'waitlisted', 2]]);
    const sent: string[] = [];
    const send = async (m: { to: string; subject: string }) => { sent.push(`${m.to}: ${m.subject}`); };
    const notice = (id: number) => testDb().mailOutbox.findUniqueOrThrow({ where: { dedupeKey: `event-waitlisted:${id}` } });
    const toB = await notice(rowB!.id);
    expect(await sendOutboxMail(toB.id, send, 'NextGen <events@test.example>', undefined, registrationMailWriter)).toBe('withdrawn');
    expect(await testDb().mailOutbox.findUnique({ where: { id: toB.id } })).toBeNull();
    const toC = await notice(rowC!.id);
    expect(await sendOutboxMail(toC.id, send, 'NextGen <events@test.example>', undefined, registrationMailWriter)).toBe('sent');
    expect(sent).toEqual([`${c.email}: আপুনি অপেক্ষা-তালিকাত আছে: Brahmaputra Debate`]);
    const written = await testDb().mailOutbox.findUniqueOrThrow({ where: { id: toC.id } });
    expect([written.subject, written.textBody, written.sentAt !== null]).toEqual([sent[0]!.split(': ').slice(1).join(': '), null, true]);
    // The place counted when it is sent: first in line now (it was second on arrival).
    expect((await registrationMailWriter({ topic: 'event-registration', dedupeKey: `event-waitlisted:${rowC!.id}` }))!.text).toContain('অপেক্ষা-তালিকাৰ 1 নম্বৰ স্থানত');
  });

  it('a mail queued without words is never sent empty: without its writer the job fails and the row waits, with the reason', async () => {
    const e = await open({ capacity: 2 });
    const r = await registerForEvent(e.slug, person(), 'en');
    const row = await testDb().mailOutbox.findUniqueOrThrow({ where: { dedupeKey: `event-ticket:${r.registrationId}` } });
    const sent: unknown[] = [];
    await expect(sendOutboxMail(row.id, async (m) => { sent.push(m); }, 'NextGen <events@test.example>')).rejects.toThrow(`no writer for the mail event-ticket:${r.registrationId} queued without its words`);
    expect(sent).toEqual([]);
    expect(await testDb().mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ sentAt: null, claimedAt: null, lastError: `no writer for the mail event-ticket:${r.registrationId} queued without its words` });
  });
});
