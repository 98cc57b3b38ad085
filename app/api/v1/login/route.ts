// POST /api/v1/login {type, mobile_no, password}: starts the session (an httpOnly cookie; no token
// is ever given to page scripts).
import { apiRoute } from '@/lib/http/api-route';
import { login } from '@/lib/accounts/login';
import { loginSchema } from '@/lib/accounts/login-schema';

export const POST = apiRoute(async ({ json, ip, session, setSession }) => {
  const input = loginSchema.parse((await json()) ?? {});
  const user = await login(input, ip);
  setSession({ institutions: session.institutions, user });
  return { message: 'Login successful.', user: { type: user.type, [user.type]: { id: user.id } } };
});
