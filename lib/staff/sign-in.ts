// Staff sign-in: an email and password, then a 6-digit authenticator code or a single-use recovery code.
// Like the applicants' login (lib/accounts/login.ts), each check is counted against the account before it is made,
// in one atomic step, so however many requests arrive at once, at most 5 passwords and 5 codes are checked per
// account in 15 minutes (lib/limits.ts); a right answer clears the count. Failures also count per address.
// An unknown email and a wrong password take the same time and get the same answer. A code is accepted
// one step early or late and only once: its time step must be newer than the last one accepted, which a
// conditional update records (two requests with the same code cannot both pass). Spending the codes again and
// again escalates (STAFF_CODE_LOCKOUTS in lib/limits.ts): longer blocks, then a lock until an admin resets the account.
// An address whose failures are spent (an office behind one NAT) still signs in with the password and a code sent
// together; only the account's own lock refuses a right password with a right code (docs/decisions/019).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { InvalidError, RateLimitedError, invalid, tooManyRequests, unauthenticated } from '@/lib/kernel/domain-errors';
import { siteUrl } from '@/lib/mail/links';
import { queueMail } from '@/lib/mail/outbox';
import { staffAddress } from '@/lib/mail/staff-address';
import { staffCodeLockoutMail } from '@/lib/mail/messages/staff-code-lockout';
import { verifySignInPassword } from '@/lib/accounts/password-hash';
import { countAttempt, refund, reset } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS, STAFF_CODE_LOCKOUTS } from '@/lib/limits';
import { audit } from '@/lib/review/audit';
import { codeLockout, codesPerAccount, staffCodeKey } from './enrolment';
import { readTotpSecret, recoveryCodeHashes } from './staff-secrets';
import { isTotpShaped, totpStep } from './totp';
import { hashToken, markReauthenticated, startStaffSession, verifyStaffSession, type StaffSessionView } from './sessions';

export const SIGN_IN_MESSAGES = {
  failed: 'The email address or password is not right.',
  wrongCode: 'That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.',
  usedCode: 'That code has already been used. Wait for the next code in your authenticator app.',
  locked: 'This account is locked after too many wrong codes. Ask an admin to reset its second factor; you will then enrol again.',
  withCode: 'Many sign-ins failed from this network. To keep accounts safe, enter your password together with the code from your authenticator app.',
  failedWithCode: 'The email address, password or code is not right.',
} as const;

/**
 * The failures allowed from this address, or this account's password tries from it, are spent: a password alone is
 * not checked, but a password with a code still is (decision 019, "Lockout from a shared address"). `code` is stable.
 */
export class PasswordWithCodeRequired extends RateLimitedError {
  constructor(retryAfterSeconds: number) { super(retryAfterSeconds, SIGN_IN_MESSAGES.withCode, 'staff_sign_in_needs_code'); }
}

const passwordsPerAccount = limiterFor(LIMITS.staffPasswordsPerAccount);
const failuresPerAddress = limiterFor(LIMITS.staffFailuresPerAddress);
const passwordLockout = (wait: number) => tooManyRequests(wait, `Too many failed sign-ins. Please try again in ${Math.ceil(wait / 60)} minutes.`);

/**
 * Checks the password of an enrolled, active account; counted per account from this address, and per address.
 * Once either is spent, a password alone is refused unchecked (PasswordWithCodeRequired); one sent `withCode` is
 * still checked, "blind": it is refused in the same words as a wrong code, so the address learns nothing from it.
 */
