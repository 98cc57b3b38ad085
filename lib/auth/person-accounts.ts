// The account side of an intern or member: who has a mobile number, their name and email, and their
// password hash. Password change and reset go through here only, so the one-applicant-model refactor
// changes this file and nothing else in lib/auth.
import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { UserType } from '@/lib/session/session-data';

export type PersonRef = { type: UserType; id: number };
export type Account = PersonRef & { name: string; email: string; passwordHash: string };

type Tx = Prisma.TransactionClient | typeof db;
const select = { id: true, name: true, email: true, passwordHash: true } as const;

export async function findAccountByMobile(type: UserType, mobileNo: string, tx: Tx = db): Promise<Account | null> {
  const row = type === 'intern'
    ? await tx.intern.findUnique({ where: { mobileNo }, select })
    : await tx.member.findUnique({ where: { mobileNo }, select });
  return row && { type, ...row };
}

export async function getAccount(person: PersonRef, tx: Tx = db): Promise<Account | null> {
  const row = person.type === 'intern'
    ? await tx.intern.findUnique({ where: { id: person.id }, select })
    : await tx.member.findUnique({ where: { id: person.id }, select });
  return row && { type: person.type, ...row };
}

export async function setPasswordHash(tx: Tx, person: PersonRef, passwordHash: string) {
  if (person.type === 'intern') await tx.intern.update({ where: { id: person.id }, data: { passwordHash } });
  else await tx.member.update({ where: { id: person.id }, data: { passwordHash } });
}
