// Where the console may send someone back to after signing in (or in again): a console page of this site, given
// as a path. Anything else (another site, `//evil.example`, `/api/...`, a backslash or an encoded dot that a
// browser might read as something else, or the sign-in pages themselves) falls back to the dashboard.
// A plain module, not a 'use server' file: exported from there it would be a server action anyone could call.
const CONSOLE_PATH = /^\/staff(\/[\w\-/]*)?(\?[\w=&%.+-]*)?(#[\w-]*)?$/;

export function safeReturn(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500 || !CONSOLE_PATH.test(next)) return '/staff';
  if (/^\/staff\/(login|reauth)(\/|\?|#|$)/.test(next) || /%2e|%2f|%5c/i.test(next) || next.includes('//')) return '/staff';
  return next;
}

/** The sign-in page that returns to `next` afterwards. */
export const signInPath = (next?: string) => {
  const back = safeReturn(next);
  return back === '/staff' ? '/staff/login' : `/staff/login?next=${encodeURIComponent(back)}`;
};

/** The console page a request came from (a server action's form), from its Referer, when it names one of `hosts`. */
export function refererPath(referer: string | null, hosts: string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const u = new URL(referer);
    return hosts.includes(u.host) ? safeReturn(u.pathname + u.search) : undefined;
  } catch {
    return undefined;
  }
}
