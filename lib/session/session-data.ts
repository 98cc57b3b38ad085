// What the session cookie holds. It is sealed (encrypted and signed) by iron-session, httpOnly, so
// page scripts never see it; ids in it are trusted because only the server can write them.
export type UserType = 'intern' | 'member';

export type SessionData = {
  /** The logged-in intern or member (also set right after a successful registration). */
  user?: { type: UserType; id: number; /** When this login began (ms): a password change ends older sessions (lib/auth/end-sessions.ts). */ since?: number };
  /** Institutions registered from this browser: only this browser may upload their proof and read them. */
  institutions?: number[];
};

export const SESSION_COOKIE = 'nyf_session';
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
export const MAX_REMEMBERED_INSTITUTIONS = 5;
