// The retention job deletes exactly what has outlived its period (rows just past each boundary) and
// nothing else (rows just inside it), and two instances starting at once do the work once.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { testDb } from '../helpers/db';
import { fileBytes, makeInstitution } from '../factories';
import { saveDocument } from '@/lib/documents/store';
import { runRetention } from '@/lib/retention/run-retention';
import { DAY_MS, RETENTION } from '@/lib/kernel/retention-periods';
import { storedRateLimitKey } from '@/lib/platform/rate-limit';

const MINUTE = 60_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function arrange(now: Date) {
  const db = testDb();
  const tag = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  const keys = { expired: storedRateLimitKey('retention-test', `expired-${tag}`), live: storedRateLimitKey('retention-test', `live-${tag}`) };
  await db.rateLimit.createMany({
    data: [
      { key: keys.expired, points: 3, expire: BigInt(now.getTime() - 1000) },
      { key: keys.live, points: 3, expire: BigInt(now.getTime() + 60 * MINUTE) },
    ],
  });
  const draftDays = RETENTION.institutionDraftDays * DAY_MS;
  const oldDraft = await makeInstitution({ status: 'pending', submitted: false });
  const youngDraft = await makeInstitution({ status: 'pending', submitted: false });
  const oldSubmitted = await makeInstitution({ status: 'pending' });
  await db.institution.update({ where: { id: oldDraft.id }, data: { createdAt: ago(now, draftDays + MINUTE) } });
  await db.institution.update({ where: { id: youngDraft.id }, data: { createdAt: ago(now, draftDays - MINUTE) } });
  await db.institution.update({ where: { id: oldSubmitted.id }, data: { createdAt: ago(now, 30 * DAY_MS) } });
  // A draft can hold a file (a proof whose upload failed half-way): it must go with the draft.
  const stored = await saveDocument(fileBytes('pdf'), `institution-${oldDraft.id}`);
  await db.document.create({ data: { kind: 'institution_id_proof', institutionId: oldDraft.id, contentType: 'application/pdf', ...stored } });
  const entityId = 900_000 + Math.floor(Math.random() * 90_000);
  const checkDays = RETENTION.cardCheckDays * DAY_MS;
  await db.cardCheck.createMany({
    data: [
      { kind: 'intern', entityId, at: ago(now, checkDays + MINUTE) },
      { kind: 'intern', entityId, at: ago(now, checkDays - MINUTE) },
    ],
  });
  return { keys, oldDraft, youngDraft, oldSubmitted, file: path.join(process.env.UPLOAD_DIR!, stored.storageKey), entityId };
}

async function expectOnlyExpiredGone(a: Awaited<ReturnType<typeof arrange>>, now: Date) {
  const db = testDb();
  expect((await db.rateLimit.findMany({ where: { key: { in: [a.keys.expired, a.keys.live] } } })).map((r) => r.key)).toEqual([a.keys.live]);
  const left = (await db.institution.findMany({ where: { id: { in: [a.oldDraft.id, a.youngDraft.id, a.oldSubmitted.id] } }, select: { id: true } })).map((r) => r.id);
  expect(left.sort()).toEqual([a.youngDraft.id, a.oldSubmitted.id].sort());
  expect(await db.document.count({ where: { institutionId: a.oldDraft.id } })).toBe(0);
  expect(existsSync(a.file)).toBe(false);
  const checks = await db.cardCheck.findMany({ where: { entityId: a.entityId } });
  expect(checks.map((c) => c.at.getTime())).toEqual([now.getTime() - RETENTION.cardCheckDays * DAY_MS + MINUTE]);
}