async function checkPassword(email: string, password: string, ip: string, withCode = false): Promise<{ staffId: number; blind: boolean }> {
  const account = email.trim().toLowerCase().slice(0, 254);
  const key = `${account}|${ip}`;
  let counted = 0;
  let blind = false;
  try {
    await countAttempt(failuresPerAddress, ip, passwordLockout); // given back on success: only failures stay counted
    counted = await countAttempt(passwordsPerAccount, key, passwordLockout);
  } catch (e) {
    if (!(e instanceof RateLimitedError)) throw e;
    if (!withCode) throw new PasswordWithCodeRequired(e.retryAfterSeconds);
    blind = true;
  }
  const staff = await db.staffMember.findUnique({ where: { email: account }, select: { id: true, passwordHash: true, enrolledAt: true, disabledAt: true } });
  const ok = await verifySignInPassword(password.slice(0, 256), staff?.passwordHash); // as long for an unknown email
  if (!staff || !ok || !staff.enrolledAt || staff.disabledAt) {
    await audit(db, { staff: account, action: 'staff.sign-in.failed', entityType: 'staff', entityId: staff?.id ?? null, detail: { step: 'password', ip, ...(blind ? { withCode: true } : {}) } });
    // The wrong password that spends the account's last try from this address: the lockout itself, once.
    if (counted === LIMITS.staffPasswordsPerAccount.points) {
      await audit(db, { staff: account, action: 'staff.sign-in.locked', entityType: 'staff', entityId: staff?.id ?? null, detail: { step: 'password', ip, seconds: LIMITS.staffPasswordsPerAccount.blockSeconds } });
    }
    throw unauthenticated(blind ? SIGN_IN_MESSAGES.failedWithCode : SIGN_IN_MESSAGES.failed);
  }
  await Promise.all([reset(passwordsPerAccount, key), blind ? undefined : refund(failuresPerAddress, ip)]);
  return { staffId: staff.id, blind };
}

/**
 * A wrong code spent the account's last try: a code lockout (STAFF_CODE_LOCKOUTS). The count of lockouts in a row
 * goes up in one atomic update (parallel requests cannot both be the same lockout); the 2nd blocks longer than
 * the limiter's own block, the 3rd locks the account. Audited, and mailed to the person and the staff mailbox.
 */
async function codeLockoutReached(staffId: number, ip: string) {
  const now = new Date();
  const { codeLockouts: lockouts, name, email } = await db.staffMember.update({
    where: { id: staffId }, data: { codeLockouts: { increment: 1 } }, select: { codeLockouts: true, name: true, email: true },
  });
  const locked = lockouts >= STAFF_CODE_LOCKOUTS.lockAccountAt;
  const seconds = locked ? null : STAFF_CODE_LOCKOUTS.blockSeconds[Math.min(lockouts, STAFF_CODE_LOCKOUTS.blockSeconds.length) - 1];
  if (locked) {
    // The lock refuses every code from now on, so the limiter's block is then lifted (in this order: no moment
    // without either): after the admin's reset, the new enrolment's code is not refused by what the attacker spent.
    await db.staffMember.updateMany({ where: { id: staffId, codeLockedAt: null }, data: { codeLockedAt: now } });
    await reset(codesPerAccount, staffCodeKey(staffId));
  } else if (seconds !== null && seconds > LIMITS.staffCodesPerAccount.blockSeconds) await codesPerAccount().block(staffCodeKey(staffId), seconds);
  const lockedUntil = seconds === null ? null : new Date(now.getTime() + seconds * 1000);
  await db.$transaction(async (tx) => {
    await audit(tx, { staff: `staff:${staffId}`, action: 'staff.sign-in.locked', entityType: 'staff', entityId: staffId, detail: { step: 'code', ip, lockouts, until: lockedUntil?.toISOString() ?? 'admin reset' } });
    const mail = staffCodeLockoutMail({ name, email, lockouts, lockedUntil, consoleUrl: siteUrl('/staff/audit?action=staff.sign-in') });
    for (const [to, who] of [[email, 'staff'], [staffAddress(), 'mailbox']] as const) {
      await queueMail(tx, { ...mail, to, topic: 'staff-notification', dedupeKey: `staff-code-lockout:${staffId}:${now.getTime()}:${who}` });
    }
  });
}

