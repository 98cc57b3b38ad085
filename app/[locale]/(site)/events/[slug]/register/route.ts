// POST /events/{slug}/register (and /as, /hi): the registration form as the browser posts it without scripts,
// form-urlencoded. The same schema, limits and registration as the JSON API (lib/events/register-request.ts); the
// answer is a 303 to the result page, the outcome in a short-lived cookie (../registration-outcome.ts), so a
// reload does not register again and no ticket code lands in an address.
import { z } from '@/lib/kernel/zod';
import { apiRoute } from '@/lib/http/api-route';
import { DomainError } from '@/lib/kernel/domain-errors';
import { isSecure } from '@/lib/accounts/session-cookie';
import { localePath, toLocale } from '@/lib/i18n/locales';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { registerFromRequest, registrationFromForm } from '@/lib/events/register-request';
import { OUTCOME_COOKIE, OUTCOME_SECONDS } from '@/lib/events/registration-outcome-cookie';
import { writeOutcome, type Outcome } from '../registration-outcome';

export const POST = apiRoute<{ locale: string; slug: string }>(async ({ req, params, urlEncoded, ip }) => {
  const locale = toLocale(params.locale);
  const t = translatorForLocale(locale);
  const form = registrationFromForm(await urlEncoded());
  let outcome: Outcome;
  try {
    const answer = await registerFromRequest(params.slug, form, locale, ip);
    outcome = { slug: params.slug, ...answer };
  } catch (error) {
    if (error instanceof z.ZodError) {
      const fields = Object.fromEntries(error.issues.map((i) => [String(i.path[0]), t(i.message)]));
      outcome = { slug: params.slug, status: 'refused', message: t('Please check the fields marked below.'), fields };
    } else if (error instanceof DomainError && error.code !== 'not_found') {
      outcome = { slug: params.slug, status: 'refused', message: t(error.text), fields: {} };
    } else throw error; // an unknown event is a 404, anything else a fault of ours (apiRoute answers both)
  }
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${OUTCOME_SECONDS}`, ...(isSecure(req) ? ['Secure'] : [])];
  return new Response(null, {
    status: 303,
    headers: {
      Location: localePath(locale, `/events/${params.slug}/registered`),
      'Set-Cookie': [`${OUTCOME_COOKIE}=${writeOutcome(outcome)}`, ...attrs].join('; '),
      'Cache-Control': 'no-store',
    },
  });
});
