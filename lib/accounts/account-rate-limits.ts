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

/**
 * Reset links asked for: few per number from one address (no flooding a mailbox), more per address (no sweeping
 * numbers). The number's budget is kept per asking address so that strangers who spend theirs never refuse the
 * owner, who asks from elsewhere (issue 24). Those rows hold the address too, so erasure cannot recompute them;
 * they are keyed by an HMAC and expire within the hour.
 */
export const resetPerNumber = limiterFor(LIMITS.resetLinksPerNumber);
export const resetPerClient = limiterFor(LIMITS.resetLinksPerAddress);
export const numberKey = (type: PersonRef['type'], mobileNo: string, address: string) => `${type}:${mobileNo}@${address}`;
/**
 * Reset mails to one account: one per 10 minutes, from whatever addresses the requests come. A request inside that
 * time sends nothing (and answers as always): the link already sent stays valid for 30 minutes (self-service links
 * do not replace each other), so the owner always has a working link in the mailbox, and strangers cannot flood it.
 */
export const resetMailsPerNumber = limiterFor(LIMITS.resetMailsPerNumber);
export const mailNumberKey = (p: PersonRef) => personKey(p);

/** The rate_limits rows that name this person (erased with them). */
export const accountRateLimitKeys = (p: PersonRef) => [
  storedRateLimitKey(LIMITS.passwordChecksPerAccount.name, personKey(p)),
  storedRateLimitKey(LIMITS.resetMailsPerNumber.name, mailNumberKey(p)),
];
