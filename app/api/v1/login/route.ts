// POST /api/v1/login {type, mobile_no, password}: starts the session (an httpOnly cookie; no token
// is ever given to page scripts). The login form's script posts JSON and gets JSON; without scripts the browser
// posts the form itself and gets a redirect (lib/accounts/login-without-scripts.ts). Same checks, same limits.
import { apiRoute } from '@/lib/http/api-route';
import { DomainError } from '@/lib/kernel/domain-errors';
import { login } from '@/lib/accounts/login';
import { failedLoginHref, isPlainFormPost, nextPathOf, seeOther } from '@/lib/accounts/login-without-scripts';
import { loginSchema } from '@/lib/accounts/login-schema';
import { z } from '@/lib/kernel/zod';
import { profileHref } from '@/components/profile/profile-href';
import { requestLocale } from '@/lib/i18n/api-language';
import { localePath } from '@/lib/i18n/locales';

export const POST = apiRoute(async ({ req, json, urlEncoded, ip, session, setSession }) => {
  if (!isPlainFormPost(req)) {
    const input = loginSchema.parse((await json()) ?? {});
    const user = await login(input, ip);
    setSession({ institutions: session.institutions, user });
    return { message: 'Login successful.', user: { type: user.type, [user.type]: { id: user.id } } };
  }
  const next = nextPathOf(req);
  const locale = requestLocale(req); // the form posts to ?lang=as|hi from an Assamese or Hindi page
  try {
    const input = loginSchema.parse(Object.fromEntries(await urlEncoded()));
    const user = await login(input, ip);
    setSession({ institutions: session.institutions, user });
    return seeOther(next ?? localePath(locale, profileHref(user.type, user.id)));
  } catch (error) {
    if (!(error instanceof DomainError || error instanceof z.ZodError)) throw error; // a fault of ours: the usual 500
    return seeOther(failedLoginHref(error, next, locale));
  }
});
