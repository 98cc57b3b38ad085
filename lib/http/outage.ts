// What a visitor gets while the database is down. A route handler under /api maps the failure itself
// (api-route.ts: 503, Retry-After, the usual JSON shape). Anything else that would go out as a 500 (a page that
// reads the database, a route outside apiRoute) is held back for a moment by the HTTP server: if the database
// does not answer a SELECT 1, the visitor gets the "back in a minute" page (or the JSON refusal) with 503 and
// Retry-After instead; otherwise the original 500 goes out unchanged. Static pages never reach the database
// and keep serving. Node has no hook to change an answer already begun, and Next.js none to replace its 500, so
// the server's response class holds a 500 back (outageAwareResponse, through http.createServer's documented
// `ServerResponse` option); tests/integration/outage-hold-back.test.ts pins it over real sockets. Not server-only: lib/http/app-server.ts runs outside React Server Components.
import { ServerResponse } from 'node:http';
import { databaseAnswers, databaseFailedRecently, RETRY_AFTER_SECONDS } from '@/lib/platform/db/unavailable';

export const UNAVAILABLE_MESSAGE = 'The portal is briefly unavailable. Please try again in a minute.';

export const unavailableJson = () =>
  Response.json({ success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } });

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Back in a minute · NextGen Youth Foundation</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}h1{font-size:1.6rem}</style>
</head><body><main><h1>We will be back in a minute</h1>
<p>This page needs a part of the portal that is not answering right now. Nothing you sent before this was lost.</p>
<p>Please try again in a minute. The rest of the site is open: <a href="/">go to the home page</a>.</p>
</main></body></html>`;

// Is the database down? Yes if a request failed for want of it a moment ago (noted by api-route.ts and by
// instrumentation.ts's onRequestError for pages), else ask it. Many failures at once share one question, and its
// answer is kept for a second: a flood of 500s costs one connection a second, and an outage's first failures are
// caught by the note above even while an "up" answer is still kept.
let asked: { at: number; up: Promise<boolean> } | undefined;
async function databaseIsUp(): Promise<boolean> {
  if (databaseFailedRecently()) return false;
  if (!asked || Date.now() - asked.at > 1_000) asked = { at: Date.now(), up: databaseAnswers() };
  return asked.up;
}

type Held = { head?: unknown[]; chunks: unknown[][] };
type Write = (this: ServerResponse, chunk: unknown, ...rest: unknown[]) => boolean;
type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
type WriteHead = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
const base = ServerResponse.prototype;

/**
 * The server's response class (http.createServer's documented `ServerResponse` option): a response whose status
 * is 500 is held back until the database has been asked; see the header comment. Overriding the class, not each
 * response's methods, keeps every answer that is not a 500 on Node's own path: one status check per call, no
 * closures per request, and responses of one shape (patching methods onto each response cost every request).
 * `probe`: replaced by tests.
 */
export function outageAwareResponse(probe: () => Promise<boolean> = databaseIsUp) {
  return class OutageAwareResponse extends ServerResponse {
    held: Held | null = null;
    /** Set once the database has answered: Node's own write calls writeHead(500) for the implicit head, which must pass. */
    decided = false;

    private holding(): Held | null {
      if (!this.held && !this.decided && !this.headersSent && this.statusCode === 500) this.held = { chunks: [] };
      return this.held;
    }

    override writeHead(status: number, ...rest: unknown[]): this {
      if (status === 500 && !this.decided && !this.headersSent) { this.statusCode = 500; this.held ??= { chunks: [] }; this.held.head = [status, ...rest]; return this; }
      return (base.writeHead as WriteHead).call(this, status, ...rest) as this;
    }

    override flushHeaders() { if (!this.holding()) base.flushHeaders.call(this); }

    override write(chunk: unknown, ...rest: unknown[]): boolean {
      const held = this.holding();
      if (!held) return (base.write as Write).call(this, chunk, ...rest);
      held.chunks.push([chunk, ...rest.filter((r) => typeof r !== 'function')]);
      (rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.();
      return true;
    }

    override end(...args: unknown[]): this {
      const held = this.holding();
      if (!held) return (base.end as End).apply(this, args) as this;
      // end(chunk, encoding, cb) as Node takes it: the chunk goes out in its encoding, and cb runs when the answer
      // (released, or the 503 in its place) has finished.
      const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined;
      const [chunk, ...rest] = args.filter((a) => typeof a !== 'function');
      if (chunk !== undefined && chunk !== null) held.chunks.push([chunk, ...rest]);
      if (cb) this.once('finish', cb);
      void probe().then((up) => (up ? this.release(held) : this.unavailable()));
      return this;
    }

    /** The database answers: the 500 was not an outage's, and goes out as it was. */
    private release(held: Held) {
      this.held = null;
      this.decided = true;
      if (held.head) (base.writeHead as WriteHead).apply(this, held.head);
      for (const [chunk, ...rest] of held.chunks) (base.write as Write).call(this, chunk, ...rest);
      (base.end as End).call(this);
    }

    private unavailable() {
      this.held = null;
      this.decided = true;
      const api = (this.req.url ?? '').startsWith('/api/');
      for (const name of this.getHeaderNames()) if (/^(content-|etag|last-modified|vary|x-nextjs|set-cookie)/.test(name)) this.removeHeader(name);
      const body = api ? JSON.stringify({ success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE }) : PAGE;
      (base.writeHead as WriteHead).call(this, 503, {
        'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      });
      (base.end as End).call(this, this.req.method === 'HEAD' ? undefined : body);
    }
  };
}
