// POST /api/v1/newsletter/confirm: the button of the confirmation page (/newsletter/confirm?token=…) posts
// the mailed token here; the answer sends the browser back to the page, which says what happened.
import { apiRoute } from '@/lib/http/api-route';
import { confirmNewsletter } from '@/lib/public-forms/newsletter';
import { localePath, toLocale } from '@/lib/i18n/locales';

export const POST = apiRoute(async ({ urlEncoded }) => {
  const form = await urlEncoded();
  const outcome = await confirmNewsletter(form.get('token'));
  const page = localePath(toLocale(form.get('lang')), '/newsletter/confirm');
  return new Response(null, { status: 303, headers: { Location: `${page}?result=${outcome}`, 'Cache-Control': 'no-store' } });
});
