// What staff do on the road, for the console and the admin script alike (both pass the acting staff member's
// email): check the approval letter and the weekly logs, extend, end early. Like lib/review/decide.ts, each step
// is a conditional write in one transaction with its audit row and the intern's mail, so two staff members cannot
// both decide, and a step that matched nothing says why.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db/client';
import { conflict, forbidden, invalid } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { requireReason } from '@/lib/review/decide';
import { addDays, endOfIndiaDay, indiaDate, isMonday, toDateColumn } from './dates';
import { INTERNSHIP_MESSAGES as M, INTERNSHIP_RULES as R } from './rules';
import { internshipOrThrow, LIVE_STATES, mailInternOf } from './load';
import { mailIntern } from './mails';

/** Who acts: the staff member's email; `admin` may check any intern's logs, others only their own interns'. */
export type StaffActor = { staff: string; admin: boolean };

export async function reviewLetter(internshipId: number, decision: 'accept' | 'return', by: { staff: string; reason?: string }, now = new Date()) {
  const reason = decision === 'return' ? requireReason(by.reason, M.reasonRequired) : undefined;
  const i = await internshipOrThrow(internshipId);
  return db.$transaction(async (tx) => {
    const letter = await tx.internshipLetter.findFirst({ where: { internshipId, status: 'submitted' }, orderBy: { id: 'desc' }, select: { id: true } });
    if (!letter) throw conflict(M.noLetterToReview, 'nothing_to_review');
    const reviewed = await tx.internshipLetter.updateMany({
      where: { id: letter.id, status: 'submitted' },
      data: { status: decision === 'accept' ? 'accepted' : 'returned', returnReason: reason ?? null, reviewedBy: by.staff, reviewedAt: now },
    });
    if (!reviewed.count) throw conflict(M.noLetterToReview, 'nothing_to_review');
    if (decision === 'accept') {
      const started = await tx.internship.updateMany({ where: { id: internshipId, state: 'accepted' }, data: { state: 'active', activatedAt: now } });
      if (started.count !== 1) throw conflict(M.noLetterToReview, 'nothing_to_review');
    } else {
      await mailIntern(tx, internshipId, mailInternOf(i), { event: 'letter-returned', title: i.title, reason: reason!, deadline: i.letterDeadline, letterId: letter.id });
    }
    await audit(tx, { staff: by.staff, action: `internship.letter_${decision}`, entityType: 'internship', entityId: internshipId, detail: { letterId: letter.id, reason: reason ?? null } });
    return { letterId: letter.id, state: decision === 'accept' ? 'active' as const : i.state };
  });
}

/**
 * Locks the internship row for the transaction; true when it is under way (only then are logs checked): a log checked after the
 * internship completed or ended would change nothing the certificate says (or mail a note that cannot be acted
 * on), and the lock orders a review against a completion (./complete.ts takes the same lock before it sums the
 * approved hours), so a certificate never states hours of a log returned at the same moment.
 */
async function lockedActive(tx: Prisma.TransactionClient, internshipId: number): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ state: string }[]>`SELECT state::text FROM internships WHERE id = ${internshipId} FOR UPDATE`;
  return row?.state === 'active';
}

/** A reviewer who is not an admin checks only the logs of interns they supervise. */
async function assertMayReviewLogs(i: { supervisorId: number | null }, by: StaffActor) {
  if (by.admin) return;
  const supervisor = i.supervisorId === null ? null : await db.staffMember.findUnique({ where: { id: i.supervisorId }, select: { email: true } });
  if (supervisor?.email.toLowerCase() !== by.staff.toLowerCase()) throw forbidden(M.notYourIntern, 'not_supervisor');
}

/** Approves or returns (with a note the intern reads) the log of the week starting `weekStart`. */
export async function reviewLog(internshipId: number, weekStart: string, decision: 'approve' | 'return', by: StaffActor & { note?: string }, now = new Date()) {
  if (!isMonday(weekStart)) throw invalid(M.weekNotMonday, { week_start: M.weekNotMonday }, 'week_not_allowed');
  const note = decision === 'return' ? requireReason(by.note, M.noteRequired) : by.note?.trim() || null;
  const i = await internshipOrThrow(internshipId);
  await assertMayReviewLogs(i, by);
  const week = toDateColumn(weekStart);
  return db.$transaction(async (tx) => {
    if (!(await lockedActive(tx, internshipId))) throw conflict(M.logsClosed, 'internship_not_active');
    const { count } = await tx.internshipLog.updateMany({
      where: { internshipId, weekStart: week, status: 'submitted' },
      data: { status: decision === 'approve' ? 'approved' : 'returned', note, reviewedBy: by.staff, reviewedAt: now },
    });
    if (count !== 1) throw conflict(M.noLogToReview, 'nothing_to_review');
    const log = await tx.internshipLog.findUniqueOrThrow({ where: { internshipId_weekStart: { internshipId, weekStart: week } }, select: { id: true, hours: true } });
    if (decision === 'return') await mailIntern(tx, internshipId, mailInternOf(i), { event: 'log-returned', title: i.title, weekStart: week, note: note!, logId: log.id, at: now });
    await audit(tx, { staff: by.staff, action: `internship.log_${decision}`, entityType: 'internship', entityId: internshipId, detail: { week: weekStart, hours: log.hours, note } });
    return { logId: log.id };
  });
}

