// How an instance's listener (./listener.ts) revalidates pages in its own Next.js cache: `revalidatePath` only
// works inside a request Next.js is handling, so the listener asks its own server, over loopback, at the internal
// route app/api/internal/revalidate. The key is made when the server starts and never leaves the process (it is
// held on globalThis, which the server and the route's bundle share), so no other caller can make an instance
// re-render its pages.
import { randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = Symbol.for('nyf.publishing.self-key');
const holder = globalThis as unknown as { [KEY]?: string };

export const SELF_KEY_HEADER = 'x-publishing-key';
/** At most this many paths per request (the route's body stays small). */
export const REVALIDATE_BATCH = 200;
/** The internal route; answered only to this process's own key. */
export const REVALIDATE_ROUTE = '/api/internal/revalidate';

/** Whether `presented` is this process's key (false when no listener started one). */
export function isSelfKey(presented: string | null): boolean {
  const key = holder[KEY];
  if (!key || !presented) return false;
  const [a, b] = [Buffer.from(key), Buffer.from(presented)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The `apply` of ./listener.ts for the server at `origin` (this process's own, on loopback). */
export function revalidateOn(origin: string) {
  holder[KEY] ??= randomBytes(32).toString('base64url');
  return async (paths: string[]) => {
    for (let i = 0; i < paths.length; i += REVALIDATE_BATCH) {
      const res = await fetch(`${origin}${REVALIDATE_ROUTE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SELF_KEY_HEADER]: holder[KEY]! },
        body: JSON.stringify({ paths: paths.slice(i, i + REVALIDATE_BATCH) }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`${REVALIDATE_ROUTE} answered ${res.status}`);
    }
  };
}
