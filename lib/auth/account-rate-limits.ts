// The limiters of password change and recovery, with their keys, apart from the modules that use them so
// erasure (lib/applicants/erase.ts) can recompute a person's rows, as it does for the login counter.
import 'server-only';
import { createLimiter, storedRateLimitKey } from '@/lib/http/rate-limit';
import type { PersonRef } from './person-accounts';

const WINDOW_SECONDS = 15 * 60;
const HOUR = 60 * 60;

/** Current-password checks on the profile: 5 per person in 15 minutes, like logins to one number. */
export const PASSWORD_CHANGE_PER_PERSON = 'password-change-person';
export const passwordChangePerPerson = createLimiter(PASSWORD_CHANGE_PER_PERSON, 5, WINDOW_SECONDS, WINDOW_SECONDS);
export const passwordChangePerClient = createLimiter('password-change-client', 20, WINDOW_SECONDS, WINDOW_SECONDS);
export const personKey = (p: PersonRef) => `${p.type}:${p.id}`;

/** Reset links asked for: 3 per number an hour (no flooding a mailbox), 20 per client (no probing numbers). */
export const RESET_PER_NUMBER = 'reset-number';
export const resetPerNumber = createLimiter(RESET_PER_NUMBER, 3, HOUR);
export const resetPerClient = createLimiter('reset-client', 20, HOUR);
export const numberKey = (type: PersonRef['type'], mobileNo: string) => `${type}:${mobileNo}`;

/** The rate_limits rows that name this person (erased with them). */
export const accountRateLimitKeys = (p: PersonRef, mobileNo: string) => [
  storedRateLimitKey(PASSWORD_CHANGE_PER_PERSON, personKey(p)),
  storedRateLimitKey(RESET_PER_NUMBER, numberKey(p.type, mobileNo)),
];
