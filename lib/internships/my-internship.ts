// The signed-in intern's internship as the wire carries it (GET /api/v1/my-internship, and the profile page):
// where they stand, the one thing to do next with its deadline, and the weeks they may log. snake_case, like
// the rest of the API.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { dateColumn, indiaDate, internshipCalendar, mondayOf, mondaysBetween } from './dates';
import { INTERNSHIP_MESSAGES as M } from './rules';
import { currentInternship } from './load';
import { neededHours } from './complete';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';

/** The one thing the intern does (or waits for) next. */
export type NextStep =
  | 'answer_offer' | 'upload_letter' | 'wait_letter_review' | 'log_week' | 'wait_log_review' | 'wait_completion' | 'download_certificate' | 'none';

export type MyInternship = {
  id: number;
  state: 'offered' | 'accepted' | 'active' | 'completed' | 'declined' | 'withdrawn' | 'ended_early';
  title: string;
  start_date: string;
  end_date: string;
  weeks: number;
  min_hours_per_week: number;
  needed_hours: number;
  approved_hours: number;
  offered_at: string;
  /** The letter deadline while a letter is still expected (ISO instant; 23:59 IST). */
  deadline?: string;
  next: { step: NextStep; deadline?: string; week_start?: string };
  letter: { status: 'submitted' | 'accepted' | 'returned'; return_reason: string | null; submitted_at: string } | null;
  logs: { week_start: string; hours: number; summary: string; status: 'submitted' | 'approved' | 'returned'; note: string | null }[];
  /** Mondays the intern may log now: not logged yet or returned, from the first week to this one. */
  loggable_weeks: string[];
  decline_reason?: string | null;
  end_reason?: string | null;
  /** `revoked`: staff revoked it (no reissue yet); the profile says so instead of offering the files. */
  certificate?: { number: string; verify_url: string; revoked: boolean };
};

export async function myInternship(applicantId: number, now = new Date()): Promise<MyInternship> {
  const i = await currentInternship(applicantId);
  if (!i) throw notFound(M.noInternship);
  const [letter, logs, certificate] = await Promise.all([
    db.internshipLetter.findFirst({ where: { internshipId: i.id }, orderBy: { id: 'desc' } }),
    db.internshipLog.findMany({ where: { internshipId: i.id }, orderBy: { weekStart: 'asc' } }),
    // The current certificate: a corrected reissue has a new number (the internship row keeps the first).
    db.certificate.findFirst({ where: { kind: 'internship_completion', subjectId: i.id, replacedById: null }, select: { id: true, number: true, revokedAt: true } }),
  ]);
  const calendar = internshipCalendar(dateColumn(i.startDate), i.weeks);
  const thisMonday = mondayOf(indiaDate(now));
  const logged = new Map(logs.map((l) => [dateColumn(l.weekStart), l.status]));
  const loggable = i.state === 'active'
    ? mondaysBetween(calendar.firstMonday, [thisMonday, calendar.lastMonday].sort()[0]).filter((m) => !logged.has(m) || logged.get(m) === 'returned')
    : [];
  const approved = logs.filter((l) => l.status === 'approved').reduce((s, l) => s + l.hours, 0);
  const letterExpected = i.state === 'offered' || i.state === 'accepted';
  const next = ((): MyInternship['next'] => {
    const deadline = i.letterDeadline.toISOString();
    switch (i.state) {
      case 'offered': return { step: 'answer_offer', deadline };
      case 'accepted': return letter?.status === 'submitted' ? { step: 'wait_letter_review' } : { step: 'upload_letter', deadline };
      case 'active':
        if (loggable.length) return { step: 'log_week', week_start: loggable[0] };
        if (logs.some((l) => l.status === 'submitted')) return { step: 'wait_log_review' };
        return { step: 'wait_completion' };
      case 'completed': return certificate ? { step: 'download_certificate' } : { step: 'none' };
      default: return { step: 'none' };
    }
  })();
  return {
    id: i.id,
    state: i.state,
    title: i.title,
    start_date: dateColumn(i.startDate),
    end_date: calendar.lastDay,
    weeks: i.weeks,
    min_hours_per_week: i.minHoursPerWeek,
    needed_hours: neededHours(i),
    approved_hours: approved,
    offered_at: i.offeredAt.toISOString(),
    ...(letterExpected ? { deadline: i.letterDeadline.toISOString() } : {}),
    next,
    letter: letter ? { status: letter.status, return_reason: letter.returnReason, submitted_at: letter.submittedAt.toISOString() } : null,
    logs: logs.map((l) => ({ week_start: dateColumn(l.weekStart), hours: l.hours, summary: l.summary, status: l.status, note: l.note })),
    loggable_weeks: loggable,
    ...(i.state === 'declined' ? { decline_reason: i.declineReason } : {}),
    ...(i.state === 'ended_early' ? { end_reason: i.endReason } : {}),
    ...(certificate ? { certificate: { number: certificate.number, verify_url: certificateVerifyUrl(certificate.id), revoked: certificate.revokedAt !== null } } : {}),
  };
}
