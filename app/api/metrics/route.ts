// GET /api/metrics: Prometheus metrics (lib/platform/metrics.ts) for whoever holds METRICS_TOKEN, sent as
// "Authorization: Bearer <token>". Without METRICS_TOKEN the endpoint does not exist (404): no operator chose to
// expose it. The mail queue's gauges are read from the database at scrape time.
import { timingSafeEqual, createHash } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { db } from '@/lib/platform/db/client';
import { gaugeOnScrape, metrics } from '@/lib/platform/metrics';

export const dynamic = 'force-dynamic';

const digest = (s: string) => createHash('sha256').update(s).digest();

function mailGauges() {
  const unsent = async (where: string) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL ${where}`))[0].n);
  gaugeOnScrape('mail_outbox_unsent', 'Messages waiting in the outbox', () => unsent(''));
  gaugeOnScrape('mail_outbox_failing', 'Unsent messages whose last attempt failed', () => unsent('AND last_error IS NOT NULL'));
  gaugeOnScrape('mail_outbox_oldest_unsent_seconds', 'Age of the oldest unsent message', async () => {
    const [row] = await db.$queryRaw<{ oldest: Date | null }[]>`SELECT min(created_at) AS oldest FROM mail_outbox WHERE sent_at IS NULL`;
    return row.oldest ? (Date.now() - row.oldest.getTime()) / 1000 : 0;
  });
}

export async function GET(req: Request) {
  const token = env.METRICS_TOKEN;
  if (!token) return new Response('Not found', { status: 404 });
  const sent = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  // Compared as digests, in constant time: the answer's timing says nothing about the token.
  if (!timingSafeEqual(digest(sent), digest(token))) {
    return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  mailGauges();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
