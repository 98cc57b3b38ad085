// What domain code (lib/) throws when it refuses: it names the refusal, not an HTTP status. The edges map
// each kind once: lib/http/api-route.ts for the API, lib/kernel/page-outcome.ts for pages, and
// scripts/admin/run.ts for the staff script. Messages are written for the person who will read them.
export class DomainError extends Error {}

/** The record does not exist (or is not the caller's to know about). */
export class NotFoundError extends DomainError {}

/** The request clashes with what is stored: a number already registered, a decision already made. */
export class ConflictError extends DomainError {}

/** The caller is known but this record is not theirs. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have access to this record.') { super(message); }
}

/** Nobody is signed in, or the credentials were wrong. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in to continue.') { super(message); }
}

/** The input is wrong; `fields` names the field(s) and says why, for the form to show beside them. */
export class InvalidError extends DomainError {
  constructor(message: string, readonly fields?: Record<string, string>) { super(message); }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message?: string) {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    const when = wait >= 120 ? `${Math.ceil(wait / 60)} minutes` : `${wait} seconds`;
    super(message ?? `Too many attempts. Please try again in ${when}.`);
    this.retryAfterSeconds = wait;
  }
}

/**
 * Something the request needs other than the database (the document store) does not answer now: nothing was kept,
 * and the caller may try again after `retryAfterSeconds`. `code` is the stable name beside the message.
 */
export class UnavailableError extends DomainError {
  constructor(readonly retryAfterSeconds: number, message: string, readonly code: string) { super(message); }
}

/** Shorthands, so a refusal reads as one word at the place it happens. */
export const invalid = (message: string, fields?: Record<string, string>) => new InvalidError(message, fields);
export const notFound = (message = 'Not found.') => new NotFoundError(message);
export const conflict = (message: string) => new ConflictError(message);
export const forbidden = (message?: string) => new ForbiddenError(message);
export const unauthenticated = (message?: string) => new UnauthenticatedError(message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) => new RateLimitedError(retryAfterSeconds, message);
