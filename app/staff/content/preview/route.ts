// GET /staff/content/preview?type=…&key=…&lang=en|as|hi: opens the real public page with the item's draft in it
// (staff with content access; docs/decisions/029). Turns on Next's draft mode for this browser, names the item in a
// short-lived cookie, and sends the browser to the item's first page in the chosen language.
import { cookies, draftMode } from 'next/headers';
import { secureCookies, staffForRequest } from '@/lib/staff/guard';
import { CONTENT_TYPES } from '@/lib/content-store/registry';
import { readItem } from '@/lib/content-store/read';
import { PREVIEW_COOKIE, PREVIEW_SECONDS, previewCookieValue } from '@/lib/content-store/preview';
import { isLocale } from '@/lib/i18n/locales';

export async function GET(req: Request) {
  const session = await staffForRequest(req, 'contentRead');
  if (session instanceof Response) return session;
  const q = new URL(req.url).searchParams;
  const type = CONTENT_TYPES.find((t) => t.type === q.get('type'));
  const item = type ? await readItem(type, q.get('key') ?? '').catch(() => null) : null;
  if (!type || !item) return new Response('No such content item.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const lang = q.get('lang');
  const page = type.paths({ key: item.key, data: item.draft.en as never })[0] ?? '/';
  const location = isLocale(lang) && lang !== 'en' ? `/${lang}${page === '/' ? '' : page}` : page;
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, previewCookieValue(type.type, item.key, session.id), {
    httpOnly: true, sameSite: 'lax', path: '/', maxAge: PREVIEW_SECONDS, secure: await secureCookies(),
  });
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
