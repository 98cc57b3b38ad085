// Prometheus metrics (prom-client), served by GET /api/metrics behind METRICS_TOKEN. The registry lives on
// globalThis: the HTTP server (lib/http/app-server.ts, outside the Next.js bundle) counts requests, and route
// handlers inside the bundle count registrations and logins, and both must write to the one registry the
// endpoint reads. Labels never carry personal data: routes are normalised (lib/http/request-log.ts), kinds and
// outcomes come from fixed lists. Not server-only: the HTTP server imports it.
import client from 'prom-client';

type Metrics = ReturnType<typeof create>;
const globalForMetrics = globalThis as unknown as { portalMetrics?: Metrics };

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const counter = (name: string, help: string, labelNames: string[] = []) => new client.Counter({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    requests: counter('http_requests_total', 'HTTP requests answered, by method, route and status', ['method', 'route', 'status']),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by route', labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
    }),
    registrations: counter('registrations_total', 'Registrations stored, by kind', ['kind']),
    logins: counter('logins_total', 'Login attempts, by outcome (success, refused)', ['outcome']),
    rateLimited: counter('rate_limit_refusals_total', 'Requests refused by a rate limit, by limiter', ['limiter']),
    retentionRuns: counter('retention_runs_total', 'Retention job runs on this instance, by outcome', ['outcome']),
    unavailable: counter('database_unavailable_total', 'Requests answered 503 because the database was unreachable'),
  };
}

/** The process's metrics (created on first use). */
export const metrics = (): Metrics => (globalForMetrics.portalMetrics ??= create());

/** Adds gauges read at scrape time (e.g. the mail queue, which only the database knows). Once per name. */
export function gaugeOnScrape(name: string, help: string, read: () => Promise<number>) {
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({ name, help, registers: [registry], async collect() { this.set(await read().catch(() => -1)); } });
}
