// Links from other websites into the console (no server-only import: the browser tests read the message).
/**
 * True when the browser says another site sent this request (a link or an image on another site: Sec-Fetch-Site
 * cross-site or same-site). The staff cookie is SameSite=Lax, so such a GET arrives signed in; reads that write an
 * audit row (documents, exports) or change a state (an inbox item becoming read) refuse it or skip the change. A link
 * opened from a mail program or typed is "none", one of the console's own "same-origin": both are staff meaning it.
 */
export function cameFromAnotherSite(h: Headers): boolean {
  const site = h.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

export const FROM_ANOTHER_SITE = 'This link came from another website. Documents and exports open only from the console, so that the record of who opened what shows what staff meant to open.';
