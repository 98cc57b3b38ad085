// POST /api/v1/help-offers {kind: volunteer|mentor, name, email, mobile, district, offer}: an offer of help from
// /volunteer or /mentor, stored for the staff inbox with an acknowledgement mail in the form's language (?lang=).
// Without scripts the browser posts the form itself and is sent on to the form's sent page.
import { apiRoute } from '@/lib/http/api-route';
import { helpOfferSchema } from '@/lib/public-forms/help-offer-schema';
import { HELP_OFFER_THANKS, saveHelpOffer } from '@/lib/public-forms/help-offer';
import { helpOfferProblemHref, postedKind, sentPath } from '@/lib/public-forms/help-offer-without-scripts';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { isPlainFormPost, seeOther } from '@/lib/accounts/login-without-scripts';
import { requestLocale } from '@/lib/i18n/api-language';
import type { Locale } from '@/lib/i18n/locales';

async function offer(input: unknown, locale: Locale, ip: string) {
  const data = helpOfferSchema.parse(input ?? {});
  if (isBot(data)) return data.kind; // answered as a success, stored nowhere
  await limitSubmissions(data.kind, ip, data.email);
  await saveHelpOffer(data, locale, ip);
  return data.kind;
}

export const POST = apiRoute(async ({ req, json, urlEncoded, ip }) => {
  const locale = requestLocale(req);
  if (!isPlainFormPost(req)) return { message: HELP_OFFER_THANKS[await offer(await json(), locale, ip)] };
  const form = Object.fromEntries(await urlEncoded());
  const kind = postedKind(form.kind ?? null);
  try {
    await offer(form, locale, ip);
    return seeOther(sentPath(locale, kind));
  } catch (error) {
    const href = helpOfferProblemHref(error, kind, locale);
    if (!href) throw error;
    return seeOther(href);
  }
});
