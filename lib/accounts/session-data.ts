// What a session holds. The cookie carries only a sealed random token; the data lives in the sessions table
// (lib/accounts/session-store.ts), so ending a session on the server ends it for every copy of the cookie.
import type { ApplicantKind } from '../kernel/applicant-kinds';

export type SessionUser = { type: ApplicantKind; id: number };

export type SessionData = {
  /** The logged-in intern or member (also set right after a successful registration). */
  user?: SessionUser;
  /** Institutions registered from this browser: only this browser may upload their proof and read them. */
  institutions?: number[];
};

export const SESSION_COOKIE = 'nyf_session';
/** Every session ends this long after it started, used or not. */
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 7;
/** A session not used for this long has ended. */
export const SESSION_IDLE_SECONDS = 60 * 60 * 2;
/** Use renews the idle deadline, but writes it at most this often (not on every request). */
export const SESSION_RENEW_AFTER_SECONDS = 60 * 5;
export const MAX_REMEMBERED_INSTITUTIONS = 5;
