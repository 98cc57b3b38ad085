// Dates of the road in India's time (IST, UTC+05:30, no daylight saving): a week is Monday to Sunday in IST, a
// deadline is the end of a day in IST. Pure functions on 'YYYY-MM-DD' strings and instants, so the rules, the
// sweep and the tests agree to the millisecond.
import { todayInIndia } from '@/lib/kernel/age';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** India's calendar date at an instant. */
export const indiaDate = (at: Date): string => todayInIndia(at);

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => dateOf(utcOf(date) + days * DAY_MS);

/** 1 = Monday ... 7 = Sunday. */
const isoWeekday = (date: string) => ((new Date(utcOf(date)).getUTCDay() + 6) % 7) + 1;
export const isMonday = (date: string) => isoWeekday(date) === 1;
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The first instant of a day in India. */
export const startOfIndiaDay = (date: string) => new Date(utcOf(date) - IST_OFFSET_MS);
/** The last millisecond of a day in India (23:59:59.999 IST). */
export const endOfIndiaDay = (date: string) => new Date(utcOf(date) + DAY_MS - 1 - IST_OFFSET_MS);

/** The letter deadline of an offer made at `offeredAt`: the end of the `days`-th day after it, in India. */
export const letterDeadlineFor = (offeredAt: Date, days: number) => endOfIndiaDay(addDays(indiaDate(offeredAt), days));

/** A stored @db.Date as 'YYYY-MM-DD'. */
export const dateColumn = (d: Date) => d.toISOString().slice(0, 10);
/** 'YYYY-MM-DD' for a @db.Date column. */
export const toDateColumn = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The internship's calendar: its last day, and the Mondays of the weeks that can be logged (every week with
 * at least one day of the internship, from the week of the start to the week of the last day).
 */
export function internshipCalendar(startDate: string, weeks: number) {
  const lastDay = addDays(startDate, weeks * 7 - 1);
  return { firstMonday: mondayOf(startDate), lastMonday: mondayOf(lastDay), lastDay };
}

/** The Mondays from `from` to `to` (inclusive), in order. */
export function mondaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = mondayOf(from); m <= to; m = addDays(m, 7)) out.push(m);
  return out;
}
