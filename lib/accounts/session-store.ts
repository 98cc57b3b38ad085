// Server-side sessions. The cookie carries a random token; the table keys each session by the token's
// SHA-256, so a copy of the table opens no session. A session ends when it is deleted (logout, the
// person's sessions ended), when it has not been used for SESSION_IDLE_SECONDS, or SESSION_ABSOLUTE_SECONDS
// after it started. Times come from the app's clock (not the database's) so tests can move it.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_RENEW_AFTER_SECONDS, type SessionData, type SessionUser } from './session-data';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

const seconds = (n: number) => n * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type StoredSession = { id: string; data: SessionData };

export async function createSession(data: SessionData, now = new Date()): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.session.create({
    data: {
      id, ...columns(data), createdAt: now, lastSeenAt: now,
      expiresAt: new Date(now.getTime() + seconds(SESSION_ABSOLUTE_SECONDS)),
    },
  });
  return { token, id };
}

/** The live session for a token, renewing its idle deadline when due; null when it has ended. */
export async function findSession(token: string, now = new Date()): Promise<StoredSession | null> {
  const id = hashToken(token);
  const row = await db.session.findUnique({ where: { id } });
  if (!row) return null;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + seconds(SESSION_IDLE_SECONDS) <= now.getTime()) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= seconds(SESSION_RENEW_AFTER_SECONDS)) {
    await db.session.updateMany({ where: { id }, data: { lastSeenAt: now } });
  }
  const user = row.userType && row.userId != null ? { type: row.userType as ApplicantKind, id: row.userId } : undefined;
  return { id, data: { ...(user ? { user } : {}), ...(row.institutions.length ? { institutions: row.institutions } : {}) } };
}

export async function updateSession(id: string, data: SessionData) {
  await db.session.updateMany({ where: { id }, data: columns(data) });
}

export async function deleteSession(id: string) {
  await db.session.deleteMany({ where: { id } });
}

/**
 * Ends every session of a person (a password change, an erasure), except the one with id `exceptId`. Pass `tx`
 * to end them in the transaction that changes the password, so the two commit together.
 */
export async function endSessionsOf(person: SessionUser, options: { exceptId?: string | null; tx?: Prisma.TransactionClient } = {}): Promise<number> {
  const { count } = await (options.tx ?? db).session.deleteMany({
    where: { userType: person.type, userId: person.id, ...(options.exceptId ? { NOT: { id: options.exceptId } } : {}) },
  });
  return count;
}

/** Deletes the rows of sessions that have ended (for the retention job); returns how many. */
export async function deleteEndedSessions(now = new Date()): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: new Date(now.getTime() - seconds(SESSION_IDLE_SECONDS)) } }] },
  });
  return count;
}

function columns(data: SessionData) {
  return { userType: data.user?.type ?? null, userId: data.user?.id ?? null, institutions: data.institutions ?? [] };
}
