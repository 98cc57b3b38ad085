// Issue 39, E14: the districts list answered by the HTTP server from memory (lib/http/reference-answers.ts), over
// real sockets, in front of the real route handler: the same bytes and headers as the route's own answer, compressed,
// with an ETag and 304; the route asked again only when the copy is a minute old; a visitor with the signed-in
// hint, a POST, or an answer that is not a plain success (an outage's 503, a cookie) always reach the route.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppServer, listen } from '@/lib/http/app-server';
import { referenceAnswers } from '@/lib/http/reference-answers';
import { GET as districts } from '@/app/api/v1/getalldistricts/route';

type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
let server: http.Server | undefined;
afterAll(() => { server?.closeAllConnections(); server?.close(); });

describe('the reference lists from memory', () => {
  it('serves the route\'s own answer from a copy, with an ETag, compressed, and asks the route again only when it is stale', async () => {
    let routeCalls = 0;
    let outage = false;
    let origin = '';
    const reference = referenceAnswers(() => origin);
    const route = async (req: IncomingMessage, res: ServerResponse) => {
      routeCalls++;
      const answer = outage ? new Response('{"success":false}', { status: 503 }) : await districts(new Request(`http://localhost${req.url}`, { headers: { cookie: String(req.headers.cookie ?? '') } }), { params: Promise.resolve({}) });
      res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'x-frame-options': 'DENY' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    };
    server = createAppServer((req, res) => reference(req, res, req.url!.split('?')[0]!) || route(req, res), '127.0.0.1');
    origin = `http://127.0.0.1:${(await listen(server, 0, '127.0.0.1')).port}`;
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Promise<Got>((resolve, reject) => {
      http.request(origin + path, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });

    const first = await get('/api/v1/getalldistricts');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined(); // the route's own answer; the copy is being taken
    await expect.poll(() => routeCalls).toBe(2);
    await reference.settled(); // the copy is stored (a pause of 50 ms was not always that on a busy machine)
    const copied = await get('/api/v1/getalldistricts', { 'accept-encoding': 'gzip' });
    expect(routeCalls).toBe(2);
    expect(copied.status).toBe(200);
    expect(copied.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(copied.body).toString()).toBe(first.body.toString());
    expect(copied.headers['content-type']).toBe(first.headers['content-type']);
    expect(copied.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(copied.headers['x-frame-options']).toBe('DENY'); // the route's headers travel with the copy
    expect(copied.headers['x-request-id']).toMatch(/^[\w-]{36}$/); // logged and counted as every request
    expect(copied.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const etag = copied.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(brotliDecompressSync((await get('/api/v1/getalldistricts', { 'accept-encoding': 'gzip, br' })).body).toString()).toBe(first.body.toString());
    expect((await get('/api/v1/getalldistricts')).body.toString()).toBe(first.body.toString());
    const again = await get('/api/v1/getalldistricts', { 'if-none-match': etag });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    expect(routeCalls).toBe(2);

    // The signed-in hint, another method, another path: the route, as before.
    await get('/api/v1/getalldistricts', { cookie: 'nyf_signed_in=1' });
    expect(routeCalls).toBe(3);
    await get('/api/v1/getalldistricts', {}, 'POST');
    expect(routeCalls).toBe(4);
    expect((await get('/api/v1/getalldistricts?x', { 'if-none-match': etag })).status).toBe(304); // the query changes nothing
    expect(routeCalls).toBe(4);

    // A minute later the copy is renewed from the route; an outage's answer is never copied (the old copy serves).
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      outage = true;
      expect((await get('/api/v1/getalldistricts', { 'if-none-match': etag })).status).toBe(304);
      await expect.poll(() => routeCalls).toBe(5);
      await reference.settled();
      expect((await get('/api/v1/getalldistricts')).status).toBe(200);
    } finally {
      Date.now = realNow;
    }
  });
});
