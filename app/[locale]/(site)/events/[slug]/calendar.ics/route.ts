// GET /events/{slug}/calendar.ics (and /as, /hi): the event as an iCalendar file, the same one the ticket mail
// attaches (lib/events/calendar.ts), in the page's language. A draft is a 404 like its page.
import { notFound } from '@/lib/kernel/domain-errors';
import { apiRoute } from '@/lib/http/api-route';
import { toLocale } from '@/lib/i18n/locales';
import { calendarOf } from '@/lib/events/public-pages';

export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ locale: string; slug: string }>(async ({ params }) => {
  const ics = await calendarOf(params.slug, toLocale(params.locale));
  if (!ics) throw notFound();
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.slug}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
});
