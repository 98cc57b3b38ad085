// POST /api/v1/events/{slug}/registrations {name, email, mobile, organisation?, consent: true}: a place at the event.
// 201 {status:'registered', ticket_code} or 201 {status:'waitlisted', position}; 200 {status:'already_registered'}
// (the ticket is mailed again to the address we hold, a few times a day at most); 409 not open, cancelled, full;
// 404 unknown or draft; 400 with field messages. Limits, schema and registration are those of the form posted
// without scripts too (lib/events/register-request.ts), which also publishes the event's pages when it filled up.
import { apiRoute } from '@/lib/http/api-route';
import { requestLocale } from '@/lib/i18n/api-language';
import { registerFromRequest } from '@/lib/events/register-request';

export const POST = apiRoute<{ slug: string }>(async ({ req, params, json, ip }) => {
  const answer = await registerFromRequest(params.slug, (await json()) ?? {}, requestLocale(req), ip);
  if (answer.status === 'already_registered') return { status: 'already_registered' };
  return Response.json({ success: true, ...answer }, { status: 201 });
});
