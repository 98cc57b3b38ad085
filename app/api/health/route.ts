// GET /api/health: liveness. The process is up and serving; nothing else is asked (no database), so a
// database outage never makes an orchestrator restart healthy instances. Readiness is /api/ready.
export const dynamic = 'force-dynamic';

const started = Date.now();

export function GET() {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }, { headers: { 'Cache-Control': 'no-store' } });
}
