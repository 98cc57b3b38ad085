// The dashboard's figures: what waits, registrations per day over 90 days by kind, pending registrations
// by district, and mail that failed to send. Counted in SQL (a few grouped queries), not in JavaScript.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { INBOX_KINDS, inboxCounts } from './inbox';

export const CHART_DAYS = 90;
export type SeriesKind = 'institution' | 'intern' | 'member';

/** One row per day (India's calendar), oldest first, with a count per kind; days without any are zero. */
export async function registrationsPerDay(now = new Date()) {
  const rows = await db.$queryRaw<{ day: string; kind: SeriesKind; n: number }[]>`
    WITH made AS (
      SELECT kind::text AS kind, created_at FROM applicants WHERE created_at >= ${new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000)}
      UNION ALL
      SELECT 'institution', created_at FROM institutions WHERE submitted_at IS NOT NULL AND created_at >= ${new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000)}
    )
    SELECT to_char((created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, kind, count(*)::int AS n
    FROM made GROUP BY 1, 2`;
  const byDay = new Map(rows.map((r) => [`${r.day}/${r.kind}`, r.n]));
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }); // YYYY-MM-DD
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = fmt.format(new Date(now.getTime() - (CHART_DAYS - 1 - i) * 86_400_000));
    return { day, institution: byDay.get(`${day}/institution`) ?? 0, intern: byDay.get(`${day}/intern`) ?? 0, member: byDay.get(`${day}/member`) ?? 0 };
  });
}

export async function waitingCounts() {
  const [institutions, applicants, inbox] = await Promise.all([
    db.institution.count({ where: { status: 'pending', submittedAt: { not: null } } }),
    db.applicant.groupBy({ by: ['kind'], where: { status: 'pending' }, _count: true }),
    inboxCounts('new'),
  ]);
  const of = (k: 'intern' | 'member') => applicants.find((a) => a.kind === k)?._count ?? 0;
  return { institution: institutions, intern: of('intern'), member: of('member'), inbox: INBOX_KINDS.map((k) => ({ kind: k, n: inbox[k] })) };
}

/** Pending registrations per district and kind: one grouped scan of the pending rows, not a count per district. */
export async function pendingByDistrict() {
  const [rows, districts] = await Promise.all([
    db.$queryRaw<{ district_id: number; kind: SeriesKind; n: number }[]>`
      SELECT district_id, kind::text AS kind, count(*)::int AS n FROM applicants WHERE is_verified = 'pending' GROUP BY 1, 2
      UNION ALL
      SELECT district_id, 'institution', count(*)::int FROM institutions WHERE is_verified = 'pending' AND submitted_at IS NOT NULL GROUP BY 1`,
    db.district.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  const count = (id: number, kind: SeriesKind) => rows.find((r) => r.district_id === id && r.kind === kind)?.n ?? 0;
  return districts.map((d) => ({ district: d.name, institution: count(d.id, 'institution'), intern: count(d.id, 'intern'), member: count(d.id, 'member') }));
}

/** Mail that has not gone out after at least one failed attempt, newest first. */
export function failedMail() {
  return db.mailOutbox.findMany({
    where: { sentAt: null, lastError: { not: null } },
    select: { id: true, topic: true, toAddress: true, subject: true, attempts: true, lastError: true, createdAt: true },
    orderBy: { id: 'desc' }, take: 20,
  });
}
