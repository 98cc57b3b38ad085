// POST /api/v1/change-password {current_password, new_password}: for the logged-in intern or member.
// Every other session of theirs ends; this one stays.
import { apiRoute } from '@/lib/http/api-route';
import { unauthenticated } from '@/lib/kernel/domain-errors';
import { changePassword } from '@/lib/accounts/change-password';
import { changePasswordSchema, PASSWORD_CHANGE_MESSAGES } from '@/lib/accounts/password-change-schema';

export const POST = apiRoute(async ({ json, ip, session, sessionId }) => {
  if (!session.user) throw unauthenticated();
  const input = changePasswordSchema.parse((await json()) ?? {});
  await changePassword(session.user, input, ip, sessionId);
  return { message: PASSWORD_CHANGE_MESSAGES.changed };
});