describe('retention job', () => {
  it('deletes expired rate-limit rows, 7-day-old drafts with their files and 90-day-old card checks, and nothing else', async () => {
    const now = new Date();
    const a = await arrange(now);
    expect(existsSync(a.file)).toBe(true);
    const report = await runRetention({ now });
    expect(report).not.toBeNull();
    expect(Object.values(report!).every((v) => typeof v === 'number')).toBe(true);
    await expectOnlyExpiredGone(a, now);
    const purge = await testDb().staffAction.findFirst({ where: { action: 'institution.purge-drafts', staff: 'retention job' }, orderBy: { id: 'desc' } });
    expect((purge?.detail as { ids: number[] }).ids).toContain(a.oldDraft.id);
  });

  it('deletes used or expired reset tokens and password mail sent 30 days ago; live tokens and registration mail stay', async () => {
    const now = new Date();
    const db = testDb();
    const personId = 800_000 + Math.floor(Math.random() * 90_000);
    const who = { personType: 'intern', personId };
    const tag = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
    const token = (name: string, expiresAt: Date, usedAt: Date | null = null) =>
      db.passwordResetToken.create({ data: { ...who, tokenHash: `${name}-${tag}`.padEnd(64, '0'), expiresAt, usedAt, issuedBy: 'self' } });
    await token('expired', ago(now, MINUTE));
    await token('used', new Date(now.getTime() + 10 * MINUTE), ago(now, MINUTE));
    const live = await token('live', new Date(now.getTime() + 10 * MINUTE));
    const mailDays = RETENTION.accountMailDays * DAY_MS;
    const mail = (topic: string, sentAt: Date | null) =>
      db.mailOutbox.create({ data: { ...who, dedupeKey: `${topic}-${sentAt?.getTime() ?? 'unsent'}-${tag}`, topic, toAddress: 'r@example.org', subject: topic, sentAt } });
    await mail('password-reset', ago(now, mailDays + MINUTE));
    await mail('password-changed', ago(now, mailDays + MINUTE));
    const recentReset = await mail('password-reset', ago(now, mailDays - MINUTE));
    const unsent = await mail('password-changed', null);
    const received = await mail('registration-received', ago(now, mailDays + MINUTE));

    await runRetention({ now });
    expect((await db.passwordResetToken.findMany({ where: who })).map((t) => t.id)).toEqual([live.id]);
    expect((await db.mailOutbox.findMany({ where: who, orderBy: { id: 'asc' } })).map((m) => m.id)).toEqual([recentReset.id, unsent.id, received.id]);
  });

  it('deletes held mail (never sent) once 30 days old, as a sent account mail; a recent one stays (issue 39, item 9)', async () => {
    const now = new Date();
    const db = testDb();
    const who = { personType: 'intern', personId: 700_000 + Math.floor(Math.random() * 90_000) };
    const tag = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
    const held = (createdAt: Date) => db.mailOutbox.create({ data: { ...who, dedupeKey: `held-${createdAt.getTime()}-${tag}`, topic: 'registration-held', toAddress: 'h@example.org', subject: 'held', createdAt } });
    await held(ago(now, RETENTION.accountMailDays * DAY_MS + MINUTE));
    const recent = await held(ago(now, RETENTION.accountMailDays * DAY_MS - MINUTE));
    await runRetention({ now });
    expect((await db.mailOutbox.findMany({ where: who })).map((m) => m.id)).toEqual([recent.id]);
  });

  it('deletes staff sessions past their deadline and used or expired enrolment links; live ones stay', async () => {
    const now = new Date();
    const db = testDb();
    const tag = `${now.getTime()}${Math.random().toString(36).slice(2, 8)}`;
    const staff = await db.staffMember.create({ data: { name: 'Retention Staff', email: `retention-${tag}@example.org`, role: 'viewer', createdBy: 'test' } });
    const session = (name: string, expiresAt: Date) => db.staffSession.create({
      data: { id: `${name}-${tag}`.padEnd(64, '0'), staffId: staff.id, createdAt: ago(now, 60 * MINUTE), lastSeenAt: ago(now, 60 * MINUTE), expiresAt, ip: '203.0.113.5', userAgent: 'old browser' },
    });
    await session('ended', ago(now, 1));
    const live = await session('live', new Date(now.getTime() + MINUTE));
    const link = (name: string, expiresAt: Date, usedAt: Date | null = null) =>
      db.staffEnrolment.create({ data: { staffId: staff.id, tokenHash: `${name}-${tag}`.padEnd(64, '0'), expiresAt, usedAt, createdBy: 'test' } });
    await link('expired', ago(now, 1));
    await link('used', new Date(now.getTime() + 60 * MINUTE), ago(now, MINUTE));
    const open = await link('open', new Date(now.getTime() + 60 * MINUTE));

    const report = await runRetention({ now });
    expect(report).toMatchObject({ 'ended staff sessions': expect.any(Number), 'used or expired staff enrolment links': expect.any(Number) });
    expect((await db.staffSession.findMany({ where: { staffId: staff.id } })).map((r) => r.id)).toEqual([live.id]);
    expect((await db.staffEnrolment.findMany({ where: { staffId: staff.id } })).map((r) => r.id)).toEqual([open.id]);
    expect(await db.staffMember.count({ where: { id: staff.id } })).toBe(1);
  });

  it('two instances at once: one runs, the other steps aside while the lock is held', async () => {
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((r) => { entered = r; });
    const gate = new Promise<void>((r) => { release = r; });
    const first = runRetention({ steps: [{ name: 'slow', run: async () => { entered(); await gate; return 0; } }] });
    await inside;
    expect(await runRetention({ steps: [{ name: 'never', run: async () => { throw new Error('ran while locked'); } }] })).toBeNull();
    release();
    expect(await first).toEqual({ slow: 0 });
    // The lock went with the first run's transaction.
    expect(await runRetention({ steps: [] })).toEqual({});
  });

  it('two instances started together remove each expired row once and leave the rest', async () => {
    const now = new Date();
    const a = await arrange(now);
    const reports = await Promise.all([runRetention({ now }), runRetention({ now })]);
    expect(reports.some((r) => r !== null)).toBe(true);
    await expectOnlyExpiredGone(a, now);
  });

  it('a failing step is reported and the others still run', async () => {
    const report = await runRetention({ steps: [
      { name: 'broken', run: async () => { throw new Error('disk full'); } },
      { name: 'fine', run: async () => 2 },
    ] });
    expect(report).toEqual({ broken: 'disk full', fine: 2 });
  });
});

describe('the retention lease (several instances)', () => {
  it('is taken by exactly one of several instances at once, held for the interval, then free again', async () => {
    const { takeLease } = await import('@/lib/retention/lease');
    const name = `test-lease-${Date.now()}`;
    // A minute's lease: on a busy machine the four statements may start hundreds of milliseconds apart, and a
    // lease shorter than that gap would let two of them win, which is not what this asks.
    const taken = await Promise.all(['a:1', 'b:2', 'c:3', 'd:4'].map((holder) => takeLease(name, 60_000, holder)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    // Held for the interval, not only while the job runs: a later tick of another instance is refused.
    expect(await takeLease(name, 60_000, 'b:2')).toBe(false);
    // Free again once it ran out: a lease of 300 ms, asked for after at least 400 (a wait never ends early).
    const short = `${name}-short`;
    expect(await takeLease(short, 300, 'a:1')).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    expect(await takeLease(short, 300, 'b:2')).toBe(true);
    expect(await testDb().jobLease.findUniqueOrThrow({ where: { name: short } })).toMatchObject({ holder: 'b:2' });
  });
});
