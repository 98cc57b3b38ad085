// Issue 39, A2: a stalled S3 bucket (it accepts connections, then says nothing, as a paused server does) held an
// ID-proof upload for over a minute. Here the document store's requests go through a TCP relay to s3rver that is
// then stalled for real, and the serving process (lib/http/app-server.ts) with the real routes is asked over HTTP:
// an upload and a document read answer 503 with Retry-After within seconds, and nothing was kept.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ownDatabase } from '../helpers/own-database';
import { S3RVER_CREDENTIALS } from '../helpers/s3-server';
import { freshIPv4, serveRoutes, sessionCookieOf } from '../helpers/http-server';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { testDb } from '../helpers/db';
import { toMultipart } from '@/lib/registration/multipart';
import { DOCUMENT_STORE_LIMITS } from '@/lib/limits';

const database = ownDatabase('store-stall');
Object.assign(process.env, S3RVER_CREDENTIALS);
beforeAll(() => database.create());
afterAll(() => database.drop());

/** A TCP relay to `target`; once stalled, it takes every connection and byte and passes nothing on, either way. */
async function stallableRelay(target: URL) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    if (stalled) { client.resume(); return; }
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('data', (d) => { if (!stalled) upstream.write(d); });
    upstream.on('data', (d) => { if (!stalled) client.write(d); });
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stall: () => { stalled = true; },
    close: () => { sockets.forEach((s) => s.destroy()); server.close(); },
  };
}

const multipart = async (form: FormData) => {
  const r = new Response(form);
  return { headers: { 'content-type': r.headers.get('content-type')! }, body: Buffer.from(await r.arrayBuffer()) };
};

describe('issue 39, A2: a stalled document bucket', () => {
  it('answers an upload and a document read 503 with Retry-After within seconds, not after a minute', async () => {
    const relay = await stallableRelay(new URL(inject('s3Endpoint')));
    const g = globalThis as { documentStore?: unknown };
    vi.resetModules();
    const storeModule = await import('@/lib/documents/document-store');
    g.documentStore = storeModule.createStore({ kind: 's3', bucket: 'test-stall', region: 'us-east-1', endpoint: relay.endpoint, forcePathStyle: true });
    const routes = {
      '/api/v1/create-intern': (await import('@/app/api/v1/create-intern/route')).POST,
      '/api/v1/documents': (await import('@/app/api/v1/documents/[id]/route')).GET,
    } as unknown as Parameters<typeof serveRoutes>[0];
    const { send } = await serveRoutes(routes);
    try {
      const register = async () => send({ path: '/api/v1/create-intern', ip: freshIPv4(), ...await multipart(toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() })) });
      const first = await register();
      expect(first.status).toBe(200);
      const id = (first.json().updatedintern as { id: number }).id;
      const doc = await testDb().document.findFirstOrThrow({ where: { applicantId: id } });
      const cookie = sessionCookieOf(first);
      expect((await send({ path: `/api/v1/documents/${doc.id}`, cookie })).status).toBe(200);

      relay.stall();
      const rows = await testDb().applicant.count();
      const upload = await register();
      const read = await send({ path: `/api/v1/documents/${doc.id}`, cookie });
      for (const [what, answer] of [['upload', upload], ['read', read]] as const) {
        expect(`${what}: ${answer.status} ${answer.headers['retry-after']}`).toBe(`${what}: 503 ${DOCUMENT_STORE_LIMITS.retryAfterSeconds}`);
        expect(answer.json()).toMatchObject({ success: false, code: 'document_store_unavailable', message: 'Documents cannot be stored or opened right now. Nothing was kept. Please try again in a minute.' });
        expect(answer.ms).toBeLessThan(45_000); // one operation's deadline (8 s) and a clean-up's, even on a busy machine: not the minute it took
        console.log(`[store-stall] ${what}: ${answer.status} after ${Math.round(answer.ms)} ms`);
      }
      expect(await testDb().applicant.count()).toBe(rows); // the refused registration left no row
    } finally {
      relay.close();
      delete g.documentStore;
    }
  });
});
