// lib/http/brotli-answers.ts over a real HTTP server: what Next.js would send in gzip goes out in brotli, streamed
// pages arrive as they are written, a page with an ETag is kept compressed for its next request, and what is not
// text, or not asked for in brotli, is left as it was. And a review's attacks: query strings, a slow client of a large
// export, ranges and ETags of brotli bytes, HEAD, 304s, the outage hold-back, a page renewed by a publish.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAnswers } from '@/lib/http/brotli-answers';
import { outageAwareResponse, UNAVAILABLE_MESSAGE } from '@/lib/http/outage';

const PAGE = `<!DOCTYPE html><html><body>${'অসমৰ যুৱক-যুৱতী '.repeat(2000)}</body></html>`;
let server: http.Server;
let base = '';
const seen: (string | undefined)[] = [];
let firstArrived = () => {};
const EXPORT_BYTES = 8 * 1024 * 1024;
let version = 'one'; // /versioned's page, as a publish renews it (a new ETag, the hash of the new page)
let heldBack: Promise<number> = Promise.resolve(0); // bytes the export had written when a write first said "wait"

beforeAll(async () => {
  server = http.createServer((req, res) => {
    brotliAnswers(req, res);
    seen.push(req.headers['accept-encoding'] as string | undefined);
    if (req.url?.startsWith('/page')) { // as Next.js answers a prerendered page: headers set, then one end()
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Length', Buffer.byteLength(PAGE));
      res.end(PAGE);
    } else if (req.url === '/stream') { // a streamed page: writeHead with its headers, then writes
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write('<p>first</p>');
      // The rest only once the client has the first write: a write held back until the end would hang here.
      new Promise<void>((arrived) => { firstArrived = arrived; }).then(() => { res.write('<p>second</p>'); res.end(); });
    } else if (req.url === '/export') { // a large CSV export, written as Next.js pipes a stream: waiting for 'drain'
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      heldBack = (async () => {
        let [written, first] = [0, -1];
        while (written < EXPORT_BYTES) {
          const line = `${randomBytes(32 * 1024).toString('hex')}\n`;
          written += line.length;
          if (!res.write(line)) { if (first < 0) first = written; await once(res, 'drain'); }
        }
        res.end();
        return first < 0 ? written : first;
      })();
    } else if (req.url === '/notes.txt') { // a public text file as Next.js serves one: ranges, a strong ETag
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Accept-Ranges': 'bytes', ETag: '"n1"', 'Content-Length': Buffer.byteLength(PAGE) });
      res.end(PAGE);
    } else if (req.url?.startsWith('/versioned')) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', `"${version}"`);
      res.end(PAGE.replace('<body>', `<body>${version}`));
    } else if (req.url === '/cached') { // Next.js's 304 for a page the browser holds: the ETag, its own Vary, no body
      res.writeHead(304, { ETag: '"v1"', Vary: 'rsc' });
      res.end();
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

/** A raw GET (node:http decodes nothing); HEAD with `method`. */
function get(path: string, encoding?: string, method = 'GET', more: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.request(`${base}${path}`, { method, headers: { ...more, ...encoding ? { 'accept-encoding': encoding } : {} } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => { parts.push(c); firstArrived(); });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject).end();
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

  // Review of issue 34's serving change (review-serving): the attacks that found something.
  it('keeps one copy of a page version whatever the query string: a visitor\'s ?x=1, ?x=2… neither re-compress it nor push pages out', async () => {
    const kept = brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    await expect.poll(async () => (await get('/page', 'br')).body.length, { timeout: 30_000 }).toBe(kept);
    for (const query of ['?utm_source=x', '?_rsc=abc', '?a=1&b=2']) {
      const first = await get(`/page${query}`, 'br'); // the first request of this address: the kept bytes already
      expect(first.body.length).toBe(kept);
      expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
    }
  });

  it('holds a large export back while the client is not reading, instead of compressing all of it into memory', async () => {
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/export`, { headers: { 'accept-encoding': 'br' } }, resolve).on('error', reject);
    });
    const res = await answer;
    res.pause(); // a slow phone: nothing read until the server has had to wait
    const wroteBeforeWaiting = await heldBack;
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.resume();
    await once(res, 'end');
    expect(wroteBeforeWaiting).toBeLessThan(2 * 1024 * 1024);
    expect(brotliDecompressSync(Buffer.concat(parts)).length).toBeGreaterThanOrEqual(EXPORT_BYTES);
  });

  it('marks a compressed answer\'s ETag weak and offers no byte ranges of it: ranges of the plain file never splice into brotli bytes', async () => {
    const { headers, body } = await get('/notes.txt', 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['accept-ranges']).toBeUndefined();
    expect(headers.etag).toBe('W/"n1"');
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    const plain = await get('/notes.txt', 'gzip');
    expect([plain.headers.etag, plain.headers['accept-ranges']]).toEqual(['"n1"', 'bytes']);
  });

  it('answers HEAD with the headers GET would send', async () => {
    const head = await get('/notes.txt', 'br', 'HEAD');
    expect(head.body.length).toBe(0);
    expect([head.headers['content-encoding'], head.headers.vary, head.headers['content-length'], head.headers.etag]).toEqual(['br', 'Accept-Encoding', undefined, 'W/"n1"']);
  });

  it('lets the outage hold-back replace a 500 with its plain 503, or release the 500 in brotli', async () => {
    for (const databaseUp of [false, true]) {
      const outage = http.createServer({ ServerResponse: outageAwareResponse(async () => databaseUp) as unknown as typeof http.ServerResponse }, (req, res) => {
        brotliAnswers(req, res);
        res.statusCode = 500; // as Next.js sends an error page: status, headers, then the body in pieces
        res.setHeader('content-type', req.url?.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8');
        res.write('<h1>Internal');
        res.end(' Server Error</h1>');
      });
      await new Promise<void>((done) => outage.listen(0, '127.0.0.1', done));
      const at = `http://127.0.0.1:${(outage.address() as AddressInfo).port}`;
      try {
        for (const path of ['/api/x', '/en/events']) {
          const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
            http.get(`${at}${path}`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
              const parts: Buffer[] = [];
              res.on('data', (c: Buffer) => parts.push(c));
              res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
            }).on('error', reject);
          });
          if (databaseUp) {
            expect([answer.status, answer.headers['content-encoding']]).toEqual([500, 'br']);
            expect(brotliDecompressSync(answer.body).toString()).toBe('<h1>Internal Server Error</h1>');
          } else {
            expect([answer.status, answer.headers['content-encoding'], answer.headers.vary]).toEqual([503, undefined, undefined]);
            expect(answer.body.toString()).toContain(path === '/api/x' ? `"code":"unavailable","message":"${UNAVAILABLE_MESSAGE}"` : 'We will be back in a minute');
          }
        }
      } finally {
        outage.closeAllConnections();
        await new Promise((done) => outage.close(done));
      }
    }
  });

  it('answers a browser revalidating its brotli copy with a 304 that still varies by encoding and keeps the weak ETag', async () => {
    // A shared cache merges a 304's headers into the copy it holds: without Accept-Encoding in Vary, its brotli copy
    // would from then on be handed to a browser that takes gzip only.
    const revalidated = await get('/cached', 'gzip, br', 'GET', { 'if-none-match': 'W/"v1"' });
    expect([revalidated.status, revalidated.headers.vary, revalidated.headers.etag]).toEqual([304, 'rsc, Accept-Encoding', 'W/"v1"']);
    const plainCopy = await get('/cached', 'gzip, br', 'GET', { 'if-none-match': '"v1"' }); // its copy came from Next's gzip
    expect([plainCopy.headers.vary, plainCopy.headers.etag]).toEqual(['rsc, Accept-Encoding', '"v1"']);
  });

  it('never answers a page renewed by a publish with the copy kept of its previous version', async () => {
    const keptOne = brotliCompressSync(PAGE.replace('<body>', '<body>one'), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    await expect.poll(async () => (await get('/versioned', 'br')).body.length, { timeout: 30_000 }).toBe(keptOne);
    version = 'two';
    for (const path of ['/versioned', '/versioned?x=1']) {
      expect(brotliDecompressSync((await get(path, 'br')).body).toString()).toBe(PAGE.replace('<body>', '<body>two'));
    }
  });
});
