// The limiters of password change and recovery (their numbers are in lib/limits.ts), with their keys,
// apart from the modules that use them so erasure (lib/people/erase.ts) can recompute a person's rows,
// as it does for the login counter.
import 'server-only';
import { storedRateLimitKey } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import type { PersonRef } from './person-accounts';

/** Current-password checks on the profile count per account, like logins to one number. */
export const passwordChangePerPerson = limiterFor(LIMITS.passwordChecksPerAccount);
export const passwordChangePerClient = limiterFor(LIMITS.wrongPasswordsPerAddress);
export const personKey = (p: PersonRef) => `${p.type}:${p.id}`;

/** Reset links asked for: few per number (no flooding a mailbox), more per address (no sweeping numbers). */
export const resetPerNumber = limiterFor(LIMITS.resetLinksPerNumber);
export const resetPerClient = limiterFor(LIMITS.resetLinksPerAddress);
export const numberKey = (type: PersonRef['type'], mobileNo: string) => `${type}:${mobileNo}`;

/** The rate_limits rows that name this person (erased with them). */
export const accountRateLimitKeys = (p: PersonRef, mobileNo: string) => [
  storedRateLimitKey(LIMITS.passwordChecksPerAccount.name, personKey(p)),
  storedRateLimitKey(LIMITS.resetLinksPerNumber.name, numberKey(p.type, mobileNo)),
];
