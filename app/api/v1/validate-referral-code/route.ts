// POST /api/v1/validate-referral-code {referral_code}: whether an intern has this code. Wrong guesses
// are limited per client, so codes cannot be found by trial: once the wrong guesses are spent, every
// check is refused, a right one too (otherwise a 200 among the 429s would still reveal a code).
import { apiRoute } from '@/lib/http/api-route';
import { notFound } from '@/lib/kernel/domain-errors';
import { consume, refund } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { findReferrer, isUsableReferrer } from '@/lib/people/referrals';
import { REFERRAL_MESSAGES, referralSchema } from '@/lib/registration/referral-schema';

const wrongGuesses = limiterFor(LIMITS.referralWrongPerAddress);
const checks = limiterFor(LIMITS.referralChecksPerAddress);

// A check takes a wrong-guess point before the look-up and gives it back when the code is right: counted
// afterwards, a burst of parallel guesses would all be looked up before the first was counted.
export const POST = apiRoute(async ({ json, ip }) => {
  await consume(checks, ip);
  const { referral_code } = referralSchema.parse((await json()) ?? {});
  await consume(wrongGuesses, ip);
  if (isUsableReferrer(await findReferrer(referral_code))) {
    await refund(wrongGuesses, ip);
    return { message: REFERRAL_MESSAGES.valid };
  }
  throw notFound(REFERRAL_MESSAGES.notFound, 'referral_not_found');
});
