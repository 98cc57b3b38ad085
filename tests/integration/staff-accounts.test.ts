// Staff accounts and their sign-in, against the test database: the admin script's `staff` group, enrolment
// through the link, the two sign-in steps, one-time codes, recovery codes, the per-account limit under a
// burst of parallel wrong codes, code lockouts escalating to a lock, the second factor's secrets keyed at rest,
// and disabling or resetting an account ending its sessions at once.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTOTP } from '@epic-web/totp';
import { testDb } from '../helpers/db';
import { runAdmin } from '@/scripts/admin/run';
import { staff as staffGroup } from '@/scripts/admin/staff';
import { findEnrolment, finishEnrolment, setEnrolmentPassword, ENROLMENT_MESSAGES } from '@/lib/staff/enrolment';
import { PasswordWithCodeRequired, signInWithCode, signInWithPassword, signInWithPasswordAndCode, SIGN_IN_MESSAGES } from '@/lib/staff/sign-in';
import { limiterFor } from '@/lib/platform/limiter-for';
import { findStaffSession, isLiveStaffSession, listStaffSessions, STAFF_IDLE_SECONDS } from '@/lib/staff/sessions';
import { storedRateLimitKey } from '@/lib/platform/rate-limit';
import { staffCodeKey } from '@/lib/staff/enrolment';
import { totpStep } from '@/lib/staff/totp';
import { DEMO_ADMIN, seedDemoStaffAdmin } from '@/lib/staff/seed';
import { LIMITS, STAFF_CODE_LOCKOUTS } from '@/lib/limits';
import { InvalidError, RateLimitedError, UnauthenticatedError } from '@/lib/kernel/domain-errors';

