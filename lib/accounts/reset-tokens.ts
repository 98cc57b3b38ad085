// One-time password reset tokens: 256 random bits, given to the person once (in a link) and stored
// only as their SHA-256, so a copy of the database opens no account. A link staff issue replaces every
// unused one of the person; a self-service link replaces none: anyone may ask for one (it goes to the
// owner's mailbox), and a stranger's request must not kill the link staff gave the owner, nor the one the
// owner is about to click. Self-service links expire in 30 minutes and all die when one is used. Using a
// token is one conditional update, so two requests with the same token cannot both succeed.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { db } from '@/lib/platform/db/client';
import type { PersonRef } from './person-accounts';

export const SELF_SERVICE_TTL_MS = 30 * 60 * 1000;
export const STAFF_ISSUED_TTL_MS = 24 * 60 * 60 * 1000;
/** `issuedBy` of a link the person asked for ("forgot password"); staff links name the staff member. */
export const SELF_SERVICE = 'self';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueResetToken(tx: Prisma.TransactionClient, person: PersonRef, o: { ttlMs: number; issuedBy: string }) {
  if (o.issuedBy !== SELF_SERVICE) await tx.passwordResetToken.deleteMany({ where: { personType: person.type, personId: person.id, usedAt: null } });
  const token = randomBytes(32).toString('base64url');
  const row = await tx.passwordResetToken.create({
    data: { personType: person.type, personId: person.id, tokenHash: hash(token), expiresAt: new Date(Date.now() + o.ttlMs), issuedBy: o.issuedBy },
    select: { id: true, expiresAt: true },
  });
  return { token, id: row.id, expiresAt: row.expiresAt };
}

/** Whose the token is if it could be used now (no write): lets callers refuse a bad token before costly work. */
export async function resetTokenOwner(tx: Prisma.TransactionClient | typeof db, token: string): Promise<PersonRef | null> {
  const row = await tx.passwordResetToken.findFirst({ where: { tokenHash: hash(token), usedAt: null, expiresAt: { gt: new Date() } }, select: { personType: true, personId: true } });
  return row && { type: row.personType as PersonRef['type'], id: row.personId };
}

/** Marks the token used and returns whose it was, or null if it is unknown, used or expired. */
export async function consumeResetToken(tx: Prisma.TransactionClient, token: string): Promise<(PersonRef & { tokenId: number }) | null> {
  const tokenHash = hash(token);
  const used = await tx.passwordResetToken.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } });
  if (used.count !== 1) return null;
  const row = await tx.passwordResetToken.findUniqueOrThrow({ where: { tokenHash }, select: { id: true, personType: true, personId: true } });
  return { type: row.personType as PersonRef['type'], id: row.personId, tokenId: row.id };
}
