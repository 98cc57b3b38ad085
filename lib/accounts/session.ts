// Reading and writing the session: the one place pages and route handlers get it from. The cookie holds a
// sealed random token (iron-session, httpOnly, SameSite=Lax); the session itself is a row (./session-store.ts).
// A cookie that does not decode, unseal or name a live session is no session: never an error.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, type SessionData } from './session-data';
import { cookieHeader, sessionCookieValue, unsealCookie } from './session-cookie';
import { createSession, deleteSession, findSession, updateSession } from './session-store';

/** A request's session: `id` names its row (null when there is none), `data` is what it holds. */
export type LoadedSession = { id: string | null; data: SessionData };
const NONE: LoadedSession = { id: null, data: {} };

async function load(value: string | undefined): Promise<LoadedSession> {
  const payload = await unsealCookie(value);
  if (!payload) return NONE;
  return (await findSession(payload.t)) ?? NONE;
}

export const loadSession = (req: Request): Promise<LoadedSession> => load(sessionCookieValue(req.headers.get('cookie')));

export async function readSession(req: Request): Promise<SessionData> {
  return (await loadSession(req)).data;
}

/** The session of the page being rendered (server components); read once per request. */
export const getPageSession = cache(async (): Promise<SessionData> => {
  return (await load((await cookies()).get(SESSION_COOKIE)?.value)).data;
});

/**
 * Stores the session a handler asked for and returns the Set-Cookie header to send (or null when the cookie
 * stays as it is). `null` ends the session. A new person in the session gets a new token (no fixation), and
 * so does a session whose old token must stop working (`newToken`: after a password change).
 */
export async function saveSession(req: Request, current: LoadedSession, next: SessionData | null, o: { newToken?: boolean } = {}): Promise<string | null> {
  if (!next) {
    if (current.id) await deleteSession(current.id);
    return cookieHeader(req, null);
  }
  const samePerson = current.data.user?.type === next.user?.type && current.data.user?.id === next.user?.id;
  if (current.id && samePerson && !o.newToken) {
    await updateSession(current.id, next);
    return null;
  }
  if (current.id) await deleteSession(current.id);
  const { token } = await createSession(next);
  return cookieHeader(req, { t: token });
}
