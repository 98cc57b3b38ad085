// Review of issue 36: an event's venue reaches the .ics file (lib/events/calendar.ts) and the ics library escapes
// only CRLF and LF, so a lone carriage return in a venue started a new calendar line (an injected property such as
// ATTENDEE or a second VEVENT in every registrant's calendar). The schema now refuses control characters in the
// venue fields, and the calendar writes any line break in a venue as a space.
import { describe, expect, it } from 'vitest';
import { eventInputSchema } from '@/lib/events/event-input';
import { eventCalendar, type CalendarEvent } from '@/lib/events/calendar';
import { EVENT_CATEGORIES } from '@/lib/content/events';

const words = { title: 'Gen Z Capital', summary: 'A day of talks.', description: 'Talks.', coverAlt: '' };
const input = (venue: { venueName?: string; venueAddress?: string }) => ({
  slug: 'gen-z', category: EVENT_CATEGORIES[0], startsAt: '2030-01-10T04:30:00Z', endsAt: '2030-01-10T10:30:00Z', text: { en: words }, ...venue,
});

describe('an event venue cannot inject calendar lines', () => {
  it('the schema refuses a carriage return or other control character in the venue name and address', () => {
    expect(eventInputSchema.safeParse(input({ venueName: 'Hall A' })).success).toBe(true);
    for (const venue of [{ venueName: 'Hall\rATTENDEE:mailto:x@evil.test' }, { venueName: 'Hall\u202Eevil' }, { venueName: 'Hall A', venueAddress: 'Road 1\rORGANIZER:mailto:x@evil.test' }]) {
      const r = eventInputSchema.safeParse(input(venue));
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain('Please remove hidden control characters (such as escape or text-direction codes) from this field.');
    }
  });

  it('a stored venue with line breaks stays on the LOCATION line of the .ics', () => {
    const e: CalendarEvent = {
      id: 7, slug: 'gen-z', status: 'published', startsAt: new Date('2030-01-10T04:30:00Z'), endsAt: new Date('2030-01-10T10:30:00Z'),
      venueName: 'Hall\rATTENDEE:mailto:x@evil.test', venueAddress: 'Road 1\r\nORGANIZER:mailto:y@evil.test\nX', onlineUrl: null,
      text: { en: words }, updatedAt: new Date('2029-12-01T00:00:00Z'),
    };
    const ics = eventCalendar(e, 'en');
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.some((l) => /^(ATTENDEE|ORGANIZER)/.test(l))).toBe(false);
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toBe('LOCATION:Hall ATTENDEE:mailto:x@evil.test\\, Road 1 ORGANIZER:mailto:y@evil.test X');
  });
});
