// lib/http/brotli-answers.ts over a real HTTP server: what Next.js would send in gzip goes out in brotli, streamed
// pages arrive as they are written, a page with an ETag is kept compressed for its next request, and what is not
// text, or not asked for in brotli, is left as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAnswers } from '@/lib/http/brotli-answers';

const PAGE = `<!DOCTYPE html><html><body>${'অসমৰ যুৱক-যুৱতী '.repeat(2000)}</body></html>`;
let server: http.Server;
let base = '';
const seen: (string | undefined)[] = [];
let firstArrived = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    brotliAnswers(req, res);
    seen.push(req.headers['accept-encoding'] as string | undefined);
    if (req.url === '/page') { // as Next.js answers a prerendered page: headers set, then one end()
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Length', Buffer.byteLength(PAGE));
      res.end(PAGE);
    } else if (req.url === '/stream') { // a streamed page: writeHead with its headers, then writes
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write('<p>first</p>');
      // The rest only once the client has the first write: a write held back until the end would hang here.
      new Promise<void>((arrived) => { firstArrived = arrived; }).then(() => { res.write('<p>second</p>'); res.end(); });
    } else if (req.url === '/image') {
      res.setHeader('Content-Type', 'image/webp');
      res.end(Buffer.from([1, 2, 3]));
    } else {
      res.statusCode = 304;
      res.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A raw GET (node:http decodes nothing). */
function get(path: string, encoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(`${base}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => { parts.push(c); firstArrived(); });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('brotliAnswers', () => {
  it('sends a page in brotli, smaller than gzip could, and keeps it compressed for the next request of that version', async () => {
    const first = await get('/page', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBeUndefined();
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
    expect(seen.at(-1)).toBe('identity'); // the handler behind it was told to send plain bytes
    // The quality-11 copy is made off the event loop: a later request of the same version gets it.
    await expect.poll(async () => {
      const again = await get('/page', 'br');
      expect(brotliDecompressSync(again.body).toString()).toBe(PAGE);
      return again.body.length;
    }, { timeout: 30_000 }).toBeLessThan(first.body.length);
  });

  it('sends each write of a streamed page as it is written', async () => {
    const { headers, body } = await get('/stream', 'br'); // hangs if the first write is held back (the server waits for it)
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe('<p>first</p><p>second</p>');
  });

  it('leaves an image, a 304 and a browser that does not take brotli alone', async () => {
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect([...image.body]).toEqual([1, 2, 3]);
    expect((await get('/other', 'br')).status).toBe(304);
    const gzipOnly = await get('/page', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined(); // left to Next.js, which gzips it
    expect(seen.at(-1)).toBe('gzip');
    expect(gzipOnly.body.toString()).toBe(PAGE);
  });
});
