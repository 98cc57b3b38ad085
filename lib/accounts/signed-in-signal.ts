// The public header's hint that this browser is signed in: a cookie page scripts may read, holding only "1".
// Public pages are one static document for everyone (docs/decisions/013), so the header learns the state on
// the client. The hint carries nothing secret and grants nothing: the sealed httpOnly session cookie is what
// every page and endpoint with personal data checks. A stale hint costs one redirect to /login, and the
// server clears it whenever it finds no session behind it (see signalCookieFor).
import { SESSION_ABSOLUTE_SECONDS, type SessionData } from './session-data';

export const SIGNED_IN_COOKIE = 'nyf_signed_in';

/** Set-Cookie value that sets (signed in) or clears the hint; it lives as long as the session cookie. */
export function signedInCookieHeader(signedIn: boolean, secure: boolean): string {
  const attrs = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return signedIn
    ? [`${SIGNED_IN_COOKIE}=1`, `Max-Age=${SESSION_ABSOLUTE_SECONDS}`, ...attrs].join('; ')
    : [`${SIGNED_IN_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
}

/** Whether a Cookie header (or document.cookie) carries the hint. */
export function hasSignedInHint(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/**
 * The hint to send with an answer, or null to leave it alone. It follows the session when the handler changed
 * it (login, registration: set; logout: cleared) and clears a hint that outlived its session (expired, ended
 * elsewhere, sealed with a retired secret), so the next request that reads the session corrects the header.
 */
export function signalCookieFor(
  req: Request,
  before: SessionData,
  after: SessionData | null | undefined,
  secure: boolean,
): string | null {
  if (after !== undefined) return signedInCookieHeader(Boolean(after?.user), secure);
  if (!before.user && hasSignedInHint(req.headers.get('cookie'))) return signedInCookieHeader(false, secure);
  return null;
}
