// What domain code (lib/) throws when it refuses: it names the refusal, not an HTTP status. The edges map
// each kind once: lib/http/api-route.ts for the API, lib/kernel/page-outcome.ts for pages, and
// scripts/admin/run.ts for the staff script. Messages are written for the person who will read them; the
// code (lib/kernel/error-codes.ts) is for programs: each kind has its own, and a refusal a form acts on
// names a more exact one (`conflict(MOBILE_TAKEN, 'mobile_taken')`).
import type { ErrorCode } from './error-codes';

export class DomainError extends Error {
  constructor(message: string, readonly code: ErrorCode) { super(message); }
}

/** The record does not exist (or is not the caller's to know about). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.', code: ErrorCode = 'not_found') { super(message, code); }
}

/** The request clashes with what is stored: a number already registered, a decision already made. */
export class ConflictError extends DomainError {
  constructor(message: string, code: ErrorCode = 'conflict') { super(message, code); }
}

/** The caller is known but this record is not theirs. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have access to this record.', code: ErrorCode = 'forbidden') { super(message, code); }
}

/** Nobody is signed in, or the credentials were wrong. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Please log in to continue.', code: ErrorCode = 'unauthenticated') { super(message, code); }
}

/** The input is wrong; `fields` names the field(s) and says why, for the form to show beside them. */
export class InvalidError extends DomainError {
  constructor(message: string, readonly fields?: Record<string, string>, code: ErrorCode = 'invalid_input') { super(message, code); }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message?: string, code: ErrorCode = 'rate_limited') {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    const when = wait >= 120 ? `${Math.ceil(wait / 60)} minutes` : `${wait} seconds`;
    super(message ?? `Too many attempts. Please try again in ${when}.`, code);
    this.retryAfterSeconds = wait;
  }
}

/** Shorthands, so a refusal reads as one word at the place it happens. */
export const invalid = (message: string, fields?: Record<string, string>, code?: ErrorCode) => new InvalidError(message, fields, code);
export const notFound = (message = 'Not found.', code?: ErrorCode) => new NotFoundError(message, code);
export const conflict = (message: string, code?: ErrorCode) => new ConflictError(message, code);
export const forbidden = (message?: string, code?: ErrorCode) => new ForbiddenError(message, code);
export const unauthenticated = (message?: string, code?: ErrorCode) => new UnauthenticatedError(message, code);
export const tooManyRequests = (retryAfterSeconds: number, message?: string, code?: ErrorCode) => new RateLimitedError(retryAfterSeconds, message, code);
