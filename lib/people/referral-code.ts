// An intern's referral code: NYF- plus 10 random Crockford base-32 characters (50 bits), easy to read
// aloud (no I, L, O, U) and not guessable, given the rate limit on the validation endpoint.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newReferralCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
  return `NYF-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
