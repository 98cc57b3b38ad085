// POST /api/v1/unsubscribe?a=…&t=…: unsubscribes the address the link names (lib/mail/unsubscribe.ts).
// Two callers: a mail program's one-click button (RFC 8058: the List-Unsubscribe address, body
// "List-Unsubscribe=One-Click", no cookie, no Origin), answered 200; and the button on /unsubscribe, sent back
// to that page. A forged or altered link is refused (400) and changes nothing. A browser on another site cannot
// post here with a foreign Origin (apiRoute), and without the link's HMAC it could not unsubscribe anyone anyway.
// The page's "Undo" button posts `undo=1` with the same link: the way back for someone who changed their mind.
import { apiRoute } from '@/lib/http/api-route';
import { invalid } from '@/lib/kernel/domain-errors';
import { addressFromLink, UNSUBSCRIBE_REFUSED, undoUnsubscribe, unsubscribe, unsubscribeQuery } from '@/lib/mail/unsubscribe';
import { localePath, toLocale } from '@/lib/i18n/locales';

export const POST = apiRoute(async ({ req, urlEncoded }) => {
  const query = new URL(req.url).searchParams;
  const address = addressFromLink(query.get('a'), query.get('t'));
  if (!address) throw invalid(UNSUBSCRIBE_REFUSED);
  const form = await urlEncoded();
  const undo = form.get('from') === 'page' && form.get('undo') === '1';
  await (undo ? undoUnsubscribe(address) : unsubscribe(address));
  if (form.get('from') !== 'page') return { message: 'Unsubscribed.' };
  const page = localePath(toLocale(form.get('lang')), '/unsubscribe');
  return new Response(null, { status: 303, headers: { Location: `${page}?${unsubscribeQuery(address)}&${undo ? 'undone' : 'done'}=1`, 'Cache-Control': 'no-store' } });
});
