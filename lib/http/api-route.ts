// The one wrapper every route handler under app/api/v1 goes through. It
//  (a) refuses a state-changing request sent from another site (route handlers get no CSRF protection from Next.js):
//      a foreign Origin always, and a request with a cookie that shows neither Origin nor Sec-Fetch-Site
//      (browsers send one of them on every POST, so only a forged or stripped request lacks both),
//  (b) reads the body only when the handler asks for it (so limits and ownership are checked first), refusing
//      one larger than the route allows before reading past the limit; a multipart body is parsed as it
//      arrives, against the parts the route expects (./read-multipart.ts),
//  (c) gives the handler its session, and saves it when the handler changes it (with the header's signed-in hint),
//  (d) maps errors to answers: validation 400, auth 401/403, not found 404, conflict 409, rate limit 429,
//      the database unreachable 503 with Retry-After, anything unexpected 500 with a generic message (the detail
//      goes to the server log only).
import 'server-only';
import { ZodError } from 'zod';
import {
  ConflictError, DomainError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError, UnauthenticatedError, UnavailableError, invalid, forbidden,
} from '@/lib/kernel/domain-errors';
import { PayloadTooLargeError, payloadTooLarge } from './errors';
import { loadSession, saveSession, type LoadedSession } from '@/lib/accounts/session';
import { isSecure } from '@/lib/accounts/session-cookie';
import { signalCookieFor } from '@/lib/accounts/signed-in-signal';
import { env } from '@/lib/platform/env';
import type { SessionData } from '@/lib/accounts/session-data';
import { isDatabaseBusy, isDatabaseUnavailable, logDatabaseUnavailable, noteDatabaseError, PORTAL_BUSY, RETRY_AFTER_SECONDS } from '@/lib/platform/db/unavailable';
import { UNAVAILABLE_MESSAGE } from './outage';
import { metrics } from '@/lib/platform/metrics';
import { clientIp } from '../platform/client-ip';
import { requestLocale } from '@/lib/i18n/api-language';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { readMultipart, type MultipartRules } from './read-multipart';
import { isMessage } from '@/lib/kernel/message';

export type ApiContext<P> = {
  req: Request;
  params: P;
  ip: string;
  session: SessionData;
  /** Replace the session (null ends it); written as a cookie on the answer. `newToken`: under a new token even for the same person. */
  setSession(data: SessionData | null, options?: { newToken?: boolean }): void;
  /** Reads the body (call it after the checks that need no body, so a refused request is not read). */
  json(): Promise<unknown>;
  /** Reads a multipart body against the route's `multipart` rules. */
  formData(): Promise<FormData>;
  /** The body exactly as sent, as text (a webhook's signature covers these bytes, not a re-serialised object). */
  text(): Promise<string>;
  /** A form the browser posted itself (application/x-www-form-urlencoded: the login without scripts), within the body limit. */
  urlEncoded(): Promise<URLSearchParams>;
};

/**
 * `anyOrigin`: a POST another site's page may send, because it proves itself by a signature and carries no session
 * (the payment gateway's checkout posting back its signed answer); the session is then neither read nor written.
 */
type Options = { maxBodyBytes?: number; multipart?: MultipartRules; anyOrigin?: boolean };
type Handler<P> = (ctx: ApiContext<P>) => Promise<Response | Record<string, unknown>>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_MAX_BODY = 16 * 1024;

export function apiRoute<P = Record<string, string>>(handler: Handler<P>, options: Options = {}) {
  return async (req: Request, route: { params: Promise<P> }): Promise<Response> => {
    let newSession: SessionData | null | undefined;
    let newToken = false;
    let current: LoadedSession | undefined;
    let response: Response;
    try {
      if (MUTATING.has(req.method) && !options.anyOrigin) assertSameOrigin(req);
      const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
      if (MUTATING.has(req.method) && Number(req.headers.get('content-length') ?? NaN) > maxBody) throw payloadTooLarge();
      current = options.anyOrigin ? undefined : await loadSession(req);
      const ctx: ApiContext<P> = {
        req,
        params: (await route?.params) ?? ({} as P),
        ip: clientIp(req.headers),
        session: current?.data ?? {},
        setSession: (data, o) => { newSession = data; newToken = o?.newToken ?? false; },
        json: async () => {
          const body = MUTATING.has(req.method) ? await readBody(req, maxBody) : new Uint8Array();
          try { return JSON.parse(new TextDecoder().decode(body)); }
          catch { throw invalid('The request body must be JSON.', undefined, 'body_not_json'); }
        },
        text: async () => new TextDecoder().decode(MUTATING.has(req.method) ? await readBody(req, maxBody) : new Uint8Array()),
        urlEncoded: async () => new URLSearchParams(new TextDecoder().decode(MUTATING.has(req.method) ? await readBody(req, maxBody) : new Uint8Array())),
        formData: () => {
          if (!options.multipart) throw new Error('This route takes no multipart body (apiRoute option `multipart`).');
          return readMultipart(req, maxBody, options.multipart);
        },
      };
      const result = await handler(ctx);
      // A success's message in the form's language too (the login's, the password reset's); English by default.
      const translated = !(result instanceof Response) && typeof result.message === 'string' ? { message: translatorForLocale(requestLocale(req))(result.message) } : {};
      response = result instanceof Response ? result : Response.json({ success: true, ...result, ...translated });
      const cookie = newSession === undefined || !current ? null : await saveSession(req, current, newSession, { newToken });
      if (cookie) response.headers.append('Set-Cookie', cookie);
    } catch (error) {
      newSession = undefined; // a refused request changes no session
      response = errorResponse(error, req);
    }
    // The header's signed-in hint follows the session, also on refusals (a 401 clears a stale hint).
    const signal = current && signalCookieFor(req, current.data, newSession, isSecure(req));
    if (signal) response.headers.append('Set-Cookie', signal);
    return response;
  };
}

