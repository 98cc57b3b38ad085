// The daily digest: once a day (India's calendar), every active reviewer and admin is told what has waited
// more than two days for a review. Checked hourly by the app itself; the outbox's dedupe key
// (`digest:<day>:<staff id>`) makes it one mail per person per day however many times or instances run it.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { queueMail } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/mail/links';
import { staffDigestMail, type Waiting } from '@/lib/mail/messages/staff-digest';

export const DIGEST_WAIT_DAYS = 2;
const DAY_MS = 86_400_000;
const IN_INDIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }); // YYYY-MM-DD
const LONG = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** What has waited longer than the digest's limit at `now`. */
export async function longWaiting(now = new Date()): Promise<Waiting[]> {
  const before = new Date(now.getTime() - DIGEST_WAIT_DAYS * DAY_MS);
  const [institutions, applicants] = await Promise.all([
    db.institution.aggregate({ where: { status: 'pending', submittedAt: { not: null }, createdAt: { lt: before } }, _count: true, _min: { createdAt: true } }),
    db.applicant.groupBy({ by: ['kind'], where: { status: 'pending', createdAt: { lt: before } }, _count: true, _min: { createdAt: true } }),
  ]);
  const of = (k: 'intern' | 'member') => applicants.find((a) => a.kind === k);
  const row = (label: string, count: number, oldest: Date | null | undefined, path: string): Waiting =>
    ({ label, count, oldest: oldest ? LONG.format(oldest) : '', url: siteUrl(path) });
  return [
    row('Institutions', institutions._count, institutions._min.createdAt, '/staff/queue/institutions'),
    row('Interns', of('intern')?._count ?? 0, of('intern')?._min.createdAt, '/staff/queue/interns'),
    row('Members', of('member')?._count ?? 0, of('member')?._min.createdAt, '/staff/queue/members'),
  ];
}

/** Queues today's digest for each active reviewer and admin (nothing when nothing waits); returns how many were new. */
export async function queueDailyDigest(now = new Date()): Promise<number> {
  const waiting = await longWaiting(now);
  if (!waiting.some((w) => w.count)) return 0;
  const day = IN_INDIA.format(now);
  const staff = await db.staffMember.findMany({ where: { role: { in: ['admin', 'reviewer'] }, disabledAt: null, enrolledAt: { not: null } }, select: { id: true, name: true, email: true } });
  let queued = 0;
  await db.$transaction(async (tx) => {
    for (const s of staff) {
      const mail = staffDigestMail({ name: s.name, days: DIGEST_WAIT_DAYS, waiting, consoleUrl: siteUrl('/staff') });
      if (await queueMail(tx, { ...mail, to: s.email, topic: 'staff-digest', dedupeKey: `digest:${day}:${s.id}` })) queued++;
    }
  });
  return queued;
}

const globalForDigest = globalThis as unknown as { digestTimer?: NodeJS.Timeout };

/** Checks every hour (and soon after start-up); the dedupe key keeps it to one mail per person per day. */
export function startDigestSchedule() {
  if (globalForDigest.digestTimer) return;
  const tick = () => queueDailyDigest().catch((e) => console.error('[digest] failed:', e instanceof Error ? e.message : e));
  setTimeout(tick, 60_000).unref();
  globalForDigest.digestTimer = setInterval(tick, 3600_000).unref();
}
