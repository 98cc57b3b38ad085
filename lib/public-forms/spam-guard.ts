// Spam protection shared by the public forms: a honeypot field and per-address rate limits.
import 'server-only';
import { consume, storedRateLimitKey } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { HONEYPOT_FIELD } from '@/lib/public-forms/schema';

/** The public forms, as named in their rate-limit keys. */
export const PUBLIC_FORMS = ['contact', 'community-signup', 'newsletter', 'partnership-request', 'impact-story', 'volunteer', 'mentor'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

const byEmail = limiterFor(LIMITS.publicFormsPerEmail);
const emailKey = (form: PublicForm, email: string) => `${form}:${normaliseEmail(email)}`;
const byIp = limiterFor(LIMITS.publicFormsPerAddress);

/** True when the hidden field was filled: a bot. The caller answers success and stores nothing. */
export const isBot = (data: Partial<Record<typeof HONEYPOT_FIELD, string>>) => Boolean(data[HONEYPOT_FIELD]?.trim());

/** Counts one submission of `form` for the address and the email; throws a 429 when either is over its limit. */
export async function limitSubmissions(form: PublicForm, ip: string, email: string) {
  await consume(byIp, `${form}:${ip}`);
  await consume(byEmail, emailKey(form, email));
}

/**
 * The rate_limits rows that count an email address's submissions (erased with the submissions). The budgets of
 * mail to the address (newsletter confirmations, "we have received") are not: an erasure must not hand whoever
 * typed the address a fresh day of mails to it; they expire within the day.
 */
export const emailRateLimitKeys = (email: string) =>
  PUBLIC_FORMS.map((form) => storedRateLimitKey(LIMITS.publicFormsPerEmail.name, emailKey(form, email)));

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An empty optional field is stored as NULL. */
export const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
