// The donation form without scripts: the browser posts the form itself (form-urlencoded) to the same handlers and
// gets a redirect: on success to the payment page of the donation, on a refusal to /donate/problem, which names
// the fields from a fixed list (a crafted link can only show our own messages).
import { z } from '@/lib/kernel/zod';
import { DomainError, InvalidError } from '@/lib/kernel/domain-errors';
import { localePath, type Locale } from '@/lib/i18n/locales';

export const PROBLEM_FIELDS = ['amount', 'campaign', 'name', 'email', 'mobile', 'address', 'pan', 'indian_citizen', 'method', 'utr'] as const;
/** Refusals that are not about one field, by their code. */
export const PROBLEM_CODES = ['utr_taken', 'donation_not_awaiting', 'rate_limited', 'online_payment_off', 'gateway_unavailable', 'payment_not_verified', 'payment_not_captured', 'amount_mismatch'] as const;
/** The problem page's words for a refusal it names by code (the words of the refusal itself where it has fixed ones). */
export const TOO_MANY_DONATIONS = 'Too many donations from your network just now. Please try again in an hour.';

export const payPath = (locale: Locale, reference: string) => localePath(locale, `/donate/pay/${reference}`);

/** Where a refused plain form post goes: the problem page with the fields or the code, and the donation to go back to. */
export function problemHref(error: unknown, locale: Locale, reference?: string): string | null {
  const params = new URLSearchParams();
  if (error instanceof z.ZodError) params.set('fields', [...new Set(error.issues.map((i) => String(i.path[0])))].filter((f) => (PROBLEM_FIELDS as readonly string[]).includes(f)).join(','));
  else if (error instanceof InvalidError && error.fields) params.set('fields', Object.keys(error.fields).join(','));
  else if (error instanceof DomainError && (PROBLEM_CODES as readonly string[]).includes(error.code)) params.set('code', error.code);
  else return null;
  if (reference) params.set('reference', reference);
  return `${localePath(locale, '/donate/problem')}?${params}`;
}

/** The posted form as the schema reads it: the "your own amount" box stands in when that choice is ticked. */
export function postedDonation(form: URLSearchParams): Record<string, string> {
  const values = Object.fromEntries(form);
  if (values.amount === 'other' || !values.amount) values.amount = values.amount_other ?? '';
  delete values.amount_other;
  return values;
}
