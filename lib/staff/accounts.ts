// Staff accounts: added, listed, disabled and reset by an admin (the admin script's `staff` group and the
// console's Team page call these same functions). Adding or resetting gives a one-time enrolment link, valid
// 24 hours, where the person sets a password and an authenticator (./enrolment.ts): a staff password is never
// reset by email alone. Disabling or resetting ends the account's sessions in the same transaction; a disabled
// account comes back with `enableStaff`, through a new enrolment.
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

/** Adds an account, under the admins' lock like every other change: an admin disabled a moment ago adds nobody. */
export async function addStaff(input: StaffInput, by: AccountActor) {
  const data = staffInputSchema.safeParse(input);
  if (!data.success) throw invalid(data.error.issues[0].message);
  return db.$transaction(async (tx) => {
    await lockAdmins(tx, by);
    const existing = await tx.staffMember.findUnique({ where: { email: data.data.email }, select: { id: true } });
    if (existing) throw conflict(`A staff account with ${data.data.email} already exists (id ${existing.id}).`);
    const staff = await tx.staffMember.create({ data: { ...data.data, createdBy: actorName(by) } });
    const link = await issueEnrolment(tx, staff.id, actorName(by));
    await audit(tx, { staff: actorName(by), action: 'staff.add', entityType: 'staff', entityId: staff.id, detail: { email: staff.email, role: staff.role } });
    return { staff, ...link };
  });
}

export function listStaff() {
  return db.staffMember.findMany({
    select: { id: true, name: true, email: true, role: true, enrolledAt: true, disabledAt: true, codeLockedAt: true, createdAt: true, createdBy: true },
    orderBy: { id: 'asc' },
  });
}

/**
 * An account's state in words, for the Team page and `staff list`. A lock after wrong codes says what lifts it
 * (only a reset does), since the admin reading it has just had the lockout mail.
 */
export function staffStateInWords(s: { disabledAt: Date | null; enrolledAt: Date | null; codeLockedAt: Date | null }, date: (d: Date) => string) {
  if (s.disabledAt) return `disabled ${date(s.disabledAt)}`;
  if (!s.enrolledAt) return 'enrolment pending';
  if (s.codeLockedAt) return `locked after wrong codes on ${date(s.codeLockedAt)}: reset their password and authenticator to let them in`;
  return 'active';
}

export const ACCOUNT_MESSAGES = {
  lastAdmin: (email: string) => `${email} is the last active admin: add or bring back another admin first, or nobody could manage staff.`,
  notDisabled: (email: string) => `${email} is not disabled: to give them a new password and authenticator, reset them instead.`,
  actorGone: 'You are no longer an active admin (another admin disabled or reset you just now): nothing was changed.',
  actorLocked: 'Your account is locked after too many wrong codes, so nothing was changed. Ask another admin to reset your password and authenticator.',
} as const;

/**
 * Who changes an account: the operator of the admin script (a name; the script is how a lost console is
 * recovered, so it is never refused for who it is), or an admin of the console, who must still be an active
 * admin when the change is made.
 */
export type AccountActor = string | { id: number; email: string };
const actorName = (by: AccountActor) => (typeof by === 'string' ? by : by.email);

/**
 * The admins' lock, taken first by every change of an account (disable, reset, bring back): the rows of every
 * admin not disabled, in id order, `FOR UPDATE`. Two admins changing each other at the same moment are then
 * decided one after the other, and the second sees what the first did: a console admin disabled or reset by
 * the first is refused (no enrolment link reaches a disabled admin), and the last active admin is never disabled.
 * Active means able to sign in: enrolled, and not locked after wrong codes (a locked admin needs a reset first).
 * Returns the ids of the active admins.
 */
async function lockAdmins(tx: Tx, by: AccountActor) {
  const admins = await tx.$queryRaw<{ id: number; active: boolean; locked: boolean }[]>`
    SELECT id, (enrolled_at IS NOT NULL AND code_locked_at IS NULL) AS active, code_locked_at IS NOT NULL AS locked
    FROM staff_members WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id FOR UPDATE`;
  const active = admins.filter((a) => a.active).map((a) => a.id);
  if (typeof by !== 'string' && !active.includes(by.id)) {
    // Locked after wrong codes, with a session from before: not "disabled or reset", and only a reset lifts it.
    throw conflict(admins.some((a) => a.id === by.id && a.locked) ? ACCOUNT_MESSAGES.actorLocked : ACCOUNT_MESSAGES.actorGone);
  }
  return active;
}

