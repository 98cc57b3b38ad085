// The daily sweep (the worker runs it at 09:00 IST; `internships sweep --now` runs it as of any instant): the
// letter reminder two days before the deadline, the withdrawal after it, the reminder and staff flag after two
// weeks in a row without a log, and the completions. Each event is a conditional write of its marker or state,
// with its mail in the same transaction under the event's dedupe key, so two sweeps at once (two instances, or a
// sweep and a retry) send one mail per event, and a sweep that stops half-way is simply run again.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { ConflictError } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { addDays, dateColumn, indiaDate, internshipCalendar, mondayOf, toDateColumn } from './dates';
import { INTERNSHIP_RULES as R } from './rules';
import { mailInternOf } from './load';
import { mailIntern } from './mails';
import { completeInTx, neededHours } from './complete';

export const SWEEP_ACTOR = 'sweep';

const WAITING_FOR_LETTER = ['offered', 'accepted'] as const;
const INTERN = { applicant: { select: { name: true, email: true, language: true } } } as const;
/** No letter that staff accepted or still have to check. */
const noLetterInHand = { letters: { none: { status: { in: ['submitted' as const, 'accepted' as const] } } } };

export type SweepResult = { reminded: number; withdrawn: number; flagged: number; completed: number };

export async function sweep(now = new Date()): Promise<SweepResult> {
  return {
    reminded: await remindLetters(now),
    withdrawn: await withdrawLate(now),
    flagged: await flagMissedWeeks(now),
    completed: await completeDue(now),
  };
}

async function remindLetters(now: Date) {
  const due = await db.internship.findMany({
    where: { state: { in: [...WAITING_FOR_LETTER] }, letterReminderAt: null, letterDeadline: { gte: now }, ...noLetterInHand },
    include: INTERN,
  });
  let sent = 0;
  for (const i of due.filter((d) => indiaDate(now) >= addDays(indiaDate(d.letterDeadline), -R.reminderDaysBefore))) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.internship.updateMany({ where: { id: i.id, letterReminderAt: null, letterDeadline: i.letterDeadline }, data: { letterReminderAt: now } });
      if (count !== 1) return;
      await mailIntern(tx, i.id, mailInternOf(i), { event: 'letter-reminder', title: i.title, deadline: i.letterDeadline });
      sent++;
    });
  }
  return sent;
}

async function withdrawLate(now: Date) {
  const late = await db.internship.findMany({ where: { state: { in: [...WAITING_FOR_LETTER] }, letterDeadline: { lt: now }, ...noLetterInHand }, include: INTERN });
  let withdrawn = 0;
  for (const i of late) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.internship.updateMany({ where: { id: i.id, state: { in: [...WAITING_FOR_LETTER] }, letterDeadline: { lt: now }, ...noLetterInHand }, data: { state: 'withdrawn', withdrawnAt: now } });
      if (count !== 1) return;
      await audit(tx, { staff: SWEEP_ACTOR, action: 'internship.withdraw', entityType: 'internship', entityId: i.id, detail: { deadline: i.letterDeadline.toISOString(), from: i.state } });
      await mailIntern(tx, i.id, mailInternOf(i), { event: 'withdrawn', title: i.title });
      withdrawn++;
    });
  }
  return withdrawn;
}

/**
 * Two full weeks in a row (Monday to Sunday, IST, both ended) without any log, counted from the week the
 * internship began or the letter was accepted, whichever is later: one reminder and one flag per such pair
 * (the flag names its second week; the next pair starts after it).
 */
async function flagMissedWeeks(now: Date) {
  const lastEnded = addDays(mondayOf(indiaDate(now)), -7);
  const pairStart = addDays(lastEnded, -7 * (R.missedWeeksToFlag - 1));
  const active = await db.internship.findMany({
    where: { state: 'active', OR: [{ missedWeeksFlaggedFor: null }, { missedWeeksFlaggedFor: { lt: toDateColumn(pairStart) } }] },
    include: { ...INTERN, logs: { where: { weekStart: { gte: toDateColumn(pairStart), lte: toDateColumn(lastEnded) } }, select: { id: true } } },
  });
  let flagged = 0;
  for (const i of active) {
    const calendar = internshipCalendar(dateColumn(i.startDate), i.weeks);
    const from = [calendar.firstMonday, mondayOf(indiaDate(i.activatedAt ?? now))].sort()[1];
    if (i.logs.length > 0 || pairStart < from || lastEnded > calendar.lastMonday) continue;
    await db.$transaction(async (tx) => {
      const { count } = await tx.internship.updateMany({
        where: { id: i.id, state: 'active', OR: [{ missedWeeksFlaggedFor: null }, { missedWeeksFlaggedFor: { lt: toDateColumn(pairStart) } }] },
        data: { missedWeeksFlaggedFor: toDateColumn(lastEnded), missedWeeksFlaggedAt: now },
      });
      if (count !== 1) return;
      await audit(tx, { staff: SWEEP_ACTOR, action: 'internship.missed_weeks', entityType: 'internship', entityId: i.id, detail: { from: pairStart, to: lastEnded } });
      await mailIntern(tx, i.id, mailInternOf(i), { event: 'missed-weeks', title: i.title, since: toDateColumn(pairStart) });
      flagged++;
    });
  }
  return flagged;
}

/** Internships whose last day has passed (IST) and whose approved hours suffice. */
async function completeDue(now: Date) {
  const today = indiaDate(now);
  const active = await db.internship.findMany({ where: { state: 'active' }, select: { id: true, startDate: true, weeks: true, minHoursPerWeek: true, logs: { where: { status: 'approved' }, select: { hours: true } } } });
  const due = active.filter((i) => internshipCalendar(dateColumn(i.startDate), i.weeks).lastDay < today && i.logs.reduce((s, l) => s + l.hours, 0) >= neededHours(i));
  let completed = 0;
  for (const i of due) {
    try {
      if (await db.$transaction((tx) => completeInTx(tx, i.id, SWEEP_ACTOR, now))) completed++;
    } catch (e) {
      if (!(e instanceof ConflictError)) throw e; // hours changed meanwhile (a log returned): not due after all
    }
  }
  return completed;
}
