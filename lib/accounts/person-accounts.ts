// The account side of an intern or member (an applicant, docs/decisions/005): who has a mobile number, their
// name and email, and their password hash. Password change and reset reach that table through here only.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

export type PersonRef = { type: ApplicantKind; id: number };
export type Account = PersonRef & { name: string; email: string; mobileNo: string; passwordHash: string };

type Tx = Prisma.TransactionClient | typeof db;
const select = { id: true, name: true, email: true, mobileNo: true, passwordHash: true } as const;

export async function findAccountByMobile(type: ApplicantKind, mobileNo: string, tx: Tx = db): Promise<Account | null> {
  const row = await tx.applicant.findUnique({ where: { kind_mobileNo: { kind: type, mobileNo } }, select });
  return row && { type, ...row };
}

export async function getAccount(person: PersonRef, tx: Tx = db): Promise<Account | null> {
  const row = await tx.applicant.findFirst({ where: { id: person.id, kind: person.type }, select });
  return row && { type: person.type, ...row };
}

export async function setPasswordHash(tx: Tx, person: PersonRef, passwordHash: string) {
  await tx.applicant.updateMany({ where: { id: person.id, kind: person.type }, data: { passwordHash } });
}

/** What a new password must not be built from: the person's own name, email and number (as at registration). */
export const personalWords = (a: Account) => [...a.name.split(' '), a.email, a.mobileNo];
