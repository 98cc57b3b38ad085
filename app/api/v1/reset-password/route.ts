// POST /api/v1/reset-password {token, password}: sets a new password with a one-time link. Every
// session of that person ends, this browser's login too (it may be someone else's).
import { apiRoute } from '@/lib/http/api-route';
import { resetPassword } from '@/lib/accounts/password-recovery';
import { PASSWORD_CHANGE_MESSAGES, resetPasswordSchema } from '@/lib/accounts/password-change-schema';

export const POST = apiRoute(async ({ json, session, setSession }) => {
  await resetPassword(resetPasswordSchema.parse((await json()) ?? {}));
  if (session.user) setSession({ institutions: session.institutions });
  return { message: PASSWORD_CHANGE_MESSAGES.resetDone };
});
