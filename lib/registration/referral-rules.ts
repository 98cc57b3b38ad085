// The member form's referral messages, zod-free so the form's first load does not carry zod (see ./referral-schema.ts).
export const REFERRAL_MESSAGES = {
  valid: 'Referral code validated!',
  invalid: 'Invalid referral code: {message}',
  checkFailed: 'Error validating referral code.',
  notFound: 'No intern has this reference ID.',
} as const;