/** Checks an authenticator or recovery code, counted per account, and spends it. Returns how it was proven. */
// The address's budget does not refuse a code: a right password and a right code always get in, unless the account
// itself is locked (decision 019); the code's own limit is per account. A wrong code still counts against the address.
// `blind` (a password checked from a spent address, checkPasswordAndCode): the code limit's refusal is in the same
// words as a wrong password, or sending each guessed password 6 times would tell the right one by its 429.
async function checkCode(staffId: number, rawCode: string, ip: string, blind = false): Promise<'totp' | 'recovery'> {
  const locked = await db.staffMember.findUniqueOrThrow({ where: { id: staffId }, select: { codeLockedAt: true } });
  if (locked.codeLockedAt) throw tooManyRequests(24 * 60 * 60, SIGN_IN_MESSAGES.locked); // nothing is checked, a right code neither
  const key = staffCodeKey(staffId);
  const counted = await countAttempt(codesPerAccount, key, blind ? () => unauthenticated(SIGN_IN_MESSAGES.failedWithCode) : codeLockout);
  const code = rawCode.replace(/\s/g, '').slice(0, 32);
  const secret = await readTotpSecret(staffId);
  const fail = async (message: string) => {
    // A wrong code after a right password: someone may hold the password. Recorded for the admins to see.
    await audit(db, { staff: `staff:${staffId}`, action: 'staff.sign-in.failed', entityType: 'staff', entityId: staffId, detail: { step: 'code', ip } });
    await failuresPerAddress().penalty(ip, 1);
    if (counted === LIMITS.staffCodesPerAccount.points) await codeLockoutReached(staffId, ip);
    return invalid(message, { code: message });
  };
  const passed = async () => {
    await Promise.all([
      reset(codesPerAccount, key),
      db.staffMember.updateMany({ where: { id: staffId, codeLockouts: { gt: 0 } }, data: { codeLockouts: 0 } }),
    ]);
  };
  if (isTotpShaped(code)) {
    const step = secret ? await totpStep(secret, code) : null;
    if (step === null) throw await fail(SIGN_IN_MESSAGES.wrongCode);
    const fresh = await db.staffMember.updateMany({
      where: { id: staffId, codeLockedAt: null, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    // A used code (this step or an older one accepted before) is a failure like a wrong one, and clears nothing:
    // it stays valid for up to 90 s, and clearing the counts on it let 4 wrong codes, the used one, 4 more… go on
    // without a lockout (issue 39, B6). Two tabs sending one right code at once cost the slower tab one try.
    if (fresh.count !== 1) throw await fail(SIGN_IN_MESSAGES.usedCode);
    await passed();
    return 'totp';
  }
  const spent = await db.staffRecoveryCode.updateMany({
    where: { staffId, codeHash: { in: recoveryCodeHashes(code) }, usedAt: null, staff: { codeLockedAt: null } }, data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw await fail(SIGN_IN_MESSAGES.wrongCode);
  await passed();
  return 'recovery';
}

/** Step 1: a right password opens an unverified session (only good for step 2). Returns its cookie token. */
export async function signInWithPassword(input: { email: string; password: string }, client: { ip: string; userAgent: string }) {
  const { staffId } = await checkPassword(input.email, input.password, client.ip);
  return startStaffSession(staffId, client);
}

/** A password and a code in one request. From a spent address, which of the two was wrong is not told. */
async function checkPasswordAndCode(email: string, password: string, code: string, ip: string) {
  const { staffId, blind } = await checkPassword(email, password, ip, true);
  try {
    return { staffId, method: await checkCode(staffId, code, ip, blind) };
  } catch (e) {
    if (blind && e instanceof InvalidError) throw unauthenticated(SIGN_IN_MESSAGES.failedWithCode);
    throw e;
  }
}

/** Both steps at once, for an address whose tries are spent (PasswordWithCodeRequired). Returns a full session's token. */
export async function signInWithPasswordAndCode(input: { email: string; password: string; code: string }, client: { ip: string; userAgent: string }) {
  const { staffId, method } = await checkPasswordAndCode(input.email, input.password, input.code, client.ip);
  const token = await verifyStaffSession(hashToken(await startStaffSession(staffId, client)));
  await audit(db, { staff: input.email.trim().toLowerCase(), action: 'staff.sign-in', entityType: 'staff', entityId: staffId, detail: { method, ip: client.ip, withCode: true } });
  return token;
}

/** Step 2: a right code makes the session a full one. Returns the session's new cookie token. */
export async function signInWithCode(session: StaffSessionView, code: string, ip: string): Promise<string> {
  const method = await checkCode(session.staff.id, code, ip);
  const token = await verifyStaffSession(session.id);
  await audit(db, { staff: session.staff.email, action: 'staff.sign-in', entityType: 'staff', entityId: session.staff.id, detail: { method, ip } });
  return token;
}

/** Signing in again (password and code) before erasure or staff management. */
export async function reauthenticate(session: StaffSessionView, input: { password: string; code: string }, ip: string) {
  const { staffId: id, method } = await checkPasswordAndCode(session.staff.email, input.password, input.code, ip);
  if (id !== session.staff.id) throw unauthenticated(SIGN_IN_MESSAGES.failed);
  await markReauthenticated(session.id);
  await audit(db, { staff: session.staff.email, action: 'staff.reauth', entityType: 'staff', entityId: id, detail: { method } });
}
