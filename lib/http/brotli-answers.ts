// Pages, RSC payloads and JSON in brotli for a browser that takes it (issue 34, docs/decisions/030). Next.js compresses
// with gzip only, whose 32 KB window cannot reach back from a page's RSC payload to the same words in its markup
// 40–60 KB earlier: /as was 17.9 KB in gzip, more than the 14.6 KB a new connection's first round trip carries (ten
// packets), so a phone waited a round trip longer for every Assamese and Hindi page. Brotli's window reaches: 13.7 KB
// at quality 5 while streaming, 12.3 KB at 11. So Next.js is told the browser takes no encoding and its answer is
// compressed here: streamed at quality 5 (flushed with every write, so a streamed page still arrives as it is
// rendered), and an answer with an ETag (a prerendered page) is also compressed at quality 11 off the event loop and
// kept by its path and ETag, so later requests for the same version get those bytes at no cost.
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsBrotli } from './precompressed';
import { SERVER_LIMITS } from '../limits';

const TEXT = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const STREAM_QUALITY = 5;
const kept = new Map<string, Buffer>(); // path + ETag -> brotli bytes, oldest first

function keep(key: string, body: Buffer) {
  kept.delete(key);
  kept.set(key, body);
  if (kept.size > SERVER_LIMITS.brotliPagesKept) kept.delete(kept.keys().next().value!);
}

const splitPath = (url = '') => url.split('?')[0];
const compressing = new Set<string>(); // versions being compressed at quality 11: one compression for a crowd

type Write = (chunk: unknown, encoding?: BufferEncoding | ((e?: Error | null) => void), cb?: (e?: Error | null) => void) => boolean;

/** Takes over the encoding of `res` when the browser takes brotli; Next.js then answers as usual. */
export function brotliAnswers(req: IncomingMessage, res: ServerResponse): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) return;
  req.headers['accept-encoding'] = 'identity';
  const [write, end, writeHead] = [res.write.bind(res) as Write, res.end.bind(res), res.writeHead.bind(res)];
  let mode: 'plain' | 'stream' | 'kept' | undefined;
  let stream: zlib.BrotliCompress | undefined;
  let key = '';
  let keptBody: Buffer | undefined; // taken when the answer begins: the copy could be pushed out before its end()
  const whole: Buffer[] = [];

  function varyByEncoding() {
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }

  function decide() {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const etag = res.getHeader('etag');
    if (res.statusCode === 304) { // the headers of the 200 it stands for: a cache merges them into its copy
      varyByEncoding();
      if (typeof etag === 'string' && String(req.headers['if-none-match'] ?? '').includes(`W/${etag}`)) res.setHeader('etag', `W/${etag}`);
    }
    if (!TEXT.test(type) || res.getHeader('content-encoding') || [204, 206, 304].includes(res.statusCode)
      || /no-transform/.test(String(res.getHeader('cache-control') ?? ''))) { mode = 'plain'; return; }
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'br');
    varyByEncoding();
    // These bytes are not the plain file's: no ranges of them (a resumed download would splice the plain file's bytes
    // into brotli ones), and the ETag only weak, which If-None-Match still matches and If-Range never does.
    res.removeHeader('accept-ranges');
    if (typeof etag === 'string' && etag.startsWith('"')) res.setHeader('etag', `W/${etag}`);
    if (req.method === 'HEAD') { mode = 'plain'; return; } // GET's headers, and no body
    // Only whole pages are kept: an RSC request for the same address may carry the same ETag. By path, not by the
    // query string, which a prerendered page does not read: every ?x=… would otherwise start a quality-11 compression
    // and take a place among the kept pages (the ETag, a hash of the page, tells versions apart).
    key = etag && res.statusCode === 200 && type.startsWith('text/html') && !req.headers.rsc ? `${splitPath(req.url)} ${String(etag)}` : '';
    keptBody = key ? kept.get(key) : undefined;
    if (keptBody) { mode = 'kept'; return; }
    mode = 'stream';
    const brotli = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY } });
    stream = brotli;
    // The socket's pace reaches the writer: brotli's output waits while the socket is full, and a write answers false
    // while brotli's input is full, so a large export to a slow phone is not compressed into memory ahead of it.
    brotli.on('data', (chunk: Buffer) => { if (!write(chunk)) { brotli.pause(); res.once('drain', () => brotli.resume()); } });
    brotli.on('drain', () => res.emit('drain'));
    brotli.on('end', () => end());
    brotli.on('error', () => res.destroy());
    res.once('close', () => { if (!res.writableFinished) brotli.destroy(); }); // the client went away mid-answer
  }

  const bytes = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding as BufferEncoding : 'utf8');

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => typeof r === 'object' && r !== null) as OutgoingHttpHeaders | unknown[] | undefined;
    if (Array.isArray(headers)) { mode ??= 'plain'; return writeHead(status, ...(rest as [])); } // raw pairs: left as they are
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    decide();
    const reason = rest.find((r) => typeof r === 'string') as string | undefined;
    return reason ? writeHead(status, reason) : writeHead(status);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    decide();
    const done = (typeof encoding === 'function' ? encoding : cb) as ((e?: Error | null) => void) | undefined;
    if (mode === 'plain') return write(chunk, encoding as BufferEncoding, cb as () => void);
    if (mode === 'kept') { done?.(); return true; }
    const data = bytes(chunk, encoding);
    if (key) whole.push(data);
    const room = stream!.write(data);
    stream!.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => done?.());
    return room;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    const last = typeof chunk === 'function' ? undefined : chunk;
    const done = [chunk, encoding, cb].find((a) => typeof a === 'function') as (() => void) | undefined;
    decide();
    if (mode === 'plain') return end(last as string, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding, done);
    if (done) res.once('finish', done);
    if (mode === 'kept') { end(keptBody); return res; }
    if (last !== undefined && last !== null) {
      const data = bytes(last, encoding);
      if (key) whole.push(data);
      stream!.write(data);
    }
    stream!.end();
    if (key && !compressing.has(key)) {
      const [address, body] = [key, Buffer.concat(whole)];
      compressing.add(address);
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        (error, compressed) => { compressing.delete(address); if (!error) keep(address, compressed); });
    }
    return res;
  }) as typeof res.end;
}
