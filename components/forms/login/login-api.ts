// POST /api/v1/login from the browser, and what a successful login keeps in localStorage. The session
// itself is an httpOnly cookie set by the answer: no token is ever visible to page scripts.
import { LOGIN_MESSAGES } from '@/lib/accounts/login-rules';
import type { LoginInput } from '@/lib/accounts/login-schema';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { callApi } from '@/lib/client/api-client';
import type { Locale } from '@/lib/i18n/locales';

export type LoginOutcome = { ok: true; type: ApplicantKind; id: number } | { ok: false; message: string };

type LoginAnswer = { user?: Partial<Record<ApplicantKind, { id?: unknown }>> };

/** The answer's messages come in the page's language (`locale`); the form's own ones are translated where shown. */
export async function requestLogin(input: LoginInput, locale: Locale): Promise<LoginOutcome> {
  const answer = await callApi<LoginAnswer>('/api/v1/login', { json: input, locale });
  // Offline, or a refusal without words: the spec's failure message.
  if (!answer.ok) return { ok: false, message: answer.message ?? LOGIN_MESSAGES.failed };
  const id = answer.body.user?.[input.type]?.id;
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
