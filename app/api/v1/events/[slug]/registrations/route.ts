// POST /api/v1/events/{slug}/registrations {name, email, mobile, organisation?, consent: true}: a place at the event.
// 201 {status:'registered', ticket_code} or 201 {status:'waitlisted', position}; 200 {status:'already_registered'}
// (the ticket is mailed again to the address we hold, a few times a day at most); 409 not open, cancelled, full;
// 404 unknown or draft; 400 with field messages. Every request counts against the address's flood ceiling, and
// only successes against its registrations (a class registering from one lab fits; a script filling seats does not).
import { apiRoute } from '@/lib/http/api-route';
import { consume } from '@/lib/platform/rate-limit';
import { countingSuccesses, limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { requestLocale } from '@/lib/i18n/api-language';
import { eventRegistrationSchema } from '@/lib/events/registration-schema';
import { registerForEvent } from '@/lib/events/register';
import { formatTicketCode } from '@/lib/events/tickets';

const attempts = limiterFor(LIMITS.eventRegistrationAttemptsPerAddress);
const registrations = limiterFor(LIMITS.eventRegistrationsPerAddress);

export const POST = apiRoute<{ slug: string }>(async ({ req, params, json, ip }) => {
  await consume(attempts, ip);
  const data = eventRegistrationSchema.parse((await json()) ?? {});
  const outcome = await countingSuccesses(registrations, ip, () => registerForEvent(params.slug, data, requestLocale(req)));
  switch (outcome.status) {
    case 'registered': return Response.json({ success: true, status: 'registered', ticket_code: formatTicketCode(outcome.ticketCode) }, { status: 201 });
    case 'waitlisted': return Response.json({ success: true, status: 'waitlisted', position: outcome.position }, { status: 201 });
    default: return { status: 'already_registered' };
  }
});
