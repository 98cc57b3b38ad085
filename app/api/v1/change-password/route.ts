// POST /api/v1/change-password {current_password, new_password}: for the logged-in intern or member.
// Every session of theirs ends, this one's token too; the caller gets a new token and stays signed in.
import { apiRoute } from '@/lib/http/api-route';
import { unauthenticated } from '@/lib/kernel/domain-errors';
import { changePassword } from '@/lib/accounts/change-password';
import { changePasswordSchema, PASSWORD_CHANGE_MESSAGES } from '@/lib/accounts/password-change-schema';

export const POST = apiRoute(async ({ json, ip, session, setSession }) => {
  if (!session.user) throw unauthenticated();
  const input = changePasswordSchema.parse((await json()) ?? {});
  await changePassword(session.user, input, ip);
  setSession(session, { newToken: true });
  return { message: PASSWORD_CHANGE_MESSAGES.changed };
});
