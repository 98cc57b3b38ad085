// POST a JSON body to one of our endpoints and read the answer's message and field errors, in the page's
// language (`locale`: the endpoint answers in it; English by default).
import { withLang } from '@/lib/i18n/api-language';
import type { Locale } from '@/lib/i18n/locales';

export type JsonAnswer = { ok: boolean; status: number; message: string; errors: Record<string, string> };

export const FAILED = 'Something went wrong. Please check your connection and try again.';

export async function postJson(path: string, body: unknown, locale: Locale = 'en'): Promise<JsonAnswer> {
  try {
    const res = await fetch(withLang(path, locale), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as { success?: boolean; message?: unknown; errors?: Record<string, string> } | null;
    const message = typeof json?.message === 'string' && json.message ? json.message : FAILED;
    return { ok: res.ok && json?.success === true, status: res.status, message, errors: json?.errors ?? {} };
  } catch {
    return { ok: false, status: 0, message: FAILED, errors: {} };
  }
}