/**
 * Approves many waiting logs at once (the console's bulk action): each log the actor may check and that is still
 * waiting is approved, with its own audit row; the others are counted as skipped, never half-done.
 */
export async function approveLogs(logIds: number[], by: StaffActor, now = new Date()) {
  const logs = await db.internshipLog.findMany({ where: { id: { in: logIds } }, select: { id: true, weekStart: true, hours: true, internship: { select: { id: true, supervisor: { select: { email: true } } } } } });
  const allowed = logs.filter((l) => by.admin || l.internship.supervisor?.email.toLowerCase() === by.staff.toLowerCase());
  let approved = 0;
  await db.$transaction(async (tx) => {
    for (const l of allowed) {
      if (!(await lockedActive(tx, l.internship.id))) continue;
      const { count } = await tx.internshipLog.updateMany({ where: { id: l.id, status: 'submitted' }, data: { status: 'approved', reviewedBy: by.staff, reviewedAt: now } });
      if (count !== 1) continue;
      approved++;
      await audit(tx, { staff: by.staff, action: 'internship.log_approve', entityType: 'internship', entityId: l.internship.id, detail: { week: l.weekStart.toISOString().slice(0, 10), hours: l.hours, bulk: true } });
    }
  });
  return { approved, skipped: logIds.length - approved };
}

/**
 * Gives more time: `weeks` more weeks of internship (up to 52 in all), or `letterDays` more days for the approval
 * letter, counted from the later of today and the present deadline (a new reminder goes two days before it).
 */
export async function extend(internshipId: number, by: { staff: string; weeks?: number; letterDays?: number }, now = new Date()) {
  const i = await internshipOrThrow(internshipId);
  if (!(LIVE_STATES as readonly string[]).includes(i.state)) throw conflict(M.notExtendable, 'internship_not_active');
  const { weeks, letterDays } = by;
  if ((weeks === undefined) === (letterDays === undefined)) throw invalid('Extend either the weeks or the letter deadline.');
  if (weeks !== undefined && (!Number.isInteger(weeks) || weeks < 1 || i.weeks + weeks > R.maxExtendedWeeks)) {
    throw invalid(`Add 1 to ${R.maxExtendedWeeks - i.weeks} weeks (an internship lasts at most ${R.maxExtendedWeeks} weeks).`, { weeks: 'out of range' });
  }
  if (letterDays !== undefined && (!Number.isInteger(letterDays) || letterDays < 1 || letterDays > 60)) throw invalid('Add 1 to 60 days to the letter deadline.', { letter_days: 'out of range' });
  if (letterDays !== undefined && i.state === 'active') throw conflict(M.letterAlreadyAccepted, 'letter_not_expected');
  return db.$transaction(async (tx) => {
    const data: { weeks?: number; letterDeadline?: Date; letterReminderAt?: null } = weeks !== undefined
      ? { weeks: i.weeks + weeks }
      : { letterDeadline: endOfIndiaDay(addDays([indiaDate(now), indiaDate(i.letterDeadline)].sort()[1], letterDays!)), letterReminderAt: null };
    const { count } = await tx.internship.updateMany({ where: { id: internshipId, state: i.state, weeks: i.weeks, letterDeadline: i.letterDeadline }, data });
    if (count !== 1) throw conflict('This internship changed meanwhile; look again and retry.', 'conflict');
    await audit(tx, { staff: by.staff, action: 'internship.extend', entityType: 'internship', entityId: internshipId, detail: { weeks: weeks ?? null, letterDays: letterDays ?? null, totalWeeks: data.weeks ?? i.weeks, letterDeadline: (data.letterDeadline ?? i.letterDeadline).toISOString() } });
    return data;
  });
}

/** Ends a live internship early (repeated absence, or an offer taken back), with a reason the intern reads. */
export async function end(internshipId: number, by: { staff: string; reason?: string }, now = new Date()) {
  const reason = requireReason(by.reason, M.reasonRequired);
  const i = await internshipOrThrow(internshipId);
  await db.$transaction(async (tx) => {
    const { count } = await tx.internship.updateMany({ where: { id: internshipId, state: { in: [...LIVE_STATES] } }, data: { state: 'ended_early', endedAt: now, endReason: reason, endedBy: by.staff } });
    if (count !== 1) throw conflict(M.notEndable, 'internship_not_active');
    await audit(tx, { staff: by.staff, action: 'internship.end', entityType: 'internship', entityId: internshipId, detail: { reason, from: i.state } });
    await mailIntern(tx, internshipId, mailInternOf(i), { event: 'ended', title: i.title, reason });
  });
  return { state: 'ended_early' as const };
}
