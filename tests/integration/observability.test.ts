// Request logs and metrics, over HTTP through the server `npm start` uses: one JSON line per request with its id,
// method, normalised route, status, duration and a keyed hash of the client, never the query string, a mobile
// number, a card code or the address itself; Prometheus metrics only for the holder of METRICS_TOKEN.
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAppServer, listen } from '@/lib/http/app-server';
import { routeOf } from '@/lib/http/request-log';

const TOKEN = 'm'.repeat(20) + 'etrics-token-0123456789';
process.env.METRICS_TOKEN = TOKEN;
const lines: Record<string, unknown>[] = [];
(globalThis as { requestLogger?: pino.Logger }).requestLogger = pino({ base: undefined }, new Writable({
  write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); },
}));
afterAll(() => { delete process.env.METRICS_TOKEN; delete (globalThis as { requestLogger?: unknown }).requestLogger; });

describe('routeOf', () => {
  it('keeps the shape of a path and drops what could be personal', () => {
    expect(routeOf('/api/v1/check-mobile/9876543210?debug=1')).toBe('/api/v1/check-mobile/:param');
    expect(routeOf('/verify/K7QX2M9PW4RT8NVB6C3D')).toBe('/verify/:param');
    expect(routeOf('/reset-password?token=abcdef')).toBe('/reset-password');
    expect(routeOf('/api/v1/documents/12')).toBe('/api/v1/documents/:param');
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/*');
    expect(routeOf('/')).toBe('/');
  });
});

describe('the request log and /api/metrics, over HTTP', () => {
  it('writes one JSON line per request without personal data, and counts it for Prometheus', async () => {
    const { GET: metricsRoute } = await import('@/app/api/metrics/route');
    const server = createAppServer(async (req, res) => {
      if (req.url === '/api/metrics') {
        const answer = await metricsRoute(new Request(`http://localhost${req.url}`, { headers: { authorization: String(req.headers.authorization ?? '') } }));
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(await answer.text());
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"available":true}');
    }, '127.0.0.1');
    const { port } = await listen(server, 0, '127.0.0.1');
    const get = (path: string, headers: Record<string, string> = {}) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      }).on('error', reject);
    });
    try {
      const answer = await get('/api/v1/check-mobile/9876543210?token=reset-secret', { 'x-forwarded-for': '203.0.113.77', cookie: 'nyf_session=sealed-session' });
      await expect.poll(() => lines.length).toBe(1); // the line is written as the answer finishes, not before the client reads it
      expect(lines[0]).toEqual({
        level: 30, time: expect.any(Number), msg: 'request',
        requestId: answer.headers['x-request-id'], method: 'GET', route: '/api/v1/check-mobile/:param', status: 200,
        durationMs: expect.any(Number), client: expect.stringMatching(/^[\w-]{16}$/),
      });
      expect(JSON.stringify(lines)).not.toMatch(/9876543210|reset-secret|203\.0\.113\.77|sealed-session/);
      // The same client reads the same in the next line; another client differently.
      await get('/about', { 'x-forwarded-for': '203.0.113.77' });
      await get('/about', { 'x-forwarded-for': '198.51.100.9' });
      await expect.poll(() => lines.length).toBe(3);
      expect(lines[1].client).toBe(lines[0].client);
      expect(lines[2].client).not.toBe(lines[0].client);

      expect((await get('/api/metrics')).status).toBe(401);
      expect((await get('/api/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
      const scraped = await get('/api/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(scraped.status).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain('http_requests_total{method="GET",route="/api/v1/check-mobile/:param",status="200"} 1');
      expect(scraped.body).toContain('http_requests_total{method="GET",route="/api/metrics",status="401"} 2');
      expect(scraped.body).toMatch(/\nmail_outbox_unsent \d+\n/);
      expect(scraped.body).toMatch(/\nmail_outbox_oldest_unsent_seconds [\d.]+\n/);
      for (const name of ['registrations_total', 'logins_total', 'rate_limit_refusals_total', 'retention_runs_total', 'http_request_duration_seconds']) expect(scraped.body).toContain(`# TYPE ${name}`);
      expect(scraped.body).not.toMatch(/9876543210|203\.0\.113/);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('without METRICS_TOKEN, the endpoint does not exist', async () => {
    delete process.env.METRICS_TOKEN;
    vi.resetModules();
    const { GET } = await import('@/app/api/metrics/route');
    expect((await GET(new Request('http://localhost/api/metrics', { headers: { authorization: 'Bearer anything' } }))).status).toBe(404);
  });
});
