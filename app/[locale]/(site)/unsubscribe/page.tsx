// /unsubscribe?a=…&t=…: the unsubscribe link at the foot of every mail to the public (lib/mail/unsubscribe.ts).
// Opening it changes nothing (mail scanners follow links): the page says honestly what unsubscribing stops and
// what it cannot, and a button (a form that works before any script) does it. Mail programs use the one-click
// address of the List-Unsubscribe header instead (POST /api/v1/unsubscribe).
import { WaysOn } from '@/components/site/ways-on';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { addressFromLink, UNSUBSCRIBE_REFUSED, unsubscribeQuery } from '@/lib/mail/unsubscribe';

export const dynamic = 'force-dynamic';
// same-origin, not no-referrer: the link's token never leaves the site, and the button's post keeps its Origin
// (under no-referrer a browser sends `Origin: null`, which the API refuses as cross-site).
export const generateMetadata = localizedMetadata({ title: 'Unsubscribe', robots: { index: false, follow: false }, referrer: 'same-origin' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const [sp, t, locale] = [await searchParams, await getT(), await getLocale()];
  const address = addressFromLink(sp.a, sp.t);
  const done = address && sp.done === '1';
  const undone = address && sp.undone === '1';
  const button = (label: string, undo: boolean) => (
    <form method="post" action={`/api/v1/unsubscribe?${unsubscribeQuery(address!)}`} className="mt-6">
      <input type="hidden" name="from" value="page" />
      <input type="hidden" name="lang" value={locale} />
      {undo && <input type="hidden" name="undo" value="1" />}
      <button type="submit" className={undo ? 'min-h-11 rounded-full border border-brand-800 px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50' : 'min-h-11 rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900'}>{label}</button>
    </form>
  );
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      {!address ? (
        <div role="alert">
          <h1 className="font-display text-3xl font-bold break-words">{t('Unsubscribe')}</h1>
          <p className="mt-4 text-slate-700">{t(UNSUBSCRIBE_REFUSED)}</p>
        </div>
      ) : done ? (
        <div role="status">
          <h1 className="font-display text-3xl font-bold break-words">{t('You are unsubscribed')}</h1>
          <p className="mt-4 text-slate-700">{t('{address} will get no newsletter and no optional mail from us.', { address })}</p>
          {button(t('Undo: send me optional mail again'), true)}
        </div>
      ) : undone ? (
        <div role="status">
          <h1 className="font-display text-3xl font-bold break-words">{t('Optional mail is back on')}</h1>
          <p className="mt-4 text-slate-700">{t('{address} can get optional mail from us again. To get the newsletter again, subscribe on our contact page and confirm with the link we mail you.', { address })}</p>
        </div>
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold break-words">{t('Unsubscribe {address}?', { address })}</h1>
          <p className="mt-4 text-slate-700">{t('This stops our newsletter and optional mail to this address, such as the note that we received a message you sent us.')}</p>
          <p className="mt-3 text-slate-700">{t('It cannot stop mail about your own registration or account: that your application was received or decided, and password reset or change notices. You need those, and they come only when something happens to your account.')}</p>
          {button(t('Unsubscribe'), false)}
        </>
      )}
      <WaysOn t={t} />
    </section>
  );
}
