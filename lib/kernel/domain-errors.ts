// What domain code (lib/) throws when it refuses: it names the refusal, not an HTTP status. The edges map
// each kind once: lib/http/api-route.ts for the API, lib/kernel/page-outcome.ts for pages, and
// scripts/admin/run.ts for the staff script. Messages are written for the person who will read them; the
// code (lib/kernel/error-codes.ts) is for programs: each kind has its own, and a refusal a form acts on
// names a more exact one (`conflict(MOBILE_TAKEN, 'mobile_taken')`). A message with values is a Message
// (./message.ts), so each edge shows it in its reader's language; `message` is its English, for logs and the script.
import type { ErrorCode } from './error-codes';
import { englishOf, message as messageOf, waitInWords, type Message } from './message';

type Text = string | Message;

export class DomainError extends Error {
  /** The message as an id and values, for the edge to translate. */
  readonly text: Message;
  constructor(message: Text, readonly code: ErrorCode) {
    super(englishOf(message));
    this.text = typeof message === 'string' ? messageOf(message) : message;
  }
}

/** The record does not exist (or is not the caller's to know about). */
export class NotFoundError extends DomainError {
  constructor(message: Text = 'Not found.', code: ErrorCode = 'not_found') { super(message, code); }
}

/** The request clashes with what is stored: a number already registered, a decision already made. */
export class ConflictError extends DomainError {
  constructor(message: Text, code: ErrorCode = 'conflict') { super(message, code); }
}

/** The caller is known but this record is not theirs. */
export class ForbiddenError extends DomainError {
  constructor(message: Text = 'You do not have access to this record.', code: ErrorCode = 'forbidden') { super(message, code); }
}

/** Nobody is signed in, or the credentials were wrong. */
export class UnauthenticatedError extends DomainError {
  constructor(message: Text = 'Please log in to continue.', code: ErrorCode = 'unauthenticated') { super(message, code); }
}

/** The input is wrong; `fields` names the field(s) and says why, for the form to show beside them. */
export class InvalidError extends DomainError {
  constructor(message: Text, readonly fields?: Record<string, string>, code: ErrorCode = 'invalid_input') { super(message, code); }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message?: Text, code: ErrorCode = 'rate_limited') {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    super(message ?? messageOf('Too many attempts. Please try again in {when}.', { when: waitInWords(wait) }), code);
    this.retryAfterSeconds = wait;
  }
}

/**
 * Something the request needs other than the database (the document store) does not answer now: nothing was kept,
 * and the caller may try again after `retryAfterSeconds`. `code` is the stable name beside the message.
 */
export class UnavailableError extends DomainError {
  constructor(readonly retryAfterSeconds: number, message: Text, code: ErrorCode = 'unavailable') { super(message, code); }
}

/** Shorthands, so a refusal reads as one word at the place it happens. */
export const invalid = (message: Text, fields?: Record<string, string>, code?: ErrorCode) => new InvalidError(message, fields, code);
export const notFound = (message: Text = 'Not found.', code?: ErrorCode) => new NotFoundError(message, code);
export const conflict = (message: Text, code?: ErrorCode) => new ConflictError(message, code);
export const forbidden = (message?: Text, code?: ErrorCode) => new ForbiddenError(message, code);
export const unauthenticated = (message?: Text, code?: ErrorCode) => new UnauthenticatedError(message, code);
export const tooManyRequests = (retryAfterSeconds: number, message?: Text, code?: ErrorCode) => new RateLimitedError(retryAfterSeconds, message, code);
