// One registration as a request makes it, for the JSON API and the form posted without scripts alike: the
// per-address limits of lib/limits.ts (every attempt counts against the flood guard; only successes against the
// registrations limit, so a class in one lab is not stopped by its typos), the one schema, then registerForEvent.
import 'server-only';
import { LIMITS } from '@/lib/limits';
import { consume } from '@/lib/platform/rate-limit';
import { countingSuccesses, limiterFor } from '@/lib/platform/limiter-for';
import type { Locale } from '@/lib/i18n/locales';
import { eventRegistrationSchema } from './registration-schema';
import { registerForEvent } from './register';
import { formatTicketCode } from './tickets';
import type { RegistrationAnswer } from './registration-answer';

const attempts = limiterFor(LIMITS.eventRegistrationAttemptsPerAddress);
const registrations = limiterFor(LIMITS.eventRegistrationsPerAddress);


export async function registerFromRequest(slug: string, input: unknown, language: Locale, ip: string): Promise<RegistrationAnswer> {
  await consume(attempts, ip);
  const data = eventRegistrationSchema.parse(input);
  const outcome = await countingSuccesses(registrations, ip, () => registerForEvent(slug, data, language));
  const answer: RegistrationAnswer = outcome.status === 'registered' ? { status: 'registered', ticket_code: formatTicketCode(outcome.ticketCode) }
    : outcome.status === 'waitlisted' ? { status: 'waitlisted', position: outcome.position }
      : { status: 'already_registered', resent: outcome.resent };
  return answer;
}

/** The same form posted by a browser without scripts (form-urlencoded): a ticked box arrives as "on". */
export const registrationFromForm = (form: URLSearchParams): Record<string, unknown> => ({
  ...Object.fromEntries(['name', 'email', 'mobile', 'organisation'].map((k) => [k, form.get(k) ?? ''])),
  consent: form.get('consent') === 'on',
});
