// The browser's one API client (lib/client/api-client.ts) against a real HTTP server: the server's own error
// answers (apiRoute, the outage answer), a proxy's page, a server that never answers and one that is not there.
// Every failure comes back as a value with a code; none throws.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute } from '@/lib/http/api-route';
import { unavailableJson } from '@/lib/http/outage';
import { conflict, invalid } from '@/lib/kernel/domain-errors';
import { MOBILE_TAKEN } from '@/lib/registration/errors';
import { ApiCallError, callApi, fetchList } from '@/lib/client/api-client';
import { freePort } from '../helpers/free-port';

const taken = apiRoute(async () => { throw conflict(MOBILE_TAKEN, 'mobile_taken'); });
const badField = apiRoute(async () => { throw invalid('Invalid mobile number.', { mobileNumber: 'Invalid mobile number.' }); });
const seen: string[] = [];

/** Serves a Fetch API handler over Node's HTTP server, as Next.js does. */
const serve = (handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) =>
  async (req: http.IncomingMessage, res: http.ServerResponse, base: string) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])));
    const request = new Request(new URL(req.url!, base), { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) });
    const answer = await handler(request, { params: Promise.resolve({}) });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  };

let base = '';
let server: http.Server;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = http.createServer((req, res) => {
    seen.push(req.url!);
    const path = new URL(req.url!, base).pathname;
    if (path === '/taken') return void serve(taken)(req, res, base);
    if (path === '/bad-field') return void serve(badField)(req, res, base);
    if (path === '/outage') return void serve(async () => unavailableJson())(req, res, base);
    if (path === '/proxy') { res.writeHead(502, { 'content-type': 'text/html' }); return void res.end('<h1>Bad Gateway</h1>'); }
    if (path === '/list') { res.writeHead(200, { 'content-type': 'application/json' }); return void res.end(JSON.stringify({ success: true, items: [1, 2] })); }
    if (path === '/silent') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callApi', () => {
  it('hands over the server\'s code, its message in the page\'s language and its field messages', async () => {
    const english = await callApi(`${base}/taken`, { json: {}, locale: 'en' });
    expect(english).toMatchObject({ ok: false, status: 409, code: 'mobile_taken', message: MOBILE_TAKEN, fields: {} });
    const assamese = await callApi(`${base}/taken`, { json: {}, locale: 'as' });
    expect(assamese).toMatchObject({ ok: false, status: 409, code: 'mobile_taken' });
    expect(assamese.ok ? '' : assamese.message).not.toBe(MOBILE_TAKEN);
    expect(seen).toContain('/taken?lang=as');
    const field = await callApi(`${base}/bad-field`, { json: {}, locale: 'en' });
    expect(field).toMatchObject({ ok: false, status: 400, code: 'invalid_input', fields: { mobileNumber: 'Invalid mobile number.' } });
  });

  it('answers an outage with its code and Retry-After, and a proxy\'s page by its status', async () => {
    expect(await callApi(`${base}/outage`, { locale: 'en' })).toMatchObject({ ok: false, status: 503, code: 'unavailable', retryAfterSeconds: 10 });
    expect(await callApi(`${base}/proxy`, { locale: 'en' })).toMatchObject({ ok: false, status: 502, code: 'unavailable', message: null, retryAfterSeconds: null });
  });

  it('gives up on a server that does not answer, and says so apart from one that is not there', async () => {
    expect(await callApi(`${base}/silent`, { locale: 'en', timeoutMs: 300 })).toEqual({ ok: false, status: 0, code: 'timeout', message: null, fields: {}, retryAfterSeconds: null, body: {} });
    const gone = `http://127.0.0.1:${await freePort()}`;
    expect(await callApi(`${gone}/x`, { locale: 'en' })).toMatchObject({ ok: false, status: 0, code: 'network_error' });
  });
});

describe('fetchList', () => {
  it('answers the array, from one address in every language, and throws a failure with its code', async () => {
    expect(await fetchList(`${base}/list`, 'items')).toEqual([1, 2]);
    expect(seen.filter((u) => u.startsWith('/list'))).toEqual(['/list']);
    const failed = await fetchList(`${base}/outage`, 'items').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiCallError);
    expect((failed as ApiCallError).failure.code).toBe('unavailable');
  });
});
