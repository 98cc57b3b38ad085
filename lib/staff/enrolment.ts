// Enrolment through the one-time link (./accounts.ts gives it): set a password (the applicants' rules: strong,
// at most 72 bytes, not a common or personal one), then add the account to an authenticator app and prove it
// with a correct code. Only then does the account get its password, secret and 10 single-use recovery codes,
// all in one transaction that also spends the link; the recovery codes are shown once and stored as keyed
// hashes, the secret sealed (./staff-secrets.ts).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/platform/db/client';
import { invalid, notFound } from '@/lib/kernel/domain-errors';
import { hashPassword, isCommonPassword } from '@/lib/accounts/password-hash';
import { newPasswordIssue } from '@/lib/accounts/password-change-schema';
import { PASSWORD_MESSAGES } from '@/lib/accounts/password-rules';
import { countAttempt, reset } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { tooManyRequests } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { base32, newTotpSecret, totpStep, totpUri } from './totp';
import { endStaffSessionsOf, hashToken, isTokenShaped } from './sessions';
import { hashRecoveryCode, openSecret, sealSecret } from './staff-secrets';

export const RECOVERY_CODE_COUNT = 10;
export const ENROLMENT_MESSAGES = {
  invalidLink: 'This enrolment link is invalid, already used or expired. Ask an admin for a new one.',
  mismatch: 'Passwords do not match.',
  wrongCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
} as const;

/** The one limiter of staff codes (sign-in, signing in again and enrolment count against the same account). */
export const codesPerAccount = limiterFor(LIMITS.staffCodesPerAccount);
export const staffCodeKey = (staffId: number) => `staff:${staffId}`;
export const codeLockout = (wait: number) => tooManyRequests(wait, `Too many codes tried. Please try again in ${Math.ceil(wait / 60)} minutes.`);

const newRecoveryCode = () => base32(randomBytes(7)).slice(0, 10).toLowerCase().replace(/^(.{5})/, '$1-');

/** The enrolment a link names, while it may still be used. */
export async function findEnrolment(token: string, now = new Date()) {
  if (!isTokenShaped(token)) return null;
  const row = await db.staffEnrolment.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { staff: { select: { id: true, name: true, email: true, role: true, disabledAt: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.staff.disabledAt) return null;
  const secret = row.pendingSecret ? openSecret(row.pendingSecret)?.secret ?? null : null; // sealed at rest (./staff-secrets.ts)
  return { id: row.id, staff: row.staff, passwordSet: row.pendingPassword !== null, secret };
}

/** Step 1: the password is checked and kept (hashed) with a new authenticator secret until step 2. */
export async function setEnrolmentPassword(token: string, password: string, confirm: string) {
  const enrolment = await findEnrolment(token);
  if (!enrolment) throw notFound(ENROLMENT_MESSAGES.invalidLink);
  const issue = newPasswordIssue(password);
  if (issue) throw invalid(issue, { password: issue });
  if (password !== confirm) throw invalid(ENROLMENT_MESSAGES.mismatch, { confirm: ENROLMENT_MESSAGES.mismatch });
  const personal = [enrolment.staff.name, enrolment.staff.email, ...enrolment.staff.name.split(/\s+/), enrolment.staff.email.split('@')[0]];
  if (await isCommonPassword(password, personal)) throw invalid(PASSWORD_MESSAGES.common, { password: PASSWORD_MESSAGES.common }, 'password_common');
  await db.staffEnrolment.update({
    where: { id: enrolment.id },
    data: { pendingPassword: await hashPassword(password), pendingSecret: sealSecret(newTotpSecret()) },
  });
}

/** What step 2 shows: the secret as text and as an otpauth:// URI (the page draws it as a QR code). */
export function authenticatorSetup(enrolment: { secret: string | null; staff: { email: string } }) {
  if (!enrolment.secret) return null;
  return { secret: enrolment.secret, uri: totpUri(enrolment.secret, enrolment.staff.email) };
}

/** Step 2: a correct code finishes enrolment. Returns the recovery codes, to be shown once. */
export async function finishEnrolment(token: string, code: string): Promise<string[]> {
  const enrolment = await findEnrolment(token);
  if (!enrolment?.secret) throw notFound(ENROLMENT_MESSAGES.invalidLink);
  const key = staffCodeKey(enrolment.staff.id);
  await countAttempt(codesPerAccount, key, codeLockout);
  const step = await totpStep(enrolment.secret, code.trim());
  if (step === null) throw invalid(ENROLMENT_MESSAGES.wrongCode, { code: ENROLMENT_MESSAGES.wrongCode });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.$transaction(async (tx) => {
    const spent = await tx.staffEnrolment.updateMany({ where: { id: enrolment.id, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count !== 1) throw notFound(ENROLMENT_MESSAGES.invalidLink); // two tabs: the first one wins
    const row = await tx.staffEnrolment.findUniqueOrThrow({ where: { id: enrolment.id }, select: { pendingPassword: true } });
    await tx.staffMember.update({
      where: { id: enrolment.staff.id },
      // A new enrolment also lifts a lock after wrong codes (the admin's reset led here).
      data: { passwordHash: row.pendingPassword, totpSecret: sealSecret(enrolment.secret!), totpLastStep: step, enrolledAt: new Date(), codeLockouts: 0, codeLockedAt: null },
    });
    await tx.staffEnrolment.updateMany({ where: { id: enrolment.id }, data: { pendingPassword: null, pendingSecret: null } });
    await tx.staffRecoveryCode.deleteMany({ where: { staffId: enrolment.staff.id } });
    await tx.staffRecoveryCode.createMany({ data: codes.map((c) => ({ staffId: enrolment.staff.id, codeHash: hashRecoveryCode(c) })) });
    await endStaffSessionsOf(enrolment.staff.id, { tx });
    await audit(tx, { staff: enrolment.staff.email, action: 'staff.enrol', entityType: 'staff', entityId: enrolment.staff.id });
  });
  await reset(codesPerAccount, key);
  return codes;
}
