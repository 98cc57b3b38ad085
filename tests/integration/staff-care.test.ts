// What makes the console careful to use, against the test database: an approval undone within minutes by
// whoever made it, through the domain functions, with its mail withdrawn when it had not left (and said so when it
// had); what cannot be undone refused in words; the review history in words; a disabled staff member brought
// back (`staff enable`, the Team page's function); and the last active admin never disabled, even by two admins
// disabling each other at the same moment.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, makeInstitution, registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { saveDocument } from '@/lib/documents/store';
import { decide, undoApproval, undoDeadline } from '@/lib/review/decide';
import { decisionMailKey } from '@/lib/mail/notify';
import { historyInWords } from '@/lib/staff/history';
import { ACCOUNT_MESSAGES, addStaff, disableStaff, enableStaff, resetStaffTwoFactor } from '@/lib/staff/accounts';
import { runAdmin } from '@/scripts/admin/run';
import { staff as staffGroup } from '@/scripts/admin/staff';

const db = testDb();
const REVIEWER = 'rupa@staff.example.org';

async function newIntern() {
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
  return (res.body.updatedintern as { id: number }).id;
}
const approvalMail = (id: number) => db.mailOutbox.findUnique({ where: { dedupeKey: decisionMailKey('intern', id, 'approve') } });
const mailJobs = (outboxId: number) => db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ${`mail:${outboxId}`}`.then((r) => Number(r[0].n));

describe('undoing an approval', () => {
  it('takes it back to pending and withdraws the unsent mail and its job; a new approval mails again', async () => {
    const id = await newIntern();
    await decide('intern', id, 'approve', { staff: REVIEWER });
    const queued = (await approvalMail(id))!;
    expect(await mailJobs(queued.id)).toBe(1);
    expect(await undoApproval('intern', id, REVIEWER)).toMatchObject({ id, status: 'pending', mail: 'withdrawn' });
    expect(await db.applicant.findUniqueOrThrow({ where: { id }, select: { status: true, reviewedBy: true, reviewedAt: true } })).toEqual({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect(await approvalMail(id)).toBeNull();
    expect(await mailJobs(queued.id)).toBe(0);
    const undo = await db.staffAction.findFirstOrThrow({ where: { entityType: 'intern', entityId: id, action: 'intern.undo-approve' } });
    expect(undo).toMatchObject({ staff: REVIEWER, detail: { from: 'approved', to: 'pending', mail: 'withdrawn' } });
    await decide('intern', id, 'approve', { staff: REVIEWER });
    expect((await approvalMail(id))?.subject).toMatch(/^Approved: /);
  });

  it('says so when the mail has left (or is leaving), and keeps the row, set aside under an :undone: key', async () => {
    const id = await newIntern();
    await decide('intern', id, 'approve', { staff: REVIEWER });
    const leaving = await db.mailOutbox.update({ where: { dedupeKey: decisionMailKey('intern', id, 'approve') }, data: { claimedAt: new Date() } }); // a worker is sending it
    expect((await undoApproval('intern', id, REVIEWER)).mail).toBe('sent');
    expect(await approvalMail(id)).toBeNull();
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: leaving.id } })).dedupeKey).toBe(`intern:${id}:approved:undone:${leaving.id}`);
  });

  it('approved, mailed, undone, approved again: the second approval mails again, and its undo withdraws that mail (review 2, M3)', async () => {
    const id = await newIntern();
    await decide('intern', id, 'approve', { staff: REVIEWER });
    const first = await db.mailOutbox.update({ where: { dedupeKey: decisionMailKey('intern', id, 'approve') }, data: { claimedAt: new Date(), sentAt: new Date() } });
    expect((await undoApproval('intern', id, REVIEWER)).mail).toBe('sent');
    await decide('intern', id, 'approve', { staff: REVIEWER });
    const second = (await approvalMail(id))!;
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ toAddress: first.toAddress, subject: first.subject, sentAt: null, claimedAt: null });
    expect(await mailJobs(second.id)).toBe(1);
    expect(await db.mailOutbox.count({ where: { dedupeKey: { startsWith: `intern:${id}:approved` } } })).toBe(2);
    expect((await undoApproval('intern', id, REVIEWER)).mail).toBe('withdrawn');
    expect(await db.mailOutbox.findMany({ where: { dedupeKey: { startsWith: `intern:${id}:approved` } }, select: { id: true } })).toEqual([{ id: first.id }]);
  });

  it('ends at the same instant for the deadline the page shows and for the undo itself', async () => {
    const id = await newIntern();
    await decide('intern', id, 'approve', { staff: REVIEWER });
    const reviewedAt = new Date(Date.now() - 60_000); // whole milliseconds, as the page reads it back
    await db.applicant.update({ where: { id }, data: { reviewedAt } });
    const end = new Date(reviewedAt.getTime() + 10 * 60_000);
    const justBefore = new Date(end.getTime() - 1);
    const approval = { status: 'approved' as const, reviewedBy: REVIEWER, reviewedAt };
    expect([undoDeadline(approval, REVIEWER, justBefore), undoDeadline(approval, REVIEWER, end)]).toEqual([end, null]);
    await expect(undoApproval('intern', id, REVIEWER, end)).rejects.toThrow('was approved more than 10 minutes ago: the approval can no longer be undone.');
    expect(await undoApproval('intern', id, REVIEWER, justBefore)).toMatchObject({ id, status: 'pending' });
  });

  it('refuses someone else\'s approval, an old one, a rejection, and a college someone registered with since', async () => {
    const id = await newIntern();
    await decide('intern', id, 'approve', { staff: REVIEWER });
    await expect(undoApproval('intern', id, 'someone@staff.example.org')).rejects.toThrow(`was approved by ${REVIEWER}: only they can undo it, within 10 minutes.`);
    await db.applicant.update({ where: { id }, data: { reviewedAt: new Date(Date.now() - 11 * 60_000) } });
    await expect(undoApproval('intern', id, REVIEWER)).rejects.toThrow('was approved more than 10 minutes ago: the approval can no longer be undone.');
    expect((await db.applicant.findUniqueOrThrow({ where: { id } })).status).toBe('approved');

    const rejected = await newIntern();
    await decide('intern', rejected, 'reject', { staff: REVIEWER, reason: 'unreadable scan' });
    await expect(undoApproval('intern', rejected, REVIEWER)).rejects.toThrow('is rejected, not approved: there is no approval to undo.');

    const college = await makeInstitution({ status: 'pending' });
    const stored = await saveDocument(fileBytes('pdf'), `institution-${college.id}`);
    await db.document.create({ data: { kind: 'institution_id_proof', institutionId: college.id, contentType: 'application/pdf', ...stored } });
    await decide('institution', college.id, 'approve', { staff: REVIEWER });
    const student = await newIntern();
    await db.applicant.update({ where: { id: student }, data: { institutionId: college.id } }); // registered with it meanwhile
    await expect(undoApproval('institution', college.id, REVIEWER)).rejects.toThrow('1 person has registered with');
    expect((await db.institution.findUniqueOrThrow({ where: { id: college.id } })).status).toBe('approved');
  });

  it('the history reads in words, with the reason; views are kept apart', async () => {
    const id = await newIntern();
    await db.staffMember.upsert({ where: { email: REVIEWER }, create: { email: REVIEWER, name: 'Rupa Das', role: 'reviewer', createdBy: 'test' }, update: {} });
    await decide('intern', id, 'approve', { staff: REVIEWER });
    await undoApproval('intern', id, REVIEWER);
    await decide('intern', id, 'reject', { staff: 'Script Person', reason: 'The photo is not of the applicant.' });
    await db.staffAction.create({ data: { staff: REVIEWER, action: 'intern.document.read', entityType: 'intern', entityId: id, detail: { document: 'aadhaar' } } });
    const rows = await db.staffAction.findMany({ where: { entityType: 'intern', entityId: id }, orderBy: { id: 'asc' } });
    const { decisions, views } = await historyInWords(rows);
    expect(decisions.map((d) => [d.what, d.by, d.reason ?? null, d.note ?? null])).toEqual([
      ['Approved', 'Rupa Das', null, null],
      ['Approval undone (back to pending)', 'Rupa Das', null, 'The approval mail had not been sent yet and was withdrawn.'],
      ['Rejected', 'Script Person', 'The photo is not of the applicant.', null],
    ]);
    expect(views.map((v) => [v.what, v.by])).toEqual([['Opened the Aadhaar card', 'Rupa Das']]);
  });
});

let n = 0;
async function enrolledAdmin() {
  const added = await addStaff({ name: `Admin ${n}`, email: `admin${Date.now()}${n++}@staff.example.org`, role: 'admin' }, 'test');
  await db.staffMember.update({ where: { id: added.staff.id }, data: { enrolledAt: new Date(), passwordHash: 'x', totpSecret: 'x' } });
  return added.staff;
}

describe('disabled staff and the last admin', () => {
  async function script(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runAdmin([...argv, '--by', 'Test Admin'], [staffGroup], { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { status, out: out.join('\n'), err: err.join('\n') };
  }

  it('staff enable brings a disabled account back through a new enrolment; an active one is refused', async () => {
    const keep = await enrolledAdmin();
    const a = await enrolledAdmin();
    expect((await script('staff', 'disable', String(a.id))).status).toBe(0);
    const back = await script('staff', 'enable', String(a.id));
    expect(back.out).toMatch(new RegExp(`^Enabled Admin \\d+ <${a.email}> again\\. They sign in after a new enrolment; link valid until .+:\\nhttp.+/staff/enrol/[\\w-]{43}$`));
    expect(await db.staffMember.findUniqueOrThrow({ where: { id: a.id }, select: { disabledAt: true, enrolledAt: true, passwordHash: true } })).toEqual({ disabledAt: null, enrolledAt: null, passwordHash: null });
    expect(await db.staffEnrolment.count({ where: { staffId: a.id, usedAt: null } })).toBe(1);
    expect((await script('staff', 'enable', String(keep.id))).err).toBe(`Error: ${ACCOUNT_MESSAGES.notDisabled(keep.email)}`);
    expect((await db.staffAction.findMany({ where: { entityType: 'staff', entityId: a.id }, orderBy: { id: 'asc' } })).map((r) => r.action)).toEqual(['staff.add', 'staff.disable', 'staff.enable']);
  });

  it('two admins disabling each other at the same moment: exactly one succeeds, one admin stays', async () => {
    for (let round = 0; round < 5; round++) {
      // Only these two are active admins: every other admin of the test database is set aside for the round.
      await db.staffMember.updateMany({ where: { role: 'admin', disabledAt: null }, data: { disabledAt: new Date() } });
      const [a, b] = [await enrolledAdmin(), await enrolledAdmin()];
      const results = await Promise.allSettled([disableStaff(a.id, b.email), disableStaff(b.id, a.email)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.message).toMatch(/is the last active admin: add or bring back another admin first, or nobody could manage staff\.$/);
      expect(await db.staffMember.count({ where: { id: { in: [a.id, b.id] }, disabledAt: null } })).toBe(1);
    }
    const last = await db.staffMember.findFirstOrThrow({ where: { role: 'admin', disabledAt: null } });
    await expect(disableStaff(last.id, 'script')).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin(last.email));
  });

  it('console admins changing each other at the same moment: one wins, the other is refused, an admin stays and no link reaches a disabled admin', async () => {
    const asConsole = (s: { id: number; email: string }) => ({ id: s.id, email: s.email });
    for (let round = 0; round < 6; round++) {
      await db.staffMember.updateMany({ where: { role: 'admin', disabledAt: null }, data: { disabledAt: new Date() } });
      const [a, b] = [await enrolledAdmin(), await enrolledAdmin()];
      // A disables B while B resets A.
      const results = await Promise.allSettled([disableStaff(b.id, asConsole(a)), resetStaffTwoFactor(a.id, asConsole(b))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.message).toBe(ACCOUNT_MESSAGES.actorGone);
      expect(await db.staffMember.count({ where: { id: { in: [a.id, b.id] }, disabledAt: null, enrolledAt: { not: null } } })).toBe(1);
      if (results[1].status === 'fulfilled') {
        // B's reset won: A, unenrolled now, could not disable B; B stays active, and the link went to an active admin.
        expect(await db.staffMember.findUniqueOrThrow({ where: { id: b.id }, select: { disabledAt: true } })).toEqual({ disabledAt: null });
      } else {
        // A's disable won: B got no enrolment link for A, and A's password and authenticator are untouched.
        expect(await db.staffEnrolment.count({ where: { staffId: a.id, createdBy: b.email } })).toBe(0);
        expect(await db.staffMember.findUniqueOrThrow({ where: { id: a.id }, select: { enrolledAt: true, passwordHash: true } })).toMatchObject({ passwordHash: 'x' });
      }
      // A disabled or unenrolled console admin changes nothing afterwards either (bring back, reset, disable).
      const loser = results[0].status === 'fulfilled' ? b : a;
      const winner = loser === a ? b : a;
      const third = await enrolledAdmin();
      await db.staffMember.update({ where: { id: third.id }, data: { disabledAt: new Date() } });
      await expect(enableStaff(third.id, asConsole(loser))).rejects.toThrow(ACCOUNT_MESSAGES.actorGone);
      await expect(resetStaffTwoFactor(winner.id, asConsole(loser))).rejects.toThrow(ACCOUNT_MESSAGES.actorGone);
      await expect(disableStaff(winner.id, asConsole(loser))).rejects.toThrow(ACCOUNT_MESSAGES.actorGone);
      expect(await db.staffEnrolment.count({ where: { staffId: third.id, createdBy: loser.email } })).toBe(0);
    }
  });

  it('an admin disabled while adding someone adds nobody: the add waits for the admins\' lock and is refused (review 3, P2-1)', async () => {
    const asConsole = (s: { id: number; email: string }) => ({ id: s.id, email: s.email });
    for (let round = 0; round < 6; round++) {
      await db.staffMember.updateMany({ where: { role: 'admin', disabledAt: null }, data: { disabledAt: new Date() } });
      const [a, b] = [await enrolledAdmin(), await enrolledAdmin()];
      const email = `new${Date.now()}${round}@staff.example.org`;
      // A disables B while B adds an admin (the way back in that B would keep).
      const [disabled, added] = await Promise.allSettled([disableStaff(b.id, asConsole(a)), addStaff({ name: 'New Admin', email, role: 'admin' }, asConsole(b))]);
      expect(disabled.status).toBe('fulfilled');
      const created = await db.staffMember.findUnique({ where: { email } });
      if (added.status === 'rejected') {
        expect(added.reason.message).toBe(ACCOUNT_MESSAGES.actorGone);
        expect(created).toBeNull();
      } else {
        // B's add went first, while B was still an active admin: it stands, recorded as B's (A can disable it).
        expect(created?.createdBy).toBe(b.email);
      }
    }
    const gone = await db.staffMember.findFirstOrThrow({ where: { role: 'admin', disabledAt: { not: null } }, orderBy: { id: 'desc' } });
    await expect(addStaff({ name: 'Late', email: `late${Date.now()}@staff.example.org`, role: 'viewer' }, asConsole(gone))).rejects.toThrow(ACCOUNT_MESSAGES.actorGone);
  });

  it('staff list says an account locked after wrong codes is locked, and that a reset lets them in (review 2, M4)', async () => {
    const locked = await enrolledAdmin();
    await db.staffMember.update({ where: { id: locked.id }, data: { codeLockedAt: new Date('2026-11-20T04:30:00Z') } });
    const listed = (await script('staff', 'list')).out.split('\n').find((line) => line.trimStart().startsWith(`${locked.id} `));
    expect(listed).toMatch(/ admin\s+locked after wrong codes on 20 Nov 2026, 10:00: reset their password and authenticator to let them in\s/);
  });

  it('an admin locked after wrong codes does not count as active: not an actor, and not the one who keeps the last-admin rule', async () => {
    await db.staffMember.updateMany({ where: { role: 'admin', disabledAt: null }, data: { disabledAt: new Date() } });
    const [a, b] = [await enrolledAdmin(), await enrolledAdmin()];
    await db.staffMember.update({ where: { id: b.id }, data: { codeLockedAt: new Date() } });
    // Locked, with a session from before: told so, not "another admin disabled or reset you" (review 3, P3-7).
    await expect(disableStaff(a.id, { id: b.id, email: b.email })).rejects.toThrow(ACCOUNT_MESSAGES.actorLocked);
    await expect(addStaff({ name: 'Late', email: `locked${Date.now()}@staff.example.org`, role: 'viewer' }, { id: b.id, email: b.email })).rejects.toThrow(ACCOUNT_MESSAGES.actorLocked);
    await expect(disableStaff(a.id, 'script')).rejects.toThrow(ACCOUNT_MESSAGES.lastAdmin(a.email));
    expect((await resetStaffTwoFactor(b.id, { id: a.id, email: a.email })).staff.id).toBe(b.id); // the way back in for b
  });
});
