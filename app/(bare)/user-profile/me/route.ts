// GET /user-profile/me: the logged-in person's own profile (303 to /user-profile?type=..&id=..), or /login.
// The header's Profile item links here, so it needs nothing from localStorage. A signed-in hint that
// outlived its session is cleared on the way to /login, so the header shows Login again.
import { isSecure, readSession } from '@/lib/session/session';
import { signalCookieFor } from '@/lib/session/signed-in-signal';
import { profileHref } from '@/components/profile/profile-href';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const session = await readSession(req);
  const location = session.user ? profileHref(session.user.type, session.user.id) : '/login';
  const headers = new Headers({ Location: location, 'Cache-Control': 'private, no-store' });
  const signal = signalCookieFor(req, session, undefined, isSecure(req));
  if (signal) headers.append('Set-Cookie', signal);
  return new Response(null, { status: 303, headers });
}
