// Staff sessions: a row per signed-in browser, like applicants' (lib/accounts/session-store.ts), but in a table of
// their own and with their own cookie, `nyf_staff`, scoped to /staff: the applicant pages and /api/v1 never
// receive it, and an applicant's cookie opens nothing here. The cookie holds a random 256-bit token; the row
// is keyed by its SHA-256, so a copy of the table opens no session. A session ends on sign-out, 30 minutes
// after its last use, 12 hours after sign-in, or at once when its account is disabled or reset.
// Between the password and the code a row exists unverified (5 minutes): it lets its holder enter a code, nothing else.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { StaffRole } from './roles';
import { hashToken, isTokenShaped, newToken } from './tokens';

export { hashToken, isTokenShaped };

export const STAFF_COOKIE = 'nyf_staff';
export const STAFF_COOKIE_PATH = '/staff';
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Time to enter the code after the password. */
export const STAFF_PENDING_SECONDS = 5 * 60;
/** How long signing in again covers erasure and staff management. */
export const STAFF_REAUTH_SECONDS = 10 * 60;
const RENEW_AFTER_MS = 60 * 1000;


export type StaffSessionView = {
  id: string;
  staff: { id: number; name: string; email: string; role: StaffRole };
  verified: boolean;
  reauthAt: Date | null;
  /** When the session ends unless it is used again before (30 minutes after its last use). */
  idleEndsAt: Date;
};

/** A new session row (unverified until the code is entered); returns the token for the cookie. */
export async function startStaffSession(staffId: number, client: { ip: string; userAgent: string }, now = new Date()) {
  const token = newToken();
  await db.staffSession.create({
    data: {
      id: hashToken(token), staffId, createdAt: now, lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_PENDING_SECONDS * 1000),
      ip: client.ip.slice(0, 64), userAgent: client.userAgent.slice(0, 200),
    },
  });
  return token;
}

/**
 * The code was right: the row becomes a full session, deadline 12 hours from now, under a new token (the
 * token that only proved the password is worth nothing afterwards). Returns the new token for the cookie.
 */
export async function verifyStaffSession(id: string, now = new Date()): Promise<string> {
  const token = newToken();
  const { count } = await db.staffSession.updateMany({
    where: { id, verifiedAt: null },
    data: { id: hashToken(token), verifiedAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_SECONDS * 1000) },
  });
  if (count !== 1) throw new Error('The session was ended while its code was checked.');
  return token;
}

/**
 * The live session for a cookie's token, renewing its idle deadline (unless `renew` is false: the idle notice
 * asking how long is left must not itself keep the session alive); null when it has ended.
 */
export async function findStaffSession(token: string | undefined, now = new Date(), { renew = true } = {}): Promise<StaffSessionView | null> {
  if (!isTokenShaped(token)) return null;
  const id = hashToken(token);
  const row = await db.staffSession.findUnique({
    where: { id },
    include: { staff: { select: { id: true, name: true, email: true, role: true, disabledAt: true, enrolledAt: true } } },
  });
  if (!row) return null;
  const idle = row.lastSeenAt.getTime() + STAFF_IDLE_SECONDS * 1000 <= now.getTime();
  if (row.expiresAt <= now || idle || row.staff.disabledAt || !row.staff.enrolledAt) {
    await db.staffSession.deleteMany({ where: { id } });
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (renew && now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    await db.staffSession.updateMany({ where: { id }, data: { lastSeenAt: now } });
    lastSeenAt = now;
  }
  const idleEndsAt = new Date(Math.min(lastSeenAt.getTime() + STAFF_IDLE_SECONDS * 1000, row.expiresAt.getTime()));
  const { id: staffId, name, email, role } = row.staff;
  return { id, staff: { id: staffId, name, email, role }, verified: row.verifiedAt !== null, reauthAt: row.reauthAt, idleEndsAt };
}

/** Whole seconds until the session's idle end. */
export const idleSecondsLeft = (s: StaffSessionView, now = new Date()) => Math.max(0, Math.floor((s.idleEndsAt.getTime() - now.getTime()) / 1000));

export const endStaffSession = (id: string) => db.staffSession.deleteMany({ where: { id } });

/** Ends every session of an account (disable, reset, re-enrolment), optionally keeping one. */
export async function endStaffSessionsOf(staffId: number, o: { exceptId?: string; tx?: Prisma.TransactionClient } = {}) {
  const { count } = await (o.tx ?? db).staffSession.deleteMany({ where: { staffId, ...(o.exceptId ? { NOT: { id: o.exceptId } } : {}) } });
  return count;
}

export const markReauthenticated = (id: string, now = new Date()) => db.staffSession.updateMany({ where: { id }, data: { reauthAt: now } });

export const hasRecentReauth = (s: StaffSessionView, now = new Date()) =>
  s.reauthAt !== null && now.getTime() - s.reauthAt.getTime() < STAFF_REAUTH_SECONDS * 1000;

const live = (now: Date) => ({ verifiedAt: { not: null }, lastSeenAt: { gt: new Date(now.getTime() - STAFF_IDLE_SECONDS * 1000) }, expiresAt: { gt: now } });

/** Whether the session with this id (the token's hash) is signed in and live, without renewing it (a staff preview asks). */
export async function isLiveStaffSession(id: string, now = new Date()): Promise<boolean> {
  return (await db.staffSession.count({ where: { id, ...live(now), staff: { disabledAt: null, enrolledAt: { not: null } } } })) === 1;
}

/**
 * A staff member's live sessions, newest first, for the account page: signed in, used within the idle time and
 * before the 12-hour end (the same test as findStaffSession). A row past either is dead, though not yet deleted.
 */
export function listStaffSessions(staffId: number, now = new Date()) {
  return db.staffSession.findMany({
    where: { staffId, ...live(now) },
    select: { id: true, createdAt: true, lastSeenAt: true, ip: true, userAgent: true },
    orderBy: { createdAt: 'desc' },
  });
}

/**
 * The Set-Cookie attributes: httpOnly, only under /staff, Secure on https, SameSite=Lax, so a link in a staff
 * notice opens the console signed in. Lax keeps the cookie off cross-site posts; every change is a server action
 * checked for its origin as well (lib/staff/guard.ts), and no GET changes anything.
 */
export function staffCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, path: STAFF_COOKIE_PATH, secure, maxAge: maxAgeSeconds };
}
