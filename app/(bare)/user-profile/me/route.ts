// GET /user-profile/me: the logged-in person's own profile (303 to /user-profile?type=..&id=..), or /login.
// The header's Profile item links here, so it needs nothing from localStorage.
import { readSession } from '@/lib/session/session';
import { profileHref } from '@/components/profile/profile-href';
import { loginHref, PROFILE_RETURN_PATH } from '@/lib/auth/next-path';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  const { user } = await readSession(req);
  const location = user ? profileHref(user.type, user.id) : loginHref(PROFILE_RETURN_PATH);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
}
