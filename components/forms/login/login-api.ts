// POST /api/v1/login from the browser, and what a successful login keeps in localStorage. The session
// itself is an httpOnly cookie set by the answer: no token is ever visible to page scripts.
import { LOGIN_MESSAGES } from '@/lib/accounts/login-rules';
import type { LoginInput } from '@/lib/accounts/login-schema';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { withLang } from '@/lib/i18n/api-language';
import type { Locale } from '@/lib/i18n/locales';

export type LoginOutcome = { ok: true; type: ApplicantKind; id: number } | { ok: false; message: string };

type LoginAnswer = { success?: boolean; message?: unknown; user?: Partial<Record<ApplicantKind, { id?: unknown }>> };

/** The answer's messages come in the page's language (`locale`); the form's own ones are translated where shown. */
export async function requestLogin(input: LoginInput, locale: Locale): Promise<LoginOutcome> {
  let res: Response;
  let body: LoginAnswer | null;
  try {
    res = await fetch(withLang('/api/v1/login', locale), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    body = (await res.json().catch(() => null)) as LoginAnswer | null;
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.failed }; // offline or the request failed
  }
  if (!res.ok || !body?.success) {
    return { ok: false, message: typeof body?.message === 'string' && body.message ? body.message : LOGIN_MESSAGES.failed };
  }
  const id = body.user?.[input.type]?.id;
  if (typeof id !== 'number') return { ok: false, message: LOGIN_MESSAGES.noId };
  return { ok: true, type: input.type, id };
}

/** The spec's storage keys (part 1, section 3) minus the tokens: userType and the matching id. */
export function rememberLogin(type: ApplicantKind, id: number) {
  try {
    localStorage.setItem('userType', type);
    localStorage.setItem(type === 'intern' ? 'internId' : 'memberId', String(id));
    // An id of the other kind belongs to someone else (an earlier login or registration in this browser).
    localStorage.removeItem(type === 'intern' ? 'memberId' : 'internId');
  } catch {
    /* storage disabled: the session cookie is what matters */
  }
}
