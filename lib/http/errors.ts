// Errors a route handler may throw; lib/http/api-route.ts turns each into its HTTP answer.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this record.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'The request is too large.') => new HttpError(413, message);
export function tooManyRequests(retryAfterSeconds: number, message?: string) {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  const when = wait >= 120 ? `${Math.ceil(wait / 60)} minutes` : `${wait} seconds`;
  return new HttpError(429, message ?? `Too many attempts. Please try again in ${when}.`, { retryAfter: wait }, { 'Retry-After': String(wait) });
}