/**
 * Disables an account; its sessions and enrolment links end with it. The last active admin is never disabled
 * (under the admins' lock, see lockAdmins).
 */
export async function disableStaff(id: number, by: AccountActor) {
  return db.$transaction(async (tx) => {
    const admins = await lockAdmins(tx, by);
    const target = await tx.staffMember.findUnique({ where: { id }, select: { email: true, disabledAt: true } });
    if (!target) throw notFound(`No staff member with id ${id}.`);
    if (target.disabledAt) throw conflict(`${target.email} is already disabled.`);
    if (admins.length === 1 && admins[0] === id) throw conflict(ACCOUNT_MESSAGES.lastAdmin(target.email));
    await tx.staffMember.update({ where: { id }, data: { disabledAt: new Date() } });
    await tx.staffEnrolment.deleteMany({ where: { staffId: id } });
    const sessions = await endStaffSessionsOf(id, { tx });
    await audit(tx, { staff: actorName(by), action: 'staff.disable', entityType: 'staff', entityId: id, detail: { sessionsEnded: sessions } });
    return tx.staffMember.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, email: true } });
  });
}

/**
 * Clears the password, the authenticator and the recovery codes, ends every session, and gives a new enrolment
 * link: the account starts again from its enrolment. The count of wrong codes starts again too.
 */
async function reissue(tx: Tx, id: number, by: string, action: 'staff.reset-2fa' | 'staff.enable', wasDisabled: boolean) {
  await tx.staffMember.update({ where: { id }, data: { passwordHash: null, totpSecret: null, totpLastStep: null, enrolledAt: null, disabledAt: null } });
  await tx.staffRecoveryCode.deleteMany({ where: { staffId: id } });
  const sessions = await endStaffSessionsOf(id, { tx });
  const link = await issueEnrolment(tx, id, by);
  await audit(tx, { staff: by, action, entityType: 'staff', entityId: id, detail: { sessionsEnded: sessions, reenabled: wasDisabled } });
  await tx.rateLimit.deleteMany({ where: { key: storedRateLimitKey(LIMITS.staffCodesPerAccount.name, staffCodeKey(id)) } });
  return link;
}

const findStaff = async (tx: Tx, id: number) => {
  const staff = await tx.staffMember.findUnique({ where: { id }, select: { id: true, name: true, email: true, disabledAt: true } });
  if (!staff) throw notFound(`No staff member with id ${id}.`);
  return staff;
};

/**
 * A staff member who lost their phone or password gets back in (from an admin only); a disabled one comes back
 * too. A reset leaves its target unenrolled, so it is decided under the admins' lock like a disable: from the
 * console, the admin resetting (never themselves) is checked to be active there, so an active admin remains;
 * from the script, resetting the last admin is the way back in.
 */
export async function resetStaffTwoFactor(id: number, by: AccountActor) {
  return db.$transaction(async (tx) => {
    await lockAdmins(tx, by);
    const staff = await findStaff(tx, id);
    return { staff, ...(await reissue(tx, id, actorName(by), 'staff.reset-2fa', Boolean(staff.disabledAt))) };
  });
}

/**
 * Brings a disabled account back (`staff enable`, the Team page's "Bring back"): through a new enrolment, so
 * the person sets a new password and authenticator; whatever they had before stays void.
 */
export async function enableStaff(id: number, by: AccountActor) {
  return db.$transaction(async (tx) => {
    await lockAdmins(tx, by);
    const staff = await findStaff(tx, id);
    if (!staff.disabledAt) throw conflict(ACCOUNT_MESSAGES.notDisabled(staff.email));
    return { staff, ...(await reissue(tx, id, actorName(by), 'staff.enable', true)) };
  });
}
