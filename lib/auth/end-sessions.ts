// THE SEAM for ending a person's sessions (password change and reset). Today's sessions are sealed
// cookies that the server does not store, so "ending" them means: remember a moment per person
// (session_cutoffs) and refuse, when a session is read, any session of theirs issued before it
// (`since` in the cookie, stamped at login and registration). A session the caller wants to keep is
// re-issued with `since` after the cutoff (see `keepCurrentSession`).
//
// FOR THE LEAD, when server-side sessions (issue 12) land: make `endSessionsOf` call that issue's
// "end every session of a person" (with `except` = the current session's id), delete
// `isSessionCurrent`, its call in lib/session/session.ts and the `since` stamp, and drop the
// session_cutoffs table. Callers (lib/auth/password-*.ts) need not change.
import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PersonRef } from './person-accounts';

type Tx = Prisma.TransactionClient | typeof db;

/** Ends every session of `person` issued until now. Returns the cutoff. */
export async function endSessionsOf(person: PersonRef, tx: Tx = db): Promise<Date> {
  const validAfter = new Date();
  await tx.sessionCutoff.upsert({
    where: { personType_personId: { personType: person.type, personId: person.id } },
    create: { personType: person.type, personId: person.id, validAfter },
    update: { validAfter },
  });
  return validAfter;
}

/** The `since` stamp for a session that must survive a cutoff made at `cutoff` (the caller's own). */
export const keepCurrentSession = (cutoff: Date) => cutoff.getTime() + 1;

/** Whether a session of `person` issued at `since` (ms; missing = before this rule existed) still counts. */
export async function isSessionCurrent(person: PersonRef & { since?: number }): Promise<boolean> {
  const cutoff = await db.sessionCutoff.findUnique({
    where: { personType_personId: { personType: person.type, personId: person.id } },
    select: { validAfter: true },
  });
  return !cutoff || (person.since ?? 0) > cutoff.validAfter.getTime();
}
