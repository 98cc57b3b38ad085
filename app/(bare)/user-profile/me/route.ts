// GET /user-profile/me: the logged-in person's own profile (303 to /user-profile?type=..&id=..), or /login
// with the way back. The header's Profile item links here, so it needs nothing from localStorage. A signed-in
// hint that outlived its session is cleared on the way to /login, so the header shows Login again.
import { readSession } from '@/lib/accounts/session';
import { isSecure } from '@/lib/accounts/session-cookie';
import { signalCookieFor } from '@/lib/accounts/signed-in-signal';
import { profileHref } from '@/components/profile/profile-href';
import { loginHref, PROFILE_RETURN_PATH } from '@/lib/accounts/next-path';
import { localePath, splitLocalePath } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const session = await readSession(req);
  const { locale } = splitLocalePath(new URL(req.url).pathname); // /as/user-profile/me answers in Assamese
  const location = session.user ? localePath(locale, profileHref(session.user.type, session.user.id)) : loginHref(PROFILE_RETURN_PATH, locale);
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  const signal = signalCookieFor(req, session, undefined, isSecure(req));
  if (signal) headers.append('Set-Cookie', signal);
  return new Response(null, { status: 303, headers });
}