const PASSWORD = 'BlueKettle#7391';
const client = { ip: '203.0.113.9', userAgent: 'vitest' };
const code = async (secret: string, offsetSeconds = 0) => {
  if (!offsetSeconds) return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + offsetSeconds * 1000);
  try { return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp; } finally { vi.useRealTimers(); }
};
afterEach(() => vi.useRealTimers());

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runAdmin([...argv, '--by', 'Test Admin'], [staffGroup], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

let n = 0;
/** `staff add`, then enrolment through the printed link; returns the account, its secret and recovery codes. */
async function enrolledStaff(role = 'reviewer') {
  const email = `staff${Date.now()}${n++}@example.org`;
  const added = await admin('staff', 'add', '--name', 'Rina Das', '--email', email, '--role', role);
  expect(added.status).toBe(0);
  const token = /\/staff\/enrol\/([\w-]{43})$/m.exec(added.out)![1];
  await setEnrolmentPassword(token, PASSWORD, PASSWORD);
  const secret = (await findEnrolment(token))!.secret!;
  const recovery = await finishEnrolment(token, await code(secret));
  const row = await testDb().staffMember.findUniqueOrThrow({ where: { email } });
  return { id: row.id, email, secret, recovery, token };
}

/** A pending session after the password (what the second step gets). Enrolment spent the current step's
 * code, so a sign-in right after it uses the next step's code (accepted: one step early). */
async function passwordStep(email: string) {
  const token = await signInWithPassword({ email, password: PASSWORD }, client);
  return { token, session: (await findStaffSession(token))! };
}

describe('staff accounts (admin script and enrolment)', () => {
  it('adds with a one-time 24-hour link, lists, and enrols once with a password, an authenticator code and 10 recovery codes', async () => {
    const email = `new${Date.now()}@example.org`;
    const added = await admin('staff', 'add', '--name', 'Anil Bora', '--email', email, '--role', 'viewer');
    expect(added.out).toMatch(/^Added Anil Bora <.+> as viewer \(id \d+\)\.\nEnrolment link, valid until .+:\nhttp:\/\/.+\/staff\/enrol\/[\w-]{43}$/);
    const token = /enrol\/([\w-]{43})/.exec(added.out)![1];
    const stored = await testDb().staffEnrolment.findFirstOrThrow({ where: { staff: { email } } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await admin('staff', 'add', '--name', 'Anil Bora', '--email', email, '--role', 'viewer')).err).toMatch(/already exists/);
    expect((await admin('staff', 'add', '--name', 'X Y', '--email', 'x@example.org', '--role', 'boss')).err).toMatch(/The role is one of: admin, reviewer, viewer/);

    await expect(setEnrolmentPassword(token, 'Password@1', 'Password@1')).rejects.toThrow(/too common/);
    await expect(setEnrolmentPassword(token, 'short', 'short')).rejects.toThrow(/must be strong/);
    await setEnrolmentPassword(token, PASSWORD, PASSWORD);
    const secret = (await findEnrolment(token))!.secret!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(finishEnrolment(token, '000000')).rejects.toThrow(ENROLMENT_MESSAGES.wrongCode);
    const recovery = await finishEnrolment(token, await code(secret));
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(await findEnrolment(token)).toBeNull(); // the link is spent
    await expect(finishEnrolment(token, await code(secret))).rejects.toThrow(ENROLMENT_MESSAGES.invalidLink);
    expect((await admin('staff', 'list')).out).toMatch(new RegExp(`${email.replace('.', '\\.')}\\s+viewer\\s+active`));
  });
});

describe('staff sign-in', () => {
  it('needs the password, then a code; the code is good one step early or late and only once', async () => {
    const s = await enrolledStaff();
    await expect(signInWithPassword({ email: s.email, password: 'Wrong-pass#1' }, client)).rejects.toThrow(SIGN_IN_MESSAGES.failed);
    await expect(signInWithPassword({ email: 'nobody@example.org', password: PASSWORD }, client)).rejects.toThrow(SIGN_IN_MESSAGES.failed);

    // Enrolment spent the current step's code, so sign in with the next one (one step early: accepted).
    const first = await passwordStep(s.email);
    expect(first.session.verified).toBe(false);
    await expect(signInWithCode(first.session, await code(s.secret, -60), client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.wrongCode);
    const early = await code(s.secret, 30);
    const token = await signInWithCode(first.session, early, client.ip);
    expect((await findStaffSession(token))?.verified).toBe(true);
    expect(await findStaffSession(first.token)).toBeNull(); // the pre-code token is worth nothing now

    const second = await passwordStep(s.email);
    await expect(signInWithCode(second.session, early, client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.usedCode);
    await expect(signInWithCode(second.session, await code(s.secret), client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.usedCode);
  });

  it('takes each recovery code once', async () => {
    const s = await enrolledStaff();
    const a = await passwordStep(s.email);
    await signInWithCode(a.session, s.recovery[3].toUpperCase(), client.ip);
    const b = await passwordStep(s.email);
    await expect(signInWithCode(b.session, s.recovery[3], client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.wrongCode);
    await signInWithCode(b.session, s.recovery[4].replace('-', ''), client.ip);
  });

  it('checks at most 5 of 20 parallel wrong codes; the rest, and then the right code, are refused until the window passes', async () => {
    const s = await enrolledStaff();
    const { session } = await passwordStep(s.email);
    const wrong = Array.from({ length: 20 }, (_, i) => String(100000 + i * 7919).slice(0, 6));
    const results = await Promise.allSettled(wrong.map((c) => signInWithCode(session, c, client.ip)));
    const reasons = results.map((r) => (r.status === 'rejected' ? r.reason : null));
    expect(reasons.filter((e) => e instanceof InvalidError)).toHaveLength(LIMITS.staffCodesPerAccount.points);
    expect(reasons.filter((e) => e instanceof RateLimitedError)).toHaveLength(20 - LIMITS.staffCodesPerAccount.points);
    await expect(signInWithCode(session, await code(s.secret), client.ip)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('checks 5 passwords per account from one address; another address still signs in (no lockout by strangers)', async () => {
    const s = await enrolledStaff();
    const tries = await Promise.allSettled(Array.from({ length: 8 }, () => signInWithPassword({ email: s.email, password: 'Wrong-pass#1' }, client)));
    expect(tries.filter((t) => t.status === 'rejected' && t.reason instanceof UnauthenticatedError)).toHaveLength(5);
    await expect(signInWithPassword({ email: s.email, password: PASSWORD }, client)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await signInWithPassword({ email: s.email, password: PASSWORD }, { ...client, ip: '198.51.100.7' })).toMatch(/^[\w-]{43}$/);
    expect(await testDb().staffAction.count({ where: { action: 'staff.sign-in.failed', entityId: s.id } })).toBe(5);
  });
});

describe('disable and reset', () => {
  it('disable ends every session at once and refuses sign-in; reset-2fa clears both factors and gives a new link', async () => {
    const s = await enrolledStaff();
    const { session } = await passwordStep(s.email);
    const live = await signInWithCode(session, await code(s.secret, 30), client.ip);
    expect((await admin('staff', 'reset-2fa', String(s.id))).out).toMatch(/sessions ended\.\nNew enrolment link, valid until .+:\nhttp.+\/staff\/enrol\/[\w-]{43}$/);
    expect(await findStaffSession(live)).toBeNull();
    await expect(signInWithPassword({ email: s.email, password: PASSWORD }, client)).rejects.toThrow(SIGN_IN_MESSAGES.failed);
    expect(await testDb().staffRecoveryCode.count({ where: { staffId: s.id } })).toBe(0);

    const t = await enrolledStaff();
    const again = await passwordStep(t.email);
    const token = await signInWithCode(again.session, await code(t.secret, 30), client.ip);
    expect((await admin('staff', 'disable', String(t.id))).out).toBe(`Disabled Rina Das <${t.email}>; their sessions have ended.`);
    expect(await findStaffSession(token)).toBeNull();
    expect(await testDb().staffSession.count({ where: { staffId: t.id } })).toBe(0);
    await expect(signInWithPassword({ email: t.email, password: PASSWORD }, client)).rejects.toThrow(SIGN_IN_MESSAGES.failed);
    expect((await testDb().staffAction.findMany({ where: { entityType: 'staff', entityId: t.id }, orderBy: { id: 'asc' } })).map((a) => a.action))
      .toEqual(['staff.add', 'staff.enrol', 'staff.sign-in', 'staff.disable', 'staff.sign-in.failed']);
    expect((await admin('staff', 'reset-2fa', String(t.id))).status).toBe(0); // a disabled account comes back through a new enrolment
    expect((await testDb().staffMember.findUniqueOrThrow({ where: { id: t.id } })).disabledAt).toBeNull();
  });
});

describe('the time step of a code', () => {
  it('is worked out from one reading of the clock: at a step boundary the step returned is the step checked', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const step = 59_000_000; // a step in 2026
    const codeAt = async (s: number) => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(s * 30_000); try { return await code(secret); } finally { vi.useRealTimers(); } };
    const c = await codeAt(step);
    const lastMs = (step + 1) * 30_000 - 1; // the last millisecond of the step
    expect(await totpStep(secret, c, lastMs)).toBe(step);
    expect(await totpStep(secret, c, lastMs + 1)).toBe(step); // one step late: still this step, never step - 1
    expect(await totpStep(secret, c, (step + 2) * 30_000)).toBeNull();
    expect(await totpStep(secret, await codeAt(step + 1), lastMs)).toBe(step + 1); // one step early
    expect(await totpStep(secret, '000000', lastMs)).toBe(c === '000000' ? step : null);
    expect(await totpStep('not base32!', c, lastMs)).toBeNull();
  });
});

describe('wrong codes after a right password (escalation)', () => {
  it('blocks 15 minutes, then 6 hours, then locks until an admin resets: each lockout mailed twice and audited; a right code is refused while locked', async () => {
    const s = await enrolledStaff();
    const { session } = await passwordStep(s.email);
    const start = Date.now();
    const at = (minutes: number) => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(start + minutes * 60_000); };
    const guess = (n: number) => signInWithCode(session, String(100000 + n * 7919).slice(0, 6), client.ip);
    const lockout = async (base: number) => {
      for (let i = 0; i < LIMITS.staffCodesPerAccount.points; i++) await expect(guess(base + i)).rejects.toBeInstanceOf(InvalidError);
    };
    const db = testDb();
    const row = () => db.staffMember.findUniqueOrThrow({ where: { id: s.id }, select: { codeLockouts: true, codeLockedAt: true } });

    await lockout(0);
    await expect(guess(50)).rejects.toThrow('Too many codes tried. Please try again in 15 minutes.');
    expect(await row()).toEqual({ codeLockouts: 1, codeLockedAt: null });

    at(16); // the first block has passed
    await lockout(10);
    expect(await row()).toEqual({ codeLockouts: 2, codeLockedAt: null });
    at(16 + 60); // an hour later the second block still holds: it lasts 6 hours
    await expect(guess(51)).rejects.toThrow(`Too many codes tried. Please try again in ${STAFF_CODE_LOCKOUTS.blockSeconds[1] / 60 - 60} minutes.`);

    at(16 + 6 * 60 + 1);
    await lockout(20);
    expect((await row()).codeLockouts).toBe(STAFF_CODE_LOCKOUTS.lockAccountAt);
    expect((await row()).codeLockedAt).toBeInstanceOf(Date);
    at(24 * 60); // long after every block: still locked, the right code and a recovery code too, and nothing is counted
    await expect(signInWithCode(session, await code(s.secret), client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.locked);
    await expect(signInWithCode(session, s.recovery[0], client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.locked);
    vi.useRealTimers();
    expect(await db.staffRecoveryCode.count({ where: { staffId: s.id, usedAt: { not: null } } })).toBe(0);

    // The admin's reset and a new enrolment lift the lock; the limiter's block went with the lock, so the new
    // enrolment's code is not refused by what the attacker spent.
    const reset = await admin('staff', 'reset-2fa', String(s.id));
    const token = /\/staff\/enrol\/([\w-]{43})$/m.exec(reset.out)![1];
    await setEnrolmentPassword(token, PASSWORD, PASSWORD);
    const secret = (await findEnrolment(token))!.secret!;
    await finishEnrolment(token, await code(secret));
    expect(await row()).toEqual({ codeLockouts: 0, codeLockedAt: null });
    const again = await passwordStep(s.email);
    expect(await findStaffSession(await signInWithCode(again.session, await code(secret, 30), client.ip))).not.toBeNull();

    const locks = await db.staffAction.findMany({ where: { action: 'staff.sign-in.locked', entityId: s.id }, orderBy: { id: 'asc' } });
    expect(locks.map((l) => (l.detail as { lockouts: number; until: string }).lockouts)).toEqual([1, 2, 3]);
    expect((locks[2].detail as { until: string }).until).toBe('admin reset');
    expect(await db.staffAction.count({ where: { action: 'staff.sign-in.failed', entityId: s.id } })).toBe(3 * LIMITS.staffCodesPerAccount.points);
    const mail = await db.mailOutbox.findMany({ where: { dedupeKey: { startsWith: `staff-code-lockout:${s.id}:` } }, orderBy: { id: 'asc' } });
    const mailbox = mail[1].toAddress; // STAFF_EMAIL, else the site's address
    expect(mailbox).not.toBe(s.email);
    expect(mail.map((m) => m.toAddress)).toEqual([s.email, mailbox, s.email, mailbox, s.email, mailbox]);
    expect(mail[0].subject).toBe(`Wrong sign-in codes for ${s.email}`);
    expect(mail[4].subject).toBe(`Staff account ${s.email} locked after wrong sign-in codes`);
    expect(mail[4].textBody).toContain('no code is accepted until an admin resets its second factor');
  });

  it('the same right code sent from four tabs at once: one sign-in, three "already used", and no lockout', async () => {
    const s = await enrolledStaff();
    const ip = '203.0.113.88';
    const sessions = [];
    // Each "already used" is a failed try (issue 39, B6): four tabs at once spend three of the five, not a lockout.
    for (let i = 0; i < LIMITS.staffCodesPerAccount.points - 1; i++) sessions.push(await passwordStep(s.email));
    const right = await code(s.secret, 30); // enrolment spent the current step's code
    const results = await Promise.allSettled(sessions.map(({ session }) => signInWithCode(session, right, ip)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual(Array(LIMITS.staffCodesPerAccount.points - 2).fill(SIGN_IN_MESSAGES.usedCode));
    expect((await testDb().staffMember.findUniqueOrThrow({ where: { id: s.id } })).codeLockouts).toBe(0);
  });

  it('issue 39, B6: a used code counts as a wrong one and clears nothing: 4 wrong codes, the used code, 4 more are a lockout', async () => {
    const s = await enrolledStaff();
    const ip = '203.0.113.89';
    const db = testDb();
    const points = async (limiter: string, key: string) => (await db.rateLimit.findUnique({ where: { key: storedRateLimitKey(limiter, key) } }))?.points ?? 0;
    const used = await code(s.secret, 30); // enrolment spent the current step's code
    await signInWithCode((await passwordStep(s.email)).session, used, ip);
    const { session } = await passwordStep(s.email);
    const wrong = (i: number) => String((Number(used) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) await expect(signInWithCode(session, wrong(i), ip)).rejects.toThrow(SIGN_IN_MESSAGES.wrongCode);
    await expect(signInWithCode(session, used, ip)).rejects.toThrow(SIGN_IN_MESSAGES.usedCode);
    expect(await points(LIMITS.staffCodesPerAccount.name, staffCodeKey(s.id))).toBe(5);
    expect(await points(LIMITS.staffFailuresPerAddress.name, ip)).toBe(5);
    expect((await db.staffMember.findUniqueOrThrow({ where: { id: s.id } })).codeLockouts).toBe(1);
    await expect(signInWithCode(session, wrong(5), ip)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('issue 39, B7: from an address whose failures are spent, a password alone is refused unchecked, a password with a code gets in, and which was wrong is not told', async () => {
    const s = await enrolledStaff('viewer');
    const ip = '203.0.113.120';
    const office = { ip, userAgent: 'vitest' };
    await limiterFor(LIMITS.staffFailuresPerAddress)().penalty(ip, LIMITS.staffFailuresPerAddress.points); // 100 failures from the office's NAT
    await expect(signInWithPassword({ email: s.email, password: PASSWORD }, office)).rejects.toBeInstanceOf(PasswordWithCodeRequired);
    await expect(signInWithPassword({ email: s.email, password: 'wrong-password' }, office)).rejects.toBeInstanceOf(PasswordWithCodeRequired);
    const refusals = await Promise.allSettled([
      signInWithPasswordAndCode({ email: s.email, password: 'wrong-password', code: await code(s.secret, 30) }, office),
      signInWithPasswordAndCode({ email: s.email, password: PASSWORD, code: '000000' }, office),
      signInWithPasswordAndCode({ email: 'nobody@example.org', password: PASSWORD, code: '000000' }, office),
    ]);
    for (const r of refusals) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason;
      expect(`${reason.constructor.name}: ${reason.message}`).toBe(`UnauthenticatedError: ${SIGN_IN_MESSAGES.failedWithCode}`);
    }
    const token = await signInWithPasswordAndCode({ email: s.email, password: PASSWORD, code: await code(s.secret, 30) }, office);
    expect((await findStaffSession(token))?.verified).toBe(true);
    // The account's own lock still refuses a right password with a right code.
    await testDb().staffMember.update({ where: { id: s.id }, data: { codeLockedAt: new Date() } });
    await expect(signInWithPasswordAndCode({ email: s.email, password: PASSWORD, code: await code(s.secret, 60) }, office)).rejects.toThrow(SIGN_IN_MESSAGES.locked);
  });

  it('issue 39, B7: from a spent address, a right password is not told apart by the code limit\'s refusal (no unlimited password oracle)', async () => {
    const s = await enrolledStaff('viewer');
    const office = { ip: '203.0.113.121', userAgent: 'vitest' };
    await limiterFor(LIMITS.staffFailuresPerAddress)().penalty(office.ip, LIMITS.staffFailuresPerAddress.points);
    // Blind password guesses are not counted per account, so each candidate may be sent again and again: a wrong
    // one is refused in the same words every time, and so must a right one be once the code limit is spent.
    const answers = async (password: string) => {
      const out: string[] = [];
      for (let i = 0; i <= LIMITS.staffCodesPerAccount.points; i++) {
        const r = await signInWithPasswordAndCode({ email: s.email, password, code: String(100000 + i) }, office).then(() => 'in', (e: Error) => `${e.constructor.name}: ${e.message}`);
        out.push(r);
      }
      return out;
    };
    const wrong = await answers('wrong-password');
    const right = await answers(PASSWORD);
    expect(new Set(wrong)).toEqual(new Set([`UnauthenticatedError: ${SIGN_IN_MESSAGES.failedWithCode}`]));
    expect(right).toEqual(wrong);
  });

  it('20 parallel wrong codes make one lockout, not several', async () => {
    const s = await enrolledStaff();
    const { session } = await passwordStep(s.email);
    await Promise.allSettled(Array.from({ length: 20 }, (_, i) => signInWithCode(session, String(200000 + i * 7919).slice(0, 6), client.ip)));
    expect((await testDb().staffMember.findUniqueOrThrow({ where: { id: s.id } })).codeLockouts).toBe(1);
    expect(await testDb().staffAction.count({ where: { action: 'staff.sign-in.locked', entityId: s.id } })).toBe(1);
  });
});

describe('the second factor at rest', () => {
  const legacySha = (c: string) => createHash('sha256').update(`staff-recovery:${c.toLowerCase().replace(/[^a-z2-7]/g, '')}`).digest('hex');

  it('stores no plain secret and no bare hash of a recovery code', async () => {
    const s = await enrolledStaff();
    const row = await testDb().staffMember.findUniqueOrThrow({ where: { id: s.id } });
    expect(row.totpSecret).toMatch(/^s1\.[0-9a-f]{8}\./);
    expect(row.totpSecret).not.toContain(s.secret);
    const codes = await testDb().staffRecoveryCode.findMany({ where: { staffId: s.id } });
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c.codeHash).toMatch(/^h1\.[0-9a-f]{8}\.[\w-]{43}$/);
    expect(codes.map((c) => c.codeHash)).not.toContain(legacySha(s.recovery[0]));
    const pending = await testDb().staffEnrolment.findMany({ where: { staffId: s.id } });
    for (const e of pending) expect(e.pendingSecret).toBeNull(); // spent at enrolment

    // Between the two enrolment steps the new secret waits sealed too.
    const email = `pending${Date.now()}@example.org`;
    const token = /\/staff\/enrol\/([\w-]{43})$/m.exec((await admin('staff', 'add', '--name', 'Mina Roy', '--email', email, '--role', 'viewer')).out)![1];
    await setEnrolmentPassword(token, PASSWORD, PASSWORD);
    const waiting = await testDb().staffEnrolment.findFirstOrThrow({ where: { staff: { email } } });
    const shown = (await findEnrolment(token))!.secret!;
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    expect(waiting.pendingSecret).toMatch(/^s1\./);
    expect(waiting.pendingSecret).not.toContain(shown);
  });

  it('upgrades a row written before (plain secret, bare SHA-256 codes) at the next sign-in, which still works', async () => {
    const s = await enrolledStaff();
    const db = testDb();
    await db.staffMember.update({ where: { id: s.id }, data: { totpSecret: s.secret } });
    await db.staffRecoveryCode.deleteMany({ where: { staffId: s.id } });
    await db.staffRecoveryCode.createMany({ data: s.recovery.map((c) => ({ staffId: s.id, codeHash: legacySha(c) })) });
    const a = await passwordStep(s.email);
    expect(await findStaffSession(await signInWithCode(a.session, await code(s.secret, 30), client.ip))).not.toBeNull();
    expect((await db.staffMember.findUniqueOrThrow({ where: { id: s.id } })).totpSecret).toMatch(/^s1\./);
    expect(await db.staffRecoveryCode.count({ where: { staffId: s.id, codeHash: { startsWith: 'h1.' } } })).toBe(10);
    const b = await passwordStep(s.email);
    await signInWithCode(b.session, s.recovery[2], client.ip); // an upgraded recovery code still works
  });

  it('a row sealed by a deployment with another key fails closed: the right code is refused', async () => {
    const s = await enrolledStaff();
    const saved = process.env.DOCUMENT_KEY!;
    process.env.DOCUMENT_KEY = 'b'.repeat(64);
    vi.resetModules();
    const elsewhere = await import('@/lib/staff/staff-secrets');
    const foreign = elsewhere.sealSecret(s.secret);
    const foreignCode = elsewhere.hashRecoveryCode(s.recovery[0]);
    process.env.DOCUMENT_KEY = saved;
    vi.resetModules();
    await testDb().staffMember.update({ where: { id: s.id }, data: { totpSecret: foreign } });
    await testDb().staffRecoveryCode.updateMany({ where: { staffId: s.id }, data: { usedAt: new Date() } });
    await testDb().staffRecoveryCode.create({ data: { staffId: s.id, codeHash: foreignCode } });
    const { session } = await passwordStep(s.email);
    await expect(signInWithCode(session, await code(s.secret, 30), client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.wrongCode);
    await expect(signInWithCode(session, s.recovery[0], client.ip)).rejects.toThrow(SIGN_IN_MESSAGES.wrongCode);
    expect((await testDb().staffMember.findUniqueOrThrow({ where: { id: s.id } })).totpSecret).toBe(foreign); // left as it was
  });
});

describe('"Where you are signed in" (the account page)', () => {
  it('lists only live sessions: not one idle past the timeout, past its 12-hour end, or still waiting for its code (review 3, P3-6)', async () => {
    const s = await enrolledStaff();
    const db = testDb();
    const now = new Date();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const row = (id: string, o: { lastSeenAt: Date; expiresAt: Date; verifiedAt?: Date | null }) =>
      db.staffSession.create({ data: { id: `${id}-${s.id}`, staffId: s.id, createdAt: ago(3600), verifiedAt: ago(3600), ip: client.ip, userAgent: id, ...o } });
    const later = new Date(now.getTime() + 3600_000);
    await row('live', { lastSeenAt: ago(STAFF_IDLE_SECONDS - 60), expiresAt: later });
    await row('idle', { lastSeenAt: ago(STAFF_IDLE_SECONDS + 1), expiresAt: later });
    await row('two-hours-idle', { lastSeenAt: ago(2 * 3600), expiresAt: later });
    await row('expired', { lastSeenAt: ago(10), expiresAt: ago(1) });
    await row('pending', { lastSeenAt: ago(10), expiresAt: later, verifiedAt: null });
    expect((await listStaffSessions(s.id, now)).map((r) => r.userAgent)).toEqual(['live']);
    // A staff preview (lib/content-store/preview.ts) shows a draft only while the session that opened it is live:
    // by the same test, without renewing it, and never for a disabled account or a session that is gone.
    const live = async (id: string) => isLiveStaffSession(`${id}-${s.id}`, now);
    expect(await Promise.all(['live', 'idle', 'two-hours-idle', 'expired', 'pending', 'ended'].map(live))).toEqual([true, false, false, false, false, false]);
    expect((await db.staffSession.findUniqueOrThrow({ where: { id: `live-${s.id}` } })).lastSeenAt).toEqual(ago(STAFF_IDLE_SECONDS - 60));
    await db.staffMember.update({ where: { id: s.id }, data: { disabledAt: now } });
    expect(await live('live')).toBe(false);
  });
});

describe('the demo admin of a local run', () => {
  it('is seeded once when several instances start at once on one database: every start succeeds', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (let round = 0; round < 3; round++) {
        await testDb().staffMember.deleteMany({ where: { email: DEMO_ADMIN.email } }); // enrolments and sessions cascade
        const starts = await Promise.allSettled(Array.from({ length: 6 }, () => seedDemoStaffAdmin(process.env.DATABASE_URL!)));
        expect(starts.filter((s) => s.status === 'rejected')).toEqual([]);
        expect(await testDb().staffMember.count({ where: { email: DEMO_ADMIN.email } })).toBe(1);
      }
    } finally {
      printed.mockRestore();
    }
  });
});
