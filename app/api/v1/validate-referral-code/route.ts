// POST /api/v1/validate-referral-code {referral_code}: whether an intern has this code. Wrong guesses
// are limited per client, so codes cannot be found by trial.
import { apiRoute } from '@/lib/http/api-route';
import { notFound } from '@/lib/errors/domain-errors';
import { createLimiter, consume } from '@/lib/http/rate-limit';
import { findReferrer, isUsableReferrer } from '@/lib/applicants/referrals';
import { REFERRAL_MESSAGES, referralSchema } from '@/lib/validation/referral';

const wrongGuesses = createLimiter('referral-wrong', 10, 15 * 60, 15 * 60);
const checks = createLimiter('referral-check', 60, 15 * 60);

export const POST = apiRoute(async ({ json, ip }) => {
  await consume(checks, ip);
  const { referral_code } = referralSchema.parse((await json()) ?? {});
  if (isUsableReferrer(await findReferrer(referral_code))) return { message: REFERRAL_MESSAGES.valid };
  await consume(wrongGuesses, ip);
  throw notFound(REFERRAL_MESSAGES.notFound);
});
