// The words of an event's registration state, one per state (lib/events/registration-state.ts), in English: the
// pages show them through t(). "Register" and "Join the waitlist" are links to the form; the others are labels.
import type { RegistrationState } from '@/lib/events/registration-state';

export const STATE_LABEL: Record<Exclude<RegistrationState, 'draft'>, string> = {
  open: 'Register',
  waitlist: 'Join the waitlist',
  full: 'Full',
  not_yet: 'Registration not open yet',
  closed: 'Registration closed',
  cancelled: 'Cancelled',
};

/** States in which the form takes a registration. */
export const TAKES_REGISTRATIONS: readonly RegistrationState[] = ['open', 'waitlist'];
