// Whether an event takes registrations now, in one place: the API, the detail page's button and the list's
// label ("Register", "Join the waitlist", "Full", "Registration closed") all read it.
import { EVENT_WAITLIST_MAX } from '../limits';

export type RegistrationState =
  | 'open' // a seat is free
  | 'waitlist' // the seats are taken; the waitlist takes more
  | 'full' // seats and waitlist are both full
  | 'not_yet' // registration opens later
  | 'closed' // registration has closed (or the event has started)
  | 'cancelled'
  | 'draft';

export type RegistrationWindow = {
  status: 'draft' | 'published' | 'cancelled';
  startsAt: Date;
  capacity: number | null;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
};

/** When registration closes: the staff's date, or the start of the event. */
export const closesAt = (e: RegistrationWindow) => e.registrationClosesAt ?? e.startsAt;

export function registrationState(e: RegistrationWindow, counts: { registered: number; waitlisted: number }, now = new Date()): RegistrationState {
  if (e.status !== 'published') return e.status;
  if (now >= closesAt(e) || now >= e.startsAt) return 'closed';
  if (e.registrationOpensAt && now < e.registrationOpensAt) return 'not_yet';
  if (e.capacity === null || counts.registered < e.capacity) return 'open';
  return counts.waitlisted < EVENT_WAITLIST_MAX ? 'waitlist' : 'full';
}
