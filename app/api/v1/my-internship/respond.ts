// How the intern's internship handlers answer: JSON to the profile's script (the one client sends
// `Accept: application/json`), and a 303 back to the profile with the outcome to a form the browser posted
// itself (no script: lib/internships/form-outcome.ts), with the same checks and the same writes.
import { DomainError, forbidden, unauthenticated } from '@/lib/kernel/domain-errors';
import { z } from '@/lib/kernel/zod';
import type { SessionData } from '@/lib/accounts/session-data';
import { seeOther } from '@/lib/accounts/login-without-scripts';
import { requestLocale } from '@/lib/i18n/api-language';
import { localePath } from '@/lib/i18n/locales';
import { profileHref } from '@/components/profile/profile-href';
import { OUTCOME_PARAMS, refusalKey, type Done } from '@/lib/internships/form-outcome';
import { INTERN_REFUSALS } from '@/lib/internships/rules';

/** The signed-in intern's applicant id: 401 for nobody, 403 for a member (an internship is an intern's). */
export function internOf(session: SessionData): number {
  if (!session.user) throw unauthenticated();
  if (session.user.type !== 'intern') throw forbidden(INTERN_REFUSALS.notIntern);
  return session.user.id;
}

/** A form posted without scripts: the browser asked for a page, not JSON. */
export const isPlainForm = (req: Request) => !(req.headers.get('accept') ?? '').includes('application/json')
  && /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(req.headers.get('content-type') ?? '');

/** Runs `work`; a plain form gets a redirect to the profile with the outcome, a script the JSON of `work`. */
export async function respond(req: Request, applicantId: number, done: Done, work: () => Promise<Record<string, unknown>>) {
  if (!isPlainForm(req)) return work();
  const profile = localePath(requestLocale(req), profileHref('intern', applicantId));
  try {
    await work();
    return seeOther(`${profile}&${OUTCOME_PARAMS.done}=${done}`);
  } catch (error) {
    if (error instanceof DomainError) return seeOther(`${profile}&${OUTCOME_PARAMS.refused}=${refusalKey(error.message)}`);
    if (error instanceof z.ZodError) return seeOther(`${profile}&${OUTCOME_PARAMS.refused}=${refusalKey(error.issues[0]?.message)}`);
    throw error; // a fault of ours: the usual 500
  }
}

/** A form's fields: a urlencoded body (no script), a JSON body, or none. */
export async function fieldsOf(req: Request, ctx: { json(): Promise<unknown>; urlEncoded(): Promise<URLSearchParams> }): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(await ctx.urlEncoded());
  if (/^application\/json/i.test(type)) return ctx.json();
  return {};
}
