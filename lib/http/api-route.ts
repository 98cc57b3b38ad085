// The one wrapper every route handler under app/api/v1 goes through. It
//  (a) refuses a state-changing request sent from another site (route handlers get no CSRF protection from Next.js),
//  (b) refuses a body larger than the route allows before reading past the limit,
//  (c) gives the handler its session, and saves it when the handler changes it (with the header's signed-in hint),
//  (d) maps errors to answers: validation 400, auth 401/403, not found 404, conflict 409, rate limit 429,
//      anything unexpected 500 with a generic message (the detail goes to the server log only).
import 'server-only';
import { ZodError } from 'zod';
import { HttpError, badRequest, forbidden, payloadTooLarge } from './errors';
import { isSecure, readSession, sessionCookieHeader } from '@/lib/session/session';
import { signalCookieFor } from '@/lib/session/signed-in-signal';
import type { SessionData } from '@/lib/session/session-data';
import { clientIp } from './client-ip';

export type ApiContext<P> = {
  req: Request;
  params: P;
  ip: string;
  session: SessionData;
  /** Replace the session (null ends it); written as a cookie on the answer. */
  setSession(data: SessionData | null): void;
  json(): Promise<unknown>;
  formData(): Promise<FormData>;
};

type Options = { maxBodyBytes?: number };
type Handler<P> = (ctx: ApiContext<P>) => Promise<Response | Record<string, unknown>>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_MAX_BODY = 16 * 1024;

export function apiRoute<P = Record<string, string>>(handler: Handler<P>, options: Options = {}) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    let newSession: SessionData | null | undefined;
    let session: SessionData | undefined;
    let response: Response;
    try {
      if (MUTATING.has(req.method)) assertSameOrigin(req);
      const body = MUTATING.has(req.method) ? await readBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY) : null;
      session = await readSession(req);
      const ctx: ApiContext<P> = {
        req,
        params: (await route?.params) ?? ({} as P),
        ip: clientIp(req.headers),
        session,
        setSession: (data) => { newSession = data; },
        json: async () => {
          try { return JSON.parse(new TextDecoder().decode(body ?? new Uint8Array())); }
          catch { throw badRequest('The request body must be JSON.'); }
        },
        formData: async () => {
          try { return await new Response(body, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData(); }
          catch { throw badRequest('The request body must be multipart form data.'); }
        },
      };
      const result = await handler(ctx);
      response = result instanceof Response ? result : Response.json({ success: true, ...result });
      if (newSession !== undefined) response.headers.append('Set-Cookie', await sessionCookieHeader(req, newSession));
    } catch (error) {
      newSession = undefined; // a refused request changes no session
      response = errorResponse(error, req);
    }
    // The header's signed-in hint follows the session, also on refusals (a 401 clears a stale hint).
    const signal = session && signalCookieFor(req, session, newSession, isSecure(req));
    if (signal) response.headers.append('Set-Cookie', signal);
    return response;
  };
}

export function errorResponse(error: unknown, req?: Request): Response {
  if (error instanceof HttpError) {
    return Response.json({ success: false, message: error.message, ...error.extra }, { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
    return Response.json({ success: false, message: error.issues[0]?.message ?? 'Invalid input.', errors }, { status: 400 });
  }
  console.error(`[api] ${req?.method ?? ''} ${req ? new URL(req.url).pathname : ''}`, error);
  return Response.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

function assertSameOrigin(req: Request) {
  const origin = req.headers.get('origin');
  if (origin) {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;
    let originHost = '';
    try { originHost = new URL(origin).host; } catch { /* "null" or garbage */ }
    if (originHost !== host) throw forbidden('Cross-site requests are not allowed.');
  } else if (req.headers.get('sec-fetch-site') === 'cross-site') {
    throw forbidden('Cross-site requests are not allowed.');
  }
}

async function readBody(req: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > max) throw payloadTooLarge();
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) { await reader.cancel(); throw payloadTooLarge(); }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const c of chunks) { out.set(c, offset); offset += c.byteLength; }
  return out;
}
