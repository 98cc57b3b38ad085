// What a visitor gets while the database is down. A route handler under /api maps the failure itself
// (api-route.ts: 503, Retry-After, the usual JSON shape). Anything else that would go out as a 500 (a page that
// reads the database, a route outside apiRoute) is held back for a moment by the HTTP server: if the database
// does not answer a SELECT 1, the visitor gets the "back in a minute" page (or the JSON refusal) with 503 and
// Retry-After instead; otherwise the original 500 goes out unchanged. Static pages never reach the database
// and keep serving. Not server-only: lib/http/app-server.ts runs outside React Server Components.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

/** Holds back a 500 on this response until the database has been asked; see the header comment. */
export function answerOutagesWith503(req: IncomingMessage, res: ServerResponse, probe: () => Promise<boolean> = databaseIsUp) {
  const original = { writeHead: res.writeHead, write: res.write as Write, end: res.end as End, flushHeaders: res.flushHeaders };
  let held: { head?: unknown[]; chunks: unknown[][] } | null = null;
  const holding = () => {
    if (!held && !res.headersSent && res.statusCode === 500) held = { chunks: [] };
    return held;
  };
  const restore = () => Object.assign(res, original);
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status === 500 && !res.headersSent) { res.statusCode = 500; held ??= { chunks: [] }; held.head = [status, ...rest]; return res; }
    return (original.writeHead as (...a: unknown[]) => ServerResponse).call(res, status, ...rest);
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => { if (!holding()) original.flushHeaders.call(res); };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const h = holding();
    if (!h) return original.write.call(res, chunk, ...rest);
    h.chunks.push([chunk, ...rest.filter((r) => typeof r !== 'function')]);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const h = holding();
    if (!h) return original.end.apply(res, args);
    const [chunk] = args;
    if (chunk !== undefined && typeof chunk !== 'function') h.chunks.push([chunk]);
    void probe().then((up) => {
      restore();
      if (up) {
        if (h.head) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(res, h.head);
        for (const [chunk, ...rest] of h.chunks) original.write.call(res, chunk, ...rest);
        original.end.call(res);
        return;
      }
      const api = (req.url ?? '').startsWith('/api/');
      for (const name of res.getHeaderNames()) if (/^(content-|etag|last-modified|vary|x-nextjs|set-cookie)/.test(name)) res.removeHeader(name);
      const body = api ? JSON.stringify({ success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE }) : PAGE;
      res.writeHead(503, {
        'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
    return res;
  }) as ServerResponse['end'];
}
