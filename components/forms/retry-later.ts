// What a wizard says when the server asks it to come back later (a 429 or 503 with Retry-After, which the
// browser client reads into retryAfterSeconds): when, in the page's language, rather than a bare "failed".
import type { ApiFailure } from '@/lib/client/api-client';
import { message, waitInWords, type Message } from '@/lib/kernel/message';

export const RETRY_IN = 'Nothing was sent. Please try again in {when}.';

/** "Nothing was sent. Please try again in 30 seconds.", or null when the answer does not say when. */
export function retryLater(failure: ApiFailure | null): Message | null {
  const wait = failure?.retryAfterSeconds;
  return wait ? message(RETRY_IN, { when: waitInWords(wait) }) : null;
}
