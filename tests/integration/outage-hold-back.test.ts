// The outage hold-back (lib/http/outage.ts) over real sockets: the server's response class holds a 500 back until
// the database has been asked, and leaves every other answer on Node's own path. A streamed page streams, a
// keep-alive connection carries the next request after a held 500, HEAD gets no body, and a 500 that is not an
// outage's goes out byte for byte, in the encoding it was written in, and end's callback runs.
// (tests/integration/database-outage.test.ts stops a real database under load.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outageAwareResponse, UNAVAILABLE_MESSAGE } from '@/lib/http/outage';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
const servers: http.Server[] = [];
afterEach(() => { for (const s of servers.splice(0)) { s.closeAllConnections(); s.close(); } });

async function serve(handler: Handler, databaseUp: boolean) {
  let connections = 0;
  const server = http.createServer({ ServerResponse: outageAwareResponse(async () => databaseUp) as unknown as typeof http.ServerResponse }, (req, res) => void handler(req, res));
  server.on('connection', () => { connections++; });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (path: string, method = 'GET', onFirstChunk?: () => void) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http.request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path, method, agent }, (res) => {
      let body = '';
      res.on('data', (c) => { if (!body) onFirstChunk?.(); body += c; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    }).on('error', reject).end();
  });
  return { request, connections: () => connections };
}

describe('the outage hold-back, over real sockets', () => {
  it('streams a page that is not a 500: its first chunk reaches the client before the rest is written', async () => {
    let firstArrived!: () => void;
    const arrived = new Promise<void>((r) => { firstArrived = r; });
    const { request } = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<h1>first</h1>');
      await arrived; // a response held back here would never arrive: the test would time out
      res.end('<p>second</p>');
    }, true);
    const answer = await request('/page', 'GET', firstArrived);
    expect(answer).toMatchObject({ status: 200, body: '<h1>first</h1><p>second</p>' });
  });

  it('sends a 500 that is not an outage\'s as it was, chunk by chunk, and the keep-alive connection serves the next request', async () => {
    const { request, connections } = await serve((req, res) => {
      if (req.url === '/broken') {
        res.statusCode = 500; // as Next.js does: the status first, then the body in pieces
        res.setHeader('content-type', 'text/html');
        res.flushHeaders(); // held: nothing may leave before the database has been asked
        res.write('<h1>Internal');
        res.write(' Server Error</h1>');
        res.end();
        return;
      }
      if (req.url === '/head-500') { res.writeHead(500, { 'content-type': 'text/plain', 'x-kept': 'yes' }); res.end('plain 500'); return; }
      res.end('fine');
    }, true);
    expect(await request('/broken')).toMatchObject({ status: 500, body: '<h1>Internal Server Error</h1>', headers: { 'content-type': 'text/html' } });
    expect(await request('/head-500')).toMatchObject({ status: 500, body: 'plain 500', headers: { 'x-kept': 'yes' } });
    expect(await request('/next')).toMatchObject({ status: 200, body: 'fine' });
    expect(connections()).toBe(1);
  });

  it('keeps the encoding and calls the callback of a held end(chunk, encoding, cb)', async () => {
    const finished: string[] = [];
    const { request } = await serve((req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(Buffer.from('Internal Server Error').toString('hex'), 'hex', () => finished.push(req.url!));
    }, true);
    expect(await request('/hex')).toMatchObject({ status: 500, body: 'Internal Server Error' });
    await vi.waitFor(() => expect(finished).toEqual(['/hex'])); // 'finish' may follow the client's last byte
  });

  it('answers a 500 during an outage with 503 "back in a minute", JSON under /api, no body for HEAD, and keeps the connection', async () => {
    const { request, connections } = await serve((req, res) => {
      res.writeHead(500, { 'content-type': 'text/html', etag: '"x"', 'set-cookie': 'a=b' });
      res.end(req.method === 'HEAD' ? undefined : '<h1>Internal Server Error</h1>');
    }, false);
    const page = await request('/profile');
    expect(page.status).toBe(503);
    expect(page.headers).toMatchObject({ 'retry-after': '10', 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' });
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain('We will be back in a minute');
    const api = await request('/api/v1/session');
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    const head = await request('/profile', 'HEAD');
    expect(head).toMatchObject({ status: 503, body: '' });
    expect(connections()).toBe(1);
  });
});
