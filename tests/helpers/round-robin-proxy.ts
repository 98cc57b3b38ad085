// A small round-robin reverse proxy for the multi-instance test, configured like deploy/Caddyfile: requests
// alternate between the backends; an active health check asks each backend's /api/health every `healthEveryMs`
// and takes a failing one out of rotation; a request whose backend cannot be reached is tried on the next one
// (Caddy's lb_try_duration). It sets X-Forwarded-For/-Proto/-Host as Caddy does, and says which backend
// answered in X-Served-By, so a test can tell the instances apart.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Backend = { url: URL; healthy: boolean };

export async function startRoundRobinProxy(targets: string[], { healthEveryMs = 500, port = 0 } = {}) {
  const backends: Backend[] = targets.map((t) => ({ url: new URL(t), healthy: true }));
  let next = 0;
  /** Requests that had to be tried on another backend after a failed connection. */
  const stats = { retried: 0 };
  const pick = (tried: Set<Backend>) => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[(next + i) % backends.length];
      if (b.healthy && !tried.has(b)) { next = (next + i + 1) % backends.length; return b; }
    }
    return undefined;
  };

  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<Backend>();
    for (let b = pick(tried); b; b = pick(tried)) {
      tried.add(b);
      const ok = await new Promise<boolean>((resolve) => {
        const upstream = http.request({
          host: b.url.hostname, port: b.url.port, method: req.method, path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' },
        }, (up) => {
          res.writeHead(up.statusCode ?? 502, { ...up.headers, 'x-served-by': b.url.port });
          up.pipe(res);
          up.on('end', () => resolve(true));
          up.on('error', () => { res.destroy(); resolve(true); });
        });
        upstream.on('error', () => { if (!res.headersSent) { b.healthy = false; resolve(false); } else resolve(true); });
        upstream.end(body);
      });
      if (ok) return;
      if (tried.size === 1) stats.retried++;
    }
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('no healthy backend');
  });

  const check = setInterval(() => {
    for (const b of backends) {
      const probe = http.get({ host: b.url.hostname, port: b.url.port, path: '/api/health', timeout: healthEveryMs }, (r) => { b.healthy = r.statusCode === 200; r.resume(); });
      probe.on('error', () => { b.healthy = false; });
      probe.on('timeout', () => { b.healthy = false; probe.destroy(); });
    }
  }, healthEveryMs);

  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    stats,
    async close() {
      clearInterval(check);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
