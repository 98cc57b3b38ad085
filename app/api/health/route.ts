// GET /api/health: liveness. The process is up and serving; nothing else is asked (no database), so a
// database outage never makes an orchestrator restart healthy instances. Readiness is /api/ready.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } });
}
