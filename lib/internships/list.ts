// The staff console's and the admin script's view of the road: counts per state (with the derived ones:
// awaiting letter, letter to review, logs to review, overdue, due to complete) as filters, a list under a
// filter, and one internship in full. The derived counts are queries over the stored state, never stored.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db/client';
import { indiaDate } from './dates';
import { internshipOrThrow } from './load';
import { approvedHours, neededHours } from './complete';

export const INTERNSHIP_FILTERS = [
  'offered', 'awaiting_letter', 'letter_to_review', 'active', 'logs_to_review', 'overdue', 'due_to_complete',
  'completed', 'withdrawn', 'ended_early', 'declined',
] as const;
export type InternshipFilter = (typeof INTERNSHIP_FILTERS)[number];
export const isInternshipFilter = (v: unknown): v is InternshipFilter => (INTERNSHIP_FILTERS as readonly unknown[]).includes(v);

/**
 * Each filter as SQL over `i` (internships). Overdue: the letter deadline passed with no letter in hand (the
 * next sweep withdraws it), or two missed weeks flagged and nothing logged since. Due to complete: under way and
 * its last day (start + weeks x 7 - 1) before today in India.
 */
function filterSql(filter: InternshipFilter, now: Date): Prisma.Sql {
  const today = indiaDate(now);
  const letterInHand = Prisma.sql`EXISTS (SELECT 1 FROM internship_letters l WHERE l.internship_id = i.id AND l.status IN ('submitted', 'accepted'))`;
  switch (filter) {
    case 'awaiting_letter': return Prisma.sql`i.state = 'accepted' AND NOT ${letterInHand}`;
    case 'letter_to_review': return Prisma.sql`i.state = 'accepted' AND EXISTS (SELECT 1 FROM internship_letters l WHERE l.internship_id = i.id AND l.status = 'submitted')`;
    case 'logs_to_review': return Prisma.sql`i.state = 'active' AND EXISTS (SELECT 1 FROM internship_logs g WHERE g.internship_id = i.id AND g.status = 'submitted')`;
    case 'overdue': return Prisma.sql`(
      (i.state IN ('offered', 'accepted') AND i.letter_deadline < ${now} AND NOT ${letterInHand})
      OR (i.state = 'active' AND i.missed_weeks_flagged_for IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM internship_logs g WHERE g.internship_id = i.id AND g.week_start >= i.missed_weeks_flagged_for - 7)))`;
    case 'due_to_complete': return Prisma.sql`i.state = 'active' AND i.start_date + i.weeks * 7 - 1 < ${today}::date`;
    default: return Prisma.sql`i.state = ${filter}::"InternshipState"`;
  }
}

/** Only the internships `supervisorEmail` supervises (a reviewer's own interns), when given. */
const supervisedBy = (email?: string) => (email
  ? Prisma.sql`AND i.supervisor_id = (SELECT id FROM staff_members WHERE lower(email) = lower(${email}))`
  : Prisma.empty);

export type InternshipRow = {
  id: number; applicantId: number; applicationId: string | null; name: string; title: string; state: string;
  startDate: Date; weeks: number; minHoursPerWeek: number; letterDeadline: Date; supervisor: string | null;
  approvedHours: number; logsToReview: number; certificateNumber: string | null;
};

export async function listInternships(options: { filter?: InternshipFilter; supervisorEmail?: string; now?: Date; limit?: number } = {}) {
  const now = options.now ?? new Date();
  const counts = Object.fromEntries(await Promise.all(INTERNSHIP_FILTERS.map(async (f) => {
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM internships i WHERE ${filterSql(f, now)} ${supervisedBy(options.supervisorEmail)}`;
    return [f, row.n] as const;
  }))) as Record<InternshipFilter, number>;
  const where = options.filter ? filterSql(options.filter, now) : Prisma.sql`TRUE`;
  const rows = await db.$queryRaw<InternshipRow[]>`
    SELECT i.id, i.applicant_id AS "applicantId", a.application_id AS "applicationId", a.name, i.title, i.state::text AS state,
           i.start_date AS "startDate", i.weeks, i.min_hours_per_week AS "minHoursPerWeek", i.letter_deadline AS "letterDeadline",
           s.email AS supervisor,
           (SELECT c.number FROM certificates c WHERE c.kind = 'internship_completion' AND c.subject_id = i.id AND c.replaced_by_id IS NULL) AS "certificateNumber",
           COALESCE((SELECT sum(g.hours) FROM internship_logs g WHERE g.internship_id = i.id AND g.status = 'approved'), 0)::int AS "approvedHours",
           (SELECT count(*) FROM internship_logs g WHERE g.internship_id = i.id AND g.status = 'submitted')::int AS "logsToReview"
    FROM internships i JOIN applicants a ON a.id = i.applicant_id LEFT JOIN staff_members s ON s.id = i.supervisor_id
    WHERE ${where} ${supervisedBy(options.supervisorEmail)}
    ORDER BY i.offered_at DESC, i.id DESC LIMIT ${options.limit ?? 200}`;
  return { counts, rows };
}

/** One internship in full: the intern, the letters, the logs and the history (audit trail, oldest first). */
export async function showInternship(internshipId: number) {
  const i = await internshipOrThrow(internshipId);
  const [details, hours, history] = await Promise.all([
    db.internship.findUniqueOrThrow({
      where: { id: internshipId },
      include: {
        applicant: { select: { id: true, applicationId: true, name: true, email: true, mobileNo: true, language: true, institution: { select: { name: true } } } },
        supervisor: { select: { id: true, name: true, email: true } },
        letters: { orderBy: { id: 'asc' }, include: { document: { select: { id: true, contentType: true, sizeBytes: true } } } },
        logs: { orderBy: { weekStart: 'asc' } },
      },
    }),
    approvedHours(db, internshipId),
    db.staffAction.findMany({ where: { entityType: 'internship', entityId: internshipId }, orderBy: { id: 'asc' }, select: { at: true, staff: true, action: true, detail: true } }),
  ]);
  return { ...details, approvedHours: hours, neededHours: neededHours(i), history };
}
