// Pages, RSC payloads and JSON in brotli for a browser that takes it (issue 34, docs/decisions/030). Next.js compresses
// with gzip only, whose 32 KB window cannot reach back from a page's RSC payload to the same words in its markup
// 40–60 KB earlier: /as was 17.9 KB in gzip, more than the 14.6 KB a new connection's first round trip carries (ten
// packets), so a phone waited a round trip longer for every Assamese and Hindi page. Brotli's window reaches: 13.7 KB
// at quality 5 while streaming, 12.3 KB at 11. So Next.js is told the browser takes no encoding and its answer is
// compressed here: streamed at quality 5 (flushed with every write, so a streamed page still arrives as it is
// rendered), and an answer with an ETag (a prerendered page) is also compressed at quality 11 off the event loop and
// kept by its address and ETag, so later requests for the same version get those bytes at no cost.
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsBrotli } from './precompressed';
import { SERVER_LIMITS } from '../limits';

const TEXT = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const STREAM_QUALITY = 5;
const kept = new Map<string, Buffer>(); // address + ETag -> brotli bytes, oldest first

function keep(key: string, body: Buffer) {
  kept.delete(key);
  kept.set(key, body);
  if (kept.size > SERVER_LIMITS.brotliPagesKept) kept.delete(kept.keys().next().value!);
}

type Write = (chunk: unknown, encoding?: BufferEncoding | ((e?: Error | null) => void), cb?: (e?: Error | null) => void) => boolean;

/** Takes over the encoding of `res` when the browser takes brotli; Next.js then answers as usual. */
export function brotliAnswers(req: IncomingMessage, res: ServerResponse): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) return;
  req.headers['accept-encoding'] = 'identity';
  const [write, end, writeHead] = [res.write.bind(res) as Write, res.end.bind(res), res.writeHead.bind(res)];
  let mode: 'plain' | 'stream' | 'kept' | undefined;
  let stream: zlib.BrotliCompress | undefined;
  let key = '';
  const whole: Buffer[] = [];

  function decide() {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const etag = res.getHeader('etag');
    if (req.method === 'HEAD' || !TEXT.test(type) || res.getHeader('content-encoding') || [204, 206, 304].includes(res.statusCode)
      || /no-transform/.test(String(res.getHeader('cache-control') ?? ''))) { mode = 'plain'; return; }
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'br');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    // Only whole pages are kept: an RSC request for the same address may carry the same ETag.
    key = etag && res.statusCode === 200 && type.startsWith('text/html') && !req.headers.rsc ? `${req.url} ${String(etag)}` : '';
    if (key && kept.has(key)) { mode = 'kept'; return; }
    mode = 'stream';
    stream = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY } });
    stream.on('data', (chunk: Buffer) => write(chunk));
    stream.on('end', () => end());
    stream.on('error', () => res.destroy());
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
    stream!.write(data);
    stream!.flush(zlib.constants.BROTLI_OPERATION_FLUSH, () => done?.());
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    const last = typeof chunk === 'function' ? undefined : chunk;
    const done = [chunk, encoding, cb].find((a) => typeof a === 'function') as (() => void) | undefined;
    decide();
    if (mode === 'plain') return end(last as string, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding, done);
    if (done) res.once('finish', done);
    if (mode === 'kept') { end(kept.get(key)!); return res; }
    if (last !== undefined && last !== null) {
      const data = bytes(last, encoding);
      if (key) whole.push(data);
      stream!.write(data);
    }
    stream!.end();
    if (key) {
      const [address, body] = [key, Buffer.concat(whole)];
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        (error, compressed) => { if (!error) keep(address, compressed); });
    }
    return res;
  }) as typeof res.end;
}
