// The cookie that carries a registration sent without scripts from its POST to the result page
// (app/[locale]/(site)/events/[slug]/registration-outcome.ts). The form is often filled on a shared computer (a
// college lab), so the cookie only has to survive the redirect, and the answer that shows the result clears it
// (lib/http/app-server.ts: a page cannot set cookies while it renders): whoever opens the page after that, or
// reloads it, sees no one's ticket code. The mail has it.
export const OUTCOME_COOKIE = 'nyf_event_registration';
/** Long enough for the redirect on a slow phone; the result page clears it at once anyway. */
export const OUTCOME_SECONDS = 60;

const RESULT_PAGE = /^(?:\/(?:as|hi))?\/events\/[^/]+\/registered\/?$/;

/** The Set-Cookie that clears the outcome, for the answer to a GET of a result page; null for any other request. */
export const outcomeClearedBy = (method: string | undefined, path: string) =>
  (method === 'GET' || method === 'HEAD') && RESULT_PAGE.test(path) ? `${OUTCOME_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` : null;
