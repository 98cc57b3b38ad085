// The browser's one way to call our API (/api/v1). Every form and list goes through callApi, so each of these
// is decided once:
//  - same origin only, with the session cookie; the browser adds Origin / Sec-Fetch-Site itself, which is
//    what the server's cross-site check reads (lib/http/api-route.ts), so no token header is needed;
//  - the page's language (?lang=as|hi), so messages come back in it;
//  - a time limit, after which the request is abandoned and answered as `timeout`;
//  - the error shape `{ success: false, code, message, fields? }` (docs/decisions/020): callers decide on
//    `code`, never on the wording; a 429 or 503 hands over its Retry-After.
// A failure never throws: it is a value with a code, so every caller handles the same few cases.
import { isErrorCode, type ErrorCode } from '@/lib/kernel/error-codes';
import { withLang } from '@/lib/i18n/api-language';
import { splitLocalePath, type Locale } from '@/lib/i18n/locales';

/** How long a JSON call may take: a login waiting its turn at the password-hashing limit answers well within it; a dead connection does not hang the form. */
export const API_TIMEOUT_MS = 60_000;
/** How long an upload may take: longer than the server's 2-minute request timeout (README, "Server limits"), so a slow upload is cut by the server, with an answer, before the browser gives up without one. */
export const UPLOAD_TIMEOUT_MS = 180_000;

export type ApiSuccess<T> = { ok: true; status: number; message: string | null; body: T };
export type ApiFailure = {
  ok: false;
  /** The HTTP status; 0 when no answer came (network_error, timeout). */
  status: number;
  code: ErrorCode;
  /** The server's message in the page's language; null when there was none (the caller says its own). */
  message: string | null;
  fields: Record<string, string>;
  /** From Retry-After on a 429 or 503. */
  retryAfterSeconds: number | null;
  body: Record<string, unknown>;
};
export type ApiResult<T = Record<string, unknown>> = ApiSuccess<T> | ApiFailure;

export type CallOptions = {
  method?: 'GET' | 'POST';
  /** A JSON body (POST). */
  json?: unknown;
  /** A multipart body (POST); the time limit is UPLOAD_TIMEOUT_MS. */
  form?: FormData;
  /** The language of the answer's messages; by default the page's (from its address). */
  locale?: Locale;
  timeoutMs?: number;
  cache?: RequestCache;
};

const pageLocale = (): Locale => (typeof location === 'undefined' ? 'en' : splitLocalePath(location.pathname).locale);

/** The code of an answer that carries none (a proxy's page, an old server): from its status. */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'invalid_input';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'internal_error';
}

const noAnswer = (code: 'network_error' | 'timeout'): ApiFailure =>
  ({ ok: false, status: 0, code, message: null, fields: {}, retryAfterSeconds: null, body: {} });

export async function callApi<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { json, form } = options;
  const method = options.method ?? (json !== undefined || form ? 'POST' : 'GET');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(); }, options.timeoutMs ?? (form ? UPLOAD_TIMEOUT_MS : API_TIMEOUT_MS));
  let res: Response;
  let body: Record<string, unknown> = {};
  try {
    res = await fetch(withLang(path, options.locale ?? pageLocale()), {
      method,
      credentials: 'same-origin',
      cache: options.cache,
      signal: controller.signal,
      headers: json !== undefined ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: json !== undefined ? JSON.stringify(json) : form,
    });
    const parsed: unknown = await res.json().catch(() => null); // not JSON (a proxy's error page): no body
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    return noAnswer(timedOut ? 'timeout' : 'network_error');
  } finally {
    clearTimeout(timer);
  }
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (res.ok && body.success !== false) return { ok: true, status: res.status, message, body: body as T };
  const retryAfter = Number(res.headers.get('retry-after'));
  return {
    ok: false,
    status: res.status,
    code: isErrorCode(body.code) ? body.code : codeForStatus(res.status),
    message,
    fields: fieldsOf(body),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    body,
  };
}

/** `fields` (the current name), or `errors` (the same object under its first name), keeping string values only. */
function fieldsOf(body: Record<string, unknown>): Record<string, string> {
  const raw = body.fields ?? body.errors;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A failed call, thrown by fetchList (a list either loads or offers a retry: components/forms/use-list.ts). */
export class ApiCallError extends Error {
  constructor(readonly failure: ApiFailure, path: string) { super(`${path} answered ${failure.status} ${failure.code}`); }
}

/** A list endpoint's array under `field`; throws ApiCallError on any failure, so the list can offer a retry. */
export async function fetchList<T>(path: string, field: string, options?: CallOptions): Promise<T[]> {
  // Lists carry no message to translate: one address for every language (and for the HTTP cache).
  const answer = await callApi<Record<string, unknown>>(path, { locale: 'en', ...options });
  if (!answer.ok) throw new ApiCallError(answer, path);
  const items = answer.body[field];
  if (!Array.isArray(items)) throw new ApiCallError({ ...noAnswer('network_error'), status: answer.status, code: 'internal_error' }, path);
  return items as T[];
}
