// Small pieces of the internship road as the profile draws it, over the wire shape of GET /api/v1/my-internship
// (lib/internships/my-internship.ts says where the intern stands and what is next; this only words it).
import { addDays, mondayOf } from '@/lib/internships/dates';
import type { MyInternship } from '@/lib/internships/my-internship';

export type { MyInternship };

const WEEK_MS = 7 * 86_400_000;

/** The internship's week number (1-based) of a Monday: week 1 is the week of the start date. */
export const weekNumber = (internship: Pick<MyInternship, 'start_date'>, monday: string) =>
  Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${mondayOf(internship.start_date)}T00:00:00Z`)) / WEEK_MS) + 1;

/** The Sunday that ends a week. */
export const sundayOf = (monday: string) => addDays(monday, 6);

/** Which station of the road (offer, college letter, weekly hours, certificate) the intern is at; 4 when done. */
export const stationOf = (internship: Pick<MyInternship, 'state'>): number =>
  ({ offered: 0, accepted: 1, active: 2, completed: 4, declined: 0, withdrawn: 1, ended_early: 2 })[internship.state];
