// The account side of an intern or member (an applicant, docs/decisions/005): who has a mobile number, their
// name and email, and their password hash. Password change and reset reach that table through here only.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { toLocale, type Locale } from '@/lib/i18n/locales';

export type PersonRef = { type: ApplicantKind; id: number };
/** `language`: the one the person registered in; their account mails are written in it. */
export type Account = PersonRef & { name: string; email: string; mobileNo: string; passwordHash: string; language: Locale };

type Tx = Prisma.TransactionClient | typeof db;
const select = { id: true, name: true, email: true, mobileNo: true, passwordHash: true, language: true } as const;

export async function findAccountByMobile(type: ApplicantKind, mobileNo: string, tx: Tx = db): Promise<Account | null> {
  const row = await tx.applicant.findUnique({ where: { kind_mobileNo: { kind: type, mobileNo } }, select });
  return row && { type, ...row, language: toLocale(row.language) };
}

export async function getAccount(person: PersonRef, tx: Tx = db): Promise<Account | null> {
  const row = await tx.applicant.findFirst({ where: { id: person.id, kind: person.type }, select });
  return row && { type: person.type, ...row, language: toLocale(row.language) };
}

export async function setPasswordHash(tx: Tx, person: PersonRef, passwordHash: string) {
  await tx.applicant.updateMany({ where: { id: person.id, kind: person.type }, data: { passwordHash } });
}

/** What a new password must not be built from: the person's own name, email and number (as at registration). */
export const personalWords = (a: Account) => [...a.name.split(' '), a.email, a.mobileNo];
