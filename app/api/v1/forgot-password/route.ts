// POST /api/v1/forgot-password {type, mobile_no}: emails a one-time reset link if the account exists
// and has an email. The answer is the same either way.
import { apiRoute } from '@/lib/http/api-route';
import { requestPasswordReset } from '@/lib/accounts/password-recovery';
import { forgotPasswordSchema, PASSWORD_CHANGE_MESSAGES } from '@/lib/accounts/password-change-schema';

export const POST = apiRoute(async ({ json, ip }) => {
  await requestPasswordReset(forgotPasswordSchema.parse((await json()) ?? {}), ip);
  return { message: PASSWORD_CHANGE_MESSAGES.resetRequested };
});
