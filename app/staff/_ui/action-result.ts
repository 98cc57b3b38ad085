// What a console server action answers: a message for the person, and sometimes something shown once.
import { DomainError, InvalidError } from '@/lib/kernel/domain-errors';

export type ActionResult = { ok?: string; error?: string; fields?: Record<string, string>; secret?: string[]; details?: string[] } | null;

/** A refusal the person can act on becomes its message; anything else (a redirect, a bug) is rethrown. */
export function refusal(e: unknown): ActionResult {
  if (e instanceof DomainError) return { error: e.message, ...(e instanceof InvalidError && e.fields ? { fields: e.fields } : {}) };
  throw e;
}
