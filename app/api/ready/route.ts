// GET /api/ready: readiness for a load balancer or compose (lib/http/readiness.ts): 200 when the database
// and the document store answer, 503 otherwise; JSON without secrets.
import { readiness } from '@/lib/http/readiness';
import { RETRY_AFTER_SECONDS } from '@/lib/platform/db/unavailable';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { status, body } = await readiness();
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}) } });
}