// Each domain refusal's HTTP status, in one place.
const STATUS = new Map<new (...args: never[]) => DomainError, number>([
  [InvalidError, 400], [UnauthenticatedError, 401], [ForbiddenError, 403], [NotFoundError, 404],
  [ConflictError, 409], [PayloadTooLargeError, 413], [RateLimitedError, 429],
]);

function statusOf(error: DomainError): number {
  for (const [type, status] of STATUS) if (error instanceof type) return status;
  return 400;
}

export function errorResponse(error: unknown, req?: Request): Response {
  // English (the spec's exact messages) unless the form asked for its page's language (?lang=as|hi).
  const answer = translatedAnswer(req ? requestLocale(req) : 'en');
  return answer(untranslatedErrorResponse(error, req));
}

function translatedAnswer(locale: Parameters<typeof translatorForLocale>[0]) {
  const t = translatorForLocale(locale);
  return (r: Response | { body: Record<string, unknown>; init: ResponseInit }) => {
    if (r instanceof Response) return r; // an answer already built is sent as it is
    const body = { ...r.body };
    if (typeof body.message === 'string' || isMessage(body.message)) body.message = t(body.message); // built from its id and values
    if (body.fields && typeof body.fields === 'object') {
      body.fields = body.errors = Object.fromEntries(Object.entries(body.fields as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? t(v) : v]));
    }
    return Response.json(body, r.init);
  };
}

function untranslatedErrorResponse(error: unknown, req?: Request): Response | { body: Record<string, unknown>; init: ResponseInit } {
  if (error instanceof DomainError) {
    const body = { success: false, code: error.code, message: error.text, ...(error instanceof InvalidError && error.fields ? fieldsOf(error.fields) : {}) };
    if (error instanceof RateLimitedError) {
      return { body: { ...body, retryAfter: error.retryAfterSeconds }, init: { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } } };
    }
    if (error instanceof UnavailableError) {
      return { body, init: { status: 503, headers: { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' } } };
    }
    return { body, init: { status: statusOf(error) } };
  }
  if (error instanceof ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
    return { body: { success: false, code: 'invalid_input', message: error.issues[0]?.message ?? 'Invalid input.', ...fieldsOf(errors) }, init: { status: 400 } };
  }
  if (isDatabaseBusy(error)) {
    // Not noted as an outage: pages that need the database keep being tried, and nobody is told of a restart.
    metrics().unavailable.inc();
    logDatabaseUnavailable(`${req?.method ?? ''} ${req ? new URL(req.url).pathname : ''} (busy: no connection in time)`);
    return { body: { success: false, code: PORTAL_BUSY.code, message: PORTAL_BUSY.message }, init: { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } } };
  }
  if (isDatabaseUnavailable(error)) {
    noteDatabaseError(error);
    metrics().unavailable.inc();
    logDatabaseUnavailable(`${req?.method ?? ''} ${req ? new URL(req.url).pathname : ''}`);
    // unavailableJson's answer, with its message left to translatedAnswer (the caller's language).
    return { body: { success: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE }, init: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } } };
  }
  console.error(`[api] ${req?.method ?? ''} ${req ? new URL(req.url).pathname : ''}`, error);
  return { body: { success: false, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' }, init: { status: 500 } };
}

// Field messages go out as `fields` (docs/decisions/020) and, for this round, under their first name `errors`
// too, for clients written before the codes; drop `errors` once nothing reads it.
const fieldsOf = (fields: Record<string, string>) => ({ fields, errors: fields });

const CROSS_SITE = 'Cross-site requests are not allowed.';

export function assertSameOrigin(req: Request) {
  const origin = req.headers.get('origin');
  if (origin) {
    if (!isOwnOrigin(req, origin)) throw forbidden(CROSS_SITE, 'cross_site');
    return;
  }
  const site = req.headers.get('sec-fetch-site');
  if (site) {
    if (site !== 'same-origin') throw forbidden(CROSS_SITE, 'cross_site');
    return;
  }
  // Neither header: not a browser page of ours. Fine for a cookie-less client (curl), refused with a cookie.
  if (req.headers.get('cookie')) throw forbidden(CROSS_SITE, 'cross_site');
}

/** The site's public address, or the host this request was sent to (as the serving process established it). */
function isOwnOrigin(req: Request, origin: string): boolean {
  let url: URL;
  try { url = new URL(origin); } catch { return false; } // "null" or garbage
  if (url.origin === new URL(env.PUBLIC_BASE_URL).origin) return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;
  return url.host === host;
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
