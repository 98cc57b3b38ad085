// The member form's first step: an intern's referral code ("Enter Inter Reference ID").
import { z } from '../kernel/zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, TEXT_LIMITS } from '../kernel/text';

export { REFERRAL_MESSAGES } from './referral-rules';

export const referralSchema = z.object({
  referral_code: z.string({ error: 'Referral code is required.' }).trim().min(1, 'Referral code is required.').max(TEXT_LIMITS.referralCode, 'Referral code is too long.')
    .refine((v) => isCleanText(v), CONTROL_CHARACTERS_MESSAGE),
});
