// GET /api/ready: readiness for a load balancer or compose (lib/http/readiness.ts): 200 when the database
// and the document store answer, 503 otherwise. Publicly only {"status"}; the checks and the mail backlog
// for the holder of METRICS_TOKEN (Authorization: Bearer).
import { readiness, readinessDetails } from '@/lib/http/readiness';
import { metricsAccess } from '@/lib/platform/metrics-token';
import { RETRY_AFTER_SECONDS } from '@/lib/platform/db/unavailable';

export const dynamic = 'force-dynamic';

export async function GET(req: Request) {
  // An anonymous probe never reads the mail queue: nothing about it can move with a form's secret.
  const granted = metricsAccess(req) === 'granted';
  const { status, body, checks } = granted ? await readinessDetails() : await readiness();
  return Response.json(granted ? { ...body, checks } : body, {
    status, headers: { 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}) },
  });
}
