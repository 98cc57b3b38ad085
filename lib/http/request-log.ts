// One line per request: JSON (pino, to stdout) with a request id, method, route, status, duration and the
// client's address as a keyed hash, plus the request counters for /api/metrics. JSON is the default in a
// deployment (LOG_FORMAT=json), a local run prints nothing per request unless asked (readable output stays as it
// was). Never logged: query strings (reset tokens), bodies, cookies, and path segments that could be personal
// (a mobile number in /check-mobile/<number>, a card code in /verify/<code>): every segment of digits, with three digits in a row, or over
// 16 characters becomes ":param".
// Not server-only: the HTTP server (app-server.ts) runs outside React Server Components.
import { createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { metrics } from '@/lib/platform/metrics';
import type { RouteTemplates } from './route-templates';

export function routeOf(url: string | undefined): string {
  const pathname = (url ?? '/').split('?')[0].split('#')[0];
  if (pathname.startsWith('/_next/')) return '/_next/*';
  return pathname.split('/').map((s) => (/^\d+$|\d{3}/.test(s) || s.length > 16 ? ':param' : s)).join('/') || '/';
}

// Metrics are labelled by the build's route templates (./route-templates.ts), a fixed set; a path that is no
// route is "(not found)". Without a build (a dev server, a test's own handler) the normalised path stands in, up to
// MAX_ROUTES, and never for a request that failed validation (400, 422: anyone can invent those); else "(other)".
const MAX_ROUTES = 300;
const seenRoutes = new Set<string>();
const globalForRoutes = globalThis as unknown as { routeTemplates?: RouteTemplates | null };

/** Labels the metrics by the templates of the build being served (lib/http/app-server.ts serveNext). */
export function labelRoutesBy(templates: RouteTemplates | null) {
  globalForRoutes.routeTemplates = templates;
}

function metricsLabel(url: string | undefined, status: number): string {
  const templates = globalForRoutes.routeTemplates;
  if (templates) return templates((url ?? '/').split('?')[0]!.split('#')[0]!) ?? '(not found)';
  if (status === 404) return '(not found)';
  const route = routeOf(url);
  if (seenRoutes.has(route)) return route;
  if (status === 400 || status === 422 || seenRoutes.size >= MAX_ROUTES) return '(other)';
  seenRoutes.add(route);
  return route;
}

/** The client's address as an HMAC under a key derived from SESSION_SECRET: the same client reads the same in every line. */
let derived: { secret: string; key: Buffer } | undefined; // one HMAC per line, not two: the key is derived once
function clientHash(address: string): string | undefined {
  const secret = process.env.SESSION_SECRET?.split(',')[0]?.trim();
  if (!secret) return undefined;
  if (derived?.secret !== secret) derived = { secret, key: createHmac('sha256', secret).update('request-log-client-v1').digest() };
  return createHmac('sha256', derived.key).update(address).digest('base64url').slice(0, 16);
}

const globalForLog = globalThis as unknown as { requestLogger?: pino.Logger | null };
function logger(): pino.Logger | null {
  if (globalForLog.requestLogger !== undefined) return globalForLog.requestLogger;
  const format = process.env.LOG_FORMAT ?? (process.env.APP_ENV === 'production' ? 'json' : 'off');
  return (globalForLog.requestLogger = format === 'json' ? pino({ base: undefined, messageKey: 'msg' }) : null);
}

// The counters of one method, route label and status, kept: prom-client would otherwise hash the labels of every
// request twice. The labels are a bounded set (templates, Node's fixed list of methods, statuses), and so is this.
type Counters = { requests: { inc(): void }; duration: { observe(v: number): void } };
const globalForCounters = globalThis as unknown as { requestCounters?: Map<string, Counters> };
function counters(method: string, route: string, status: number): Counters {
  const cache = (globalForCounters.requestCounters ??= new Map());
  const key = `${method} ${status} ${route}`;
  let found = cache.get(key);
  if (!found) {
    const m = metrics();
    found = { requests: m.requests.labels({ method, route, status: String(status) }), duration: m.duration.labels({ route }) };
    cache.set(key, found);
  }
  return found;
}

/** Logs and counts the request when its answer has gone out. The id is also sent back as X-Request-Id. */
export function logRequest(req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint();
  const id = randomUUID();
  res.setHeader('X-Request-Id', id);
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { requests, duration } = counters(req.method ?? '', metricsLabel(req.url, res.statusCode), res.statusCode);
    requests.inc();
    duration.observe(seconds);
    const log = logger();
    if (!log) return;
    log.info({
      requestId: id, method: req.method, route: routeOf(req.url), status: res.statusCode, durationMs: Math.round(seconds * 10_000) / 10,
      client: clientHash(String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '')),
    }, 'request');
  });
}
