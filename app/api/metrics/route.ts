// GET /api/metrics: Prometheus metrics (lib/platform/metrics.ts) for whoever holds METRICS_TOKEN, sent as
// "Authorization: Bearer <token>". Without METRICS_TOKEN the endpoint does not exist (404): no operator chose to
// expose it. The mail queue's gauges are read from the database at scrape time (lib/mail/backlog.ts).
import { metricsAccess } from '@/lib/platform/metrics-token';
import { mailBacklog } from '@/lib/mail/backlog';
import { gaugeOnScrape, metrics } from '@/lib/platform/metrics';

export const dynamic = 'force-dynamic';

function mailGauges() {
  gaugeOnScrape('mail_outbox_unsent', 'Messages waiting in the outbox', async () => (await mailBacklog()).unsent);
  gaugeOnScrape('mail_outbox_failing', 'Unsent messages whose last attempt failed', async () => (await mailBacklog()).failing);
  gaugeOnScrape('mail_outbox_oldest_unsent_seconds', 'Age of the oldest unsent message', async () => (await mailBacklog()).oldestUnsentSeconds);
}

export async function GET(req: Request) {
  const access = metricsAccess(req);
  if (access === 'none') return new Response('Not found', { status: 404 });
  if (access === 'refused') return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  mailGauges();
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
