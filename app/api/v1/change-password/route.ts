// POST /api/v1/change-password {current_password, new_password}: for the logged-in intern or member.
// Every other session of theirs ends; this one is re-issued so it stays.
import { apiRoute } from '@/lib/http/api-route';
import { unauthorized } from '@/lib/http/errors';
import { changePassword } from '@/lib/auth/change-password';
import { keepCurrentSession } from '@/lib/auth/end-sessions';
import { changePasswordSchema, PASSWORD_CHANGE_MESSAGES } from '@/lib/validation/password';

export const POST = apiRoute(async ({ json, ip, session, setSession }) => {
  if (!session.user) throw unauthorized();
  const input = changePasswordSchema.parse((await json()) ?? {});
  const cutoff = await changePassword(session.user, input, ip);
  setSession({ ...session, user: { ...session.user, since: keepCurrentSession(cutoff) } });
  return { message: PASSWORD_CHANGE_MESSAGES.changed };
});
