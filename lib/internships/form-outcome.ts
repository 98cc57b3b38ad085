// The intern's forms without scripts (accept, decline, upload, log) post to the same API handlers and are sent
// back to the profile with the outcome in the address: what was done, or which refusal, as a key from a fixed
// list, never a message (a crafted link can only show one of our own messages; the login does the same,
// lib/accounts/login-without-scripts.ts). Plain data: the profile page reads the key back into a message.
import { INTERN_REFUSALS, LOG_FIELD_MESSAGES } from './rules';

export const DONE = ['accepted', 'declined', 'letter_uploaded', 'logged'] as const;
export type Done = (typeof DONE)[number];

/** The messages a refusal may name; anything else reads as `failed`. */
const REFUSALS = { ...INTERN_REFUSALS, ...Object.fromEntries(Object.entries(LOG_FIELD_MESSAGES).map(([k, v]) => [`log_${k}`, v])) } as Record<string, string>;
export const FAILED_MESSAGE = 'That did not work. Please check what you entered and try again.';

/** The query parameters of the profile address after a form post. */
export const OUTCOME_PARAMS = { done: 'internship_done', refused: 'internship_refused' } as const;

/** The key of a refusal's English message (the message a DomainError or a zod issue carries). */
export const refusalKey = (english: string | undefined) => Object.entries(REFUSALS).find(([, v]) => v === english)?.[0] ?? 'failed';

/** What the profile shows for `?internship_done=` / `?internship_refused=` (null: nothing to show). */
export function outcomeMessage(params: { done?: string; refused?: string }): { kind: 'done' | 'refused'; message: string } | null {
  if (params.done && (DONE as readonly string[]).includes(params.done)) return { kind: 'done', message: DONE_MESSAGES[params.done as Done] };
  if (params.refused) return { kind: 'refused', message: Object.hasOwn(REFUSALS, params.refused) ? REFUSALS[params.refused] : FAILED_MESSAGE };
  return null;
}

export const DONE_MESSAGES: Record<Done, string> = {
  accepted: 'You accepted the offer. Now upload your college\'s approval letter.',
  declined: 'You declined the offer.',
  letter_uploaded: 'Your approval letter was uploaded. We will check it soon.',
  logged: 'Your week is logged. Your supervisor will check it.',
};
