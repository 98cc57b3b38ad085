// The internship road's pure parts: India's weeks and deadlines, and the outcome a form posted without scripts
// carries back to the profile (a key from a fixed list, never a message).
import { describe, expect, it } from 'vitest';
import { addDays, endOfIndiaDay, internshipCalendar, isMonday, letterDeadlineFor, mondayOf, mondaysBetween, startOfIndiaDay } from '@/lib/internships/dates';
import { DONE_MESSAGES, FAILED_MESSAGE, outcomeMessage, refusalKey } from '@/lib/internships/form-outcome';
import { INTERN_REFUSALS, LOG_FIELD_MESSAGES, logSchema } from '@/lib/internships/rules';

describe('dates in India', () => {
  it('puts the letter deadline at 23:59:59.999 IST of the 7th day after the offer, whatever the hour in UTC', () => {
    expect(letterDeadlineFor(new Date('2026-11-28T12:00:00+05:30'), 7).toISOString()).toBe('2026-12-05T18:29:59.999Z');
    // 00:10 IST on the 29th is still the 28th in UTC: the day counts in India.
    expect(letterDeadlineFor(new Date('2026-11-28T18:40:00Z'), 7).toISOString()).toBe('2026-12-06T18:29:59.999Z');
    expect(endOfIndiaDay('2026-12-05').getTime() + 1).toBe(startOfIndiaDay('2026-12-06').getTime());
  });
  it('counts weeks Monday to Sunday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-12-01')).toBe(false);
    expect(internshipCalendar('2026-12-02', 8)).toEqual({ firstMonday: '2026-11-30', lastMonday: '2027-01-25', lastDay: '2027-01-26' });
    expect(mondaysBetween('2026-11-30', '2026-12-14')).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a log\'s fields', () => {
  it('takes 0 to 60 whole hours and 20 to 1,000 characters, and says which field is wrong', () => {
    expect(logSchema.safeParse({ week_start: '2026-11-30', hours: '0', summary: 'x'.repeat(20) }).success).toBe(true);
    for (const hours of [61, -1, 2.5, 'ten']) {
      const r = logSchema.safeParse({ week_start: '2026-11-30', hours, summary: 'x'.repeat(20) });
      expect(r.error?.issues.map((i) => [i.path.join(), i.message])).toEqual([['hours', LOG_FIELD_MESSAGES.hours]]);
    }
    expect(logSchema.safeParse({ week_start: '2026-11-30', hours: 1, summary: 'x'.repeat(1001) }).error?.issues[0].message).toBe(LOG_FIELD_MESSAGES.summary);
    expect(logSchema.safeParse({ week_start: '2026-02-30', hours: 1, summary: 'x'.repeat(20) }).error?.issues[0].message).toBe(LOG_FIELD_MESSAGES.week);
  });
});

describe('the outcome of a form posted without scripts', () => {
  it('names a refusal by key and reads it back; anything else reads as a failure', () => {
    expect(refusalKey(INTERN_REFUSALS.weekInFuture)).toBe('weekInFuture');
    expect(refusalKey(LOG_FIELD_MESSAGES.hours)).toBe('log_hours');
    expect(refusalKey('<script>alert(1)</script>')).toBe('failed');
    expect(outcomeMessage({ refused: 'weekInFuture' })).toEqual({ kind: 'refused', message: INTERN_REFUSALS.weekInFuture });
    expect(outcomeMessage({ refused: 'constructor' })).toEqual({ kind: 'refused', message: FAILED_MESSAGE });
    expect(outcomeMessage({ done: 'logged' })).toEqual({ kind: 'done', message: DONE_MESSAGES.logged });
    expect(outcomeMessage({ done: 'hacked' })).toBeNull();
  });
});
