// Where an intern stands on the internship road, and the ONE thing to do next, from the wire shape of
// GET /api/v1/my-internship (lib/internships). Pure: the profile and its tests call it with a clock.
import { addDays, daysBetween, indiaDate, internshipCalendar, mondayOf, mondaysBetween } from '@/lib/internships/dates';

export type LogStatus = 'submitted' | 'approved' | 'returned';
export type WireLog = { week_start: string; hours: number; summary: string; status: LogStatus; note?: string | null };
export type WireInternship = {
  state: 'offered' | 'accepted' | 'active' | 'completed' | 'declined' | 'withdrawn' | 'ended_early';
  title: string;
  start_date: string;
  weeks: number;
  min_hours_per_week: number;
  deadline?: string | null;
  letter?: { status: 'submitted' | 'accepted' | 'returned'; return_reason?: string | null } | null;
  approved_hours?: number;
  logs: WireLog[];
  certificate?: { number: string; verify_url: string } | null;
};

export type WeekChoice = { weekStart: string; n: number };
export type NextStep =
  | { kind: 'respond'; deadline: string | null }
  | { kind: 'upload'; deadline: string | null; returnReason: string | null }
  | { kind: 'wait_letter' }
  | { kind: 'fix_log'; log: WireLog; n: number }
  | { kind: 'log'; weeks: WeekChoice[] }
  | { kind: 'wait_review' }
  | { kind: 'wait_completion' }
  | { kind: 'certificate'; number: string; verifyUrl: string }
  | { kind: 'closed'; state: 'declined' | 'withdrawn' | 'ended_early' | 'completed' };

/** The internship's week number (1-based) of a Monday: week 1 is the week of the start date. */
export const weekNumber = (internship: Pick<WireInternship, 'start_date'>, monday: string) =>
  daysBetween(mondayOf(internship.start_date), monday) / 7 + 1;

/** The Sunday that ends a week. */
export const sundayOf = (monday: string) => addDays(monday, 6);

/**
 * The weeks the intern may log now: each week of the internship (lib/internships/dates.ts, the same calendar the
 * rules check) that has started, in India, and has no log yet.
 */
export function weeksToLog(internship: WireInternship, now = new Date()): WeekChoice[] {
  const logged = new Set(internship.logs.map((l) => l.week_start));
  const { firstMonday, lastMonday } = internshipCalendar(internship.start_date, internship.weeks);
  const thisMonday = mondayOf(indiaDate(now));
  return mondaysBetween(firstMonday, thisMonday < lastMonday ? thisMonday : lastMonday)
    .filter((m) => !logged.has(m))
    .map((weekStart) => ({ weekStart, n: weekNumber(internship, weekStart) }));
}

export function nextStep(internship: WireInternship, now = new Date()): NextStep {
  const deadline = internship.deadline ?? null;
  switch (internship.state) {
    case 'offered': return { kind: 'respond', deadline };
    case 'accepted':
      return internship.letter?.status === 'submitted' ? { kind: 'wait_letter' }
        : { kind: 'upload', deadline, returnReason: internship.letter?.status === 'returned' ? internship.letter.return_reason ?? null : null };
    case 'active': {
      const returned = internship.logs.find((l) => l.status === 'returned');
      if (returned) return { kind: 'fix_log', log: returned, n: weekNumber(internship, returned.week_start) };
      const weeks = weeksToLog(internship, now);
      if (weeks.length) return { kind: 'log', weeks };
      if (internship.logs.some((l) => l.status === 'submitted')) return { kind: 'wait_review' };
      return { kind: 'wait_completion' };
    }
    case 'completed':
      return internship.certificate ? { kind: 'certificate', number: internship.certificate.number, verifyUrl: internship.certificate.verify_url } : { kind: 'closed', state: 'completed' };
    default: return { kind: 'closed', state: internship.state };
  }
}

/** Which station of the road (offer, letter, weekly hours, certificate) the intern is at (0-based); past the last when completed. */
export function stationOf(internship: WireInternship): number {
  return { offered: 0, accepted: 1, active: 2, completed: 4, declined: 0, withdrawn: 1, ended_early: 2 }[internship.state];
}
