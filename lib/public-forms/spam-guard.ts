// Spam protection shared by the public forms: a honeypot field and per-address rate limits.
import 'server-only';
import { consume } from '@/lib/http/rate-limit';
import { limiterFor } from '@/lib/http/limiter-for';
import { LIMITS } from '@/lib/limits';
import { HONEYPOT_FIELD } from '@/lib/validation/public-forms';

const byEmail = limiterFor(LIMITS.publicFormsPerEmail);
const byIp = limiterFor(LIMITS.publicFormsPerAddress);

/** True when the hidden field was filled: a bot. The caller answers success and stores nothing. */
export const isBot = (data: Partial<Record<typeof HONEYPOT_FIELD, string>>) => Boolean(data[HONEYPOT_FIELD]?.trim());

/** Counts one submission of `form` for the address and the email; throws a 429 when either is over its limit. */
export async function limitSubmissions(form: string, ip: string, email: string) {
  await consume(byIp, `${form}:${ip}`);
  await consume(byEmail, `${form}:${normaliseEmail(email)}`);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An empty optional field is stored as NULL. */
export const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
