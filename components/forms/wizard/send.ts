// The wizards' one way to the API (a registration, an institution, its proof, a referral code or mobile check):
// the answer's status and parsed JSON body, in the page's language; status 0 when the request never got an
// answer (offline, a dropped connection), so the caller says so and keeps everything typed for a retry.
// One function on purpose: the house's browser fetch client (CSRF header, timeout, Retry-After, error codes)
// replaces its body, and every form follows.
import { withLang } from '@/lib/i18n/api-language';
import { splitLocalePath } from '@/lib/i18n/locales';

export type Answer<T = unknown> = {
  status: number;
  body: { success?: boolean; message?: string; errors?: Record<string, string> } & Partial<T>;
};

export async function send<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(withLang(url, splitLocalePath(location.pathname).locale), { credentials: 'same-origin', ...init });
  } catch {
    return { status: 0, body: {} };
  }
  let body: Answer<T>['body'] = {};
  try { body = await res.json(); } catch { /* not JSON: keep {} */ }
  return { status: res.status, body };
}

export const succeeded = (a: Answer) => a.status >= 200 && a.status < 300 && a.body.success !== false;
