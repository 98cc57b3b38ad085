// POST /api/v1/validate-referral-code {referral_code}: whether an intern has this code. Wrong guesses
// are limited per client, so codes cannot be found by trial: once the wrong guesses are spent, every
// check is refused, a right one too (otherwise a 200 among the 429s would still reveal a code).
import { apiRoute } from '@/lib/http/api-route';
import { notFound, tooManyRequests } from '@/lib/kernel/domain-errors';
import { consume, remainingWait } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { findReferrer, isUsableReferrer } from '@/lib/people/referrals';
import { REFERRAL_MESSAGES, referralSchema } from '@/lib/registration/referral-schema';

const wrongGuesses = limiterFor(LIMITS.referralWrongPerAddress);
const checks = limiterFor(LIMITS.referralChecksPerAddress);

export const POST = apiRoute(async ({ json, ip }) => {
  await consume(checks, ip);
  const wait = await remainingWait(wrongGuesses, ip);
  if (wait > 0) throw tooManyRequests(wait);
  const { referral_code } = referralSchema.parse((await json()) ?? {});
  if (isUsableReferrer(await findReferrer(referral_code))) return { message: REFERRAL_MESSAGES.valid };
  await consume(wrongGuesses, ip);
  throw notFound(REFERRAL_MESSAGES.notFound);
});
