// Events for the tests, the bench and the browser tests: a valid input for createEvent (lib/events/manage-events.ts)
// with a unique slug, and a registrant with a unique email and mobile.
import { randomInt } from 'node:crypto';
import type { EventInput } from '@/lib/events/event-input';
import { uniqueMobile } from './mobile';

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const unique = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(n++).toString(36)}${randomInt(1e6).toString(36)}`;

/** An event a week from now, 10:00 to 17:00 IST, open for registration now, unless `o` says otherwise. */
export function eventInput(o: Partial<EventInput> & { title?: string } = {}): EventInput {
  const start = new Date(Date.now() + 7 * DAY);
  start.setUTCHours(4, 30, 0, 0); // 10:00 IST
  const { title = `Test Event ${unique()}`, ...rest } = o;
  return {
    slug: `test-event-${unique()}`,
    category: 'Workshop',
    startsAt: start,
    endsAt: new Date(start.getTime() + 7 * 60 * 60 * 1000),
    venueName: 'Cotton University Auditorium',
    venueAddress: 'Panbazar, Guwahati, Assam 781001',
    capacity: null,
    text: { en: { title, summary: 'A day of talks and workshops.', description: 'Talks in the morning.\n\nWorkshops after lunch.', coverAlt: '' } },
    ...rest,
  };
}

/** Someone registering: unique email and mobile. */
export const registrant = (o: Partial<{ name: string; email: string; mobile: string; organisation: string }> = {}) => ({
  name: 'Anupam Das', email: `reg.${unique()}@example.com`, mobile: uniqueMobile(), organisation: 'Cotton University', consent: true as const, ...o,
});
