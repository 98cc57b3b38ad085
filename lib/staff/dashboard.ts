// The dashboard's figures: what waits, registrations per day over 90 days by kind, pending registrations
// by district, and mail that failed to send. Counted in SQL (a few grouped queries), not in JavaScript; under
// 200 ms at 100,000 registrations (bench/staff-console.ts), so no cache: the figures are those of the moment.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { INBOX_KINDS, inboxCounts } from './inbox';

export const CHART_DAYS = 90;
export type SeriesKind = 'institution' | 'intern' | 'member';

// India keeps +05:30 all year (no daylight saving since 1945), so India's calendar day of a moment is a
// whole division of its epoch seconds: cheap enough for 100,000 rows, where converting each one with
// AT TIME ZONE 'Asia/Kolkata' (a zone lookup per row) cost four times as much.
const INDIA_OFFSET_SECONDS = 5.5 * 3600;
const indiaDay = (at: Date) => Math.floor((at.getTime() / 1000 + INDIA_OFFSET_SECONDS) / 86_400);
const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** One row per day (India's calendar), oldest first, with a count per kind; days without any are zero. */
export async function registrationsPerDay(now = new Date()) {
  const first = indiaDay(now) - (CHART_DAYS - 1);
  const since = new Date((first * 86_400 - INDIA_OFFSET_SECONDS) * 1000); // midnight in India, first day
  // The applicants' part reads only (kind, created_at) from the (kind, status, created_at, id) index.
  const rows = await db.$queryRaw<{ day: number; kind: SeriesKind; n: number }[]>`
    WITH made AS (
      SELECT kind::text AS kind, created_at FROM applicants WHERE created_at >= ${since}
      UNION ALL
      SELECT 'institution', created_at FROM institutions WHERE submitted_at IS NOT NULL AND created_at >= ${since}
    )
    SELECT ((extract(epoch FROM created_at)::bigint + ${INDIA_OFFSET_SECONDS}) / 86400)::int AS day, kind, count(*)::int AS n
    FROM made GROUP BY 1, 2`;
  const byDay = new Map(rows.map((r) => [`${r.day}/${r.kind}`, r.n]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = first + i;
    return { day: dayText(day), institution: byDay.get(`${day}/institution`) ?? 0, intern: byDay.get(`${day}/intern`) ?? 0, member: byDay.get(`${day}/member`) ?? 0 };
  });
}

/**
 * Pending registrations per district and kind, and their totals per kind ("what waits"): one grouped pass over
 * the pending rows, which a partial index holds apart (migration staff_dashboard_indexes), not a count per district.
 */
export async function pendingRegistrations() {
  const [rows, districts] = await Promise.all([
    db.$queryRaw<{ district_id: number; kind: SeriesKind; n: number }[]>`
      SELECT district_id, kind::text AS kind, count(*)::int AS n FROM applicants WHERE status = 'pending' GROUP BY 1, 2
      UNION ALL
      SELECT district_id, 'institution', count(*)::int FROM institutions WHERE status = 'pending' AND submitted_at IS NOT NULL GROUP BY 1`,
    db.district.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  const count = (id: number, kind: SeriesKind) => rows.find((r) => r.district_id === id && r.kind === kind)?.n ?? 0;
  const total = (kind: SeriesKind) => rows.reduce((sum, r) => sum + (r.kind === kind ? r.n : 0), 0);
  return {
    total: { institution: total('institution'), intern: total('intern'), member: total('member') },
    byDistrict: districts.map((d) => ({ district: d.name, institution: count(d.id, 'institution'), intern: count(d.id, 'intern'), member: count(d.id, 'member') })),
  };
}

/** New items in each inbox. */
export async function newInInbox() {
  const inbox = await inboxCounts('new');
  return INBOX_KINDS.map((k) => ({ kind: k, n: inbox[k] }));
}

/** Mail that has not gone out after at least one failed attempt, newest first. */
export async function failedMail() {
  const rows = await db.mailOutbox.findMany({
    where: { sentAt: null, lastError: { not: null } },
    select: { id: true, topic: true, toAddress: true, subject: true, dedupeKey: true, attempts: true, lastError: true, createdAt: true },
    orderBy: { id: 'desc' }, take: 20,
  });
  // A mail queued without its words (an event's ticket, lib/mail/transport-types.ts MailWriter) that failed before
  // they were written has no subject yet: named by what it is instead of an empty line.
  return rows.map(({ dedupeKey, ...m }) => ({ ...m, subject: m.subject || `Not written yet (written when sent): ${dedupeKey}` }));
}
