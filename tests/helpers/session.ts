// Sessions made directly (without the login form) for tests about what a session may do.
import { createSession } from '@/lib/accounts/session-store';
import { sealCookie } from '@/lib/accounts/session-cookie';
import { SESSION_COOKIE, type SessionData } from '@/lib/accounts/session-data';
import { apiClient } from './api-client';

/** A live session holding `data`, and its cookie value as a browser sends it. */
export async function sessionCookie(data: SessionData, secrets?: string) {
  const { token, id } = await createSession(data);
  return { id, cookie: encodeURIComponent(await sealCookie({ t: token }, secrets)) };
}

/** A browser whose session holds exactly `data`. */
export async function browserWithSession(data: SessionData) {
  const browser = apiClient();
  browser.cookies.set(SESSION_COOKIE, (await sessionCookie(data)).cookie);
  return browser;
}
