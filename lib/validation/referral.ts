// The member form's first step: an intern's referral code ("Enter Inter Reference ID").
import { z } from './zod';

export const referralSchema = z.object({
  referral_code: z.string({ error: 'Referral code is required.' }).trim().min(1, 'Referral code is required.').max(40, 'Referral code is too long.'),
});

export const REFERRAL_MESSAGES = {
  valid: 'Referral code validated!',
  invalidPrefix: 'Invalid referral code: ',
  checkFailed: 'Error validating referral code.',
  notFound: 'No intern has this reference ID.',
} as const;
