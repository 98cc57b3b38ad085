// The login form without scripts (issue 27): the browser posts the form itself, form-urlencoded, to the same
// POST /api/v1/login (the same checks and rate limits), and gets a redirect instead of JSON: on success to the
// page the visitor came for (?next= of the login page it was sent from) or their profile; on a refusal to
// /login/failed, which shows the message above the form. The address carries a reason from a fixed list, never
// a message: a crafted link can only show one of our own messages.
import { RateLimitedError } from '@/lib/kernel/domain-errors';
import { z } from '@/lib/kernel/zod';
import { LOGIN_MESSAGES, lockedOutMessage } from '@/lib/accounts/login-rules';
import type { Message } from '@/lib/kernel/message';
import { safeNextPath } from './next-path';
import { LIMITS } from '@/lib/limits';
import { localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';

export const LOGIN_FAILED_PATH = '/login/failed';

/** The refusals the page can name; each is one of LOGIN_MESSAGES, or the lock-out with its minutes. */
const REASONS = ['failed', 'type', 'phoneSubmit', 'passwordSubmit'] as const satisfies readonly (keyof typeof LOGIN_MESSAGES)[];
type Reason = (typeof REASONS)[number] | 'locked';
/** No lock-out lasts longer than the login limiters' block: a crafted address cannot claim a longer one. */
const MAX_WAIT_SECONDS = Math.max(LIMITS.loginFailuresPerNumber.blockSeconds, LIMITS.loginFailuresPerAddress.blockSeconds);

/** A browser's own form post (no script sent it): answered with a redirect. */
export const isPlainFormPost = (req: Request) =>
  (req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** A 303 to a path on this site: the browser follows it with a GET, so a reload does not post the password again. */
export const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/**
 * The ?next= of the login page the form was sent from (the Referer, as a static page cannot put it in the form),
 * when that page is ours and the path is one safeNextPath accepts.
 */
export function nextPathOf(req: Request): string | null {
  const referer = req.headers.get('referer');
  if (!referer) return null;
  let from: URL;
  try { from = new URL(referer); } catch { return null; }
  if (from.origin !== new URL(req.url).origin && from.host !== req.headers.get('host')) return null;
  const { path } = splitLocalePath(from.pathname); // /as/login too
  if (path !== '/login' && path !== LOGIN_FAILED_PATH) return null;
  return safeNextPath(from.searchParams.get('next'));
}

/** Where a refused plain login goes: the failure page in the form's language, with the reason (and the page to return to, if any). */
export function failedLoginHref(error: unknown, next: string | null, locale: Locale = 'en'): string {
  const params = new URLSearchParams();
  if (error instanceof RateLimitedError) {
    params.set('reason', 'locked');
    params.set('wait', String(error.retryAfterSeconds));
  } else if (error instanceof z.ZodError) {
    const message = error.issues[0]?.message;
    params.set('reason', REASONS.find((r) => LOGIN_MESSAGES[r] === message) ?? 'failed');
  } else {
    params.set('reason', 'failed');
  }
  if (next) params.set('next', next);
  return `${localePath(locale, LOGIN_FAILED_PATH)}?${params}`;
}

/** The message for a reason in the failure page's address; anything unknown reads as a failed login. */
export function failedLoginMessage(reason: string | undefined, wait: string | undefined): string | Message {
  if ((reason as Reason) === 'locked') {
    const seconds = Math.min(Math.max(Number.parseInt(wait ?? '', 10) || 60, 1), MAX_WAIT_SECONDS);
    return lockedOutMessage(seconds);
  }
  return LOGIN_MESSAGES[REASONS.find((r) => r === reason) ?? 'failed'];
}
