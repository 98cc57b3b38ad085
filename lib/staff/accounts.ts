// Staff accounts: added, listed, disabled and reset by an admin (the admin script's `staff` group and the
// console's Team page call these same functions). Adding or resetting gives a one-time enrolment link, valid
// 24 hours, where the person sets a password and an authenticator (./enrolment.ts): a staff password is never
// reset by email alone. Disabling or resetting ends the account's sessions in the same transaction.
import 'server-only';
import { z } from '@/lib/kernel/zod';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { siteUrl } from '@/lib/mail/links';
import type { Prisma } from '@/lib/generated/prisma/client';
import { STAFF_ROLES } from './roles';
import { storedRateLimitKey } from '@/lib/platform/rate-limit';
import { LIMITS } from '@/lib/limits';
import { staffCodeKey } from './enrolment';
import { endStaffSessionsOf } from './sessions';
import { enrolmentExpiry, enrolmentPath, hashToken, newToken } from './tokens';

export const staffInputSchema = z.object({
  name: z.string().trim().min(2, 'Give the staff member\'s name.').max(100, 'The name is too long.'),
  email: z.email('Give a valid email address.').trim().toLowerCase().max(254),
  role: z.enum(STAFF_ROLES, { error: `The role is one of: ${STAFF_ROLES.join(', ')}.` }),
});
export type StaffInput = z.infer<typeof staffInputSchema>;

type Tx = Prisma.TransactionClient;

async function issueEnrolment(tx: Tx, staffId: number, by: string, now = new Date()) {
  const token = newToken();
  const expiresAt = enrolmentExpiry(now);
  await tx.staffEnrolment.deleteMany({ where: { staffId } }); // an older link stops working
  await tx.staffEnrolment.create({ data: { staffId, tokenHash: hashToken(token), expiresAt, createdBy: by } });
  return { url: siteUrl(enrolmentPath(token)), expiresAt };
}

export async function addStaff(input: StaffInput, by: string) {
  const data = staffInputSchema.safeParse(input);
  if (!data.success) throw invalid(data.error.issues[0].message);
  return db.$transaction(async (tx) => {
    const existing = await tx.staffMember.findUnique({ where: { email: data.data.email }, select: { id: true } });
    if (existing) throw conflict(`A staff account with ${data.data.email} already exists (id ${existing.id}).`);
    const staff = await tx.staffMember.create({ data: { ...data.data, createdBy: by } });
    const link = await issueEnrolment(tx, staff.id, by);
    await audit(tx, { staff: by, action: 'staff.add', entityType: 'staff', entityId: staff.id, detail: { email: staff.email, role: staff.role } });
    return { staff, ...link };
  });
}

export function listStaff() {
  return db.staffMember.findMany({
    select: { id: true, name: true, email: true, role: true, enrolledAt: true, disabledAt: true, createdAt: true, createdBy: true },
    orderBy: { id: 'asc' },
  });
}

export async function disableStaff(id: number, by: string) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.staffMember.updateMany({ where: { id, disabledAt: null }, data: { disabledAt: new Date() } });
    if (count !== 1) {
      const s = await tx.staffMember.findUnique({ where: { id }, select: { email: true } });
      throw s ? conflict(`${s.email} is already disabled.`) : notFound(`No staff member with id ${id}.`);
    }
    await tx.staffEnrolment.deleteMany({ where: { staffId: id } });
    const sessions = await endStaffSessionsOf(id, { tx });
    await audit(tx, { staff: by, action: 'staff.disable', entityType: 'staff', entityId: id, detail: { sessionsEnded: sessions } });
    return tx.staffMember.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, email: true } });
  });
}

/**
 * Clears the password, the authenticator and the recovery codes, ends every session, and gives a new
 * enrolment link: how a staff member who lost their phone or password gets back in (from an admin only), and
 * how a disabled account comes back. The count of wrong codes starts again.
 */
export async function resetStaffTwoFactor(id: number, by: string) {
  return db.$transaction(async (tx) => {
    const staff = await tx.staffMember.findUnique({ where: { id }, select: { id: true, name: true, email: true, disabledAt: true } });
    if (!staff) throw notFound(`No staff member with id ${id}.`);
    await tx.staffMember.update({ where: { id }, data: { passwordHash: null, totpSecret: null, totpLastStep: null, enrolledAt: null, disabledAt: null } });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: id } });
    const sessions = await endStaffSessionsOf(id, { tx });
    const link = await issueEnrolment(tx, id, by);
    await audit(tx, { staff: by, action: 'staff.reset-2fa', entityType: 'staff', entityId: id, detail: { sessionsEnded: sessions, reenabled: Boolean(staff.disabledAt) } });
    await tx.rateLimit.deleteMany({ where: { key: storedRateLimitKey(LIMITS.staffCodesPerAccount.name, staffCodeKey(id)) } });
    return { staff, ...link };
  });
}
