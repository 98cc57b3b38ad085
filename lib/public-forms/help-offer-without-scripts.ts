// The volunteer and mentor forms without scripts: the browser posts the form itself (form-urlencoded) to
// POST /api/v1/help-offers and gets a redirect to the form's "sent" page: plain on success, or naming the refused
// fields (or the code) from fixed lists, so a crafted link can only show our own messages.
import { z } from '@/lib/kernel/zod';
import { DomainError } from '@/lib/kernel/domain-errors';
import { requiredMessage } from '@/lib/kernel/text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { HELP_OFFER_KINDS, HELP_OFFER_MESSAGES, OFFER_TOO_SHORT, type HelpOfferKind } from './help-offer-schema';

/** What the sent page says for each field it may name. */
export const HELP_OFFER_PROBLEMS = {
  name: requiredMessage('Name'), email: HELP_OFFER_MESSAGES.email, mobile: HELP_OFFER_MESSAGES.mobile,
  district: HELP_OFFER_MESSAGES.district, offer: OFFER_TOO_SHORT,
} as const;
export const TOO_MANY_OFFERS = 'Too many offers from your network just now. Please try again in an hour.';

/** The posted form's kind; anything else is the volunteer form's (the schema refuses it all the same). */
export const postedKind = (value: string | null): HelpOfferKind => (HELP_OFFER_KINDS as readonly (string | null)[]).includes(value) ? (value as HelpOfferKind) : 'volunteer';

export const sentPath = (locale: Locale, kind: HelpOfferKind) => localePath(locale, `/${kind}/sent`);

/** Where a refused plain form post goes, or null for a refusal the sent page cannot name (the caller rethrows it). */
export function helpOfferProblemHref(error: unknown, kind: HelpOfferKind, locale: Locale): string | null {
  const params = new URLSearchParams();
  if (error instanceof z.ZodError) {
    const fields = [...new Set(error.issues.map((i) => String(i.path[0])))].filter((f) => Object.hasOwn(HELP_OFFER_PROBLEMS, f));
    if (!fields.length) return null;
    params.set('fields', fields.join(','));
  } else if (error instanceof DomainError && error.code === 'rate_limited') params.set('code', 'rate_limited');
  else return null;
  return `${sentPath(locale, kind)}?${params}`;
}
