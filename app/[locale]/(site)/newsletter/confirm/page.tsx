// /newsletter/confirm?token=…: the newsletter's double opt-in link (lib/public-forms/newsletter.ts). Opening
// the link confirms nothing: a mail scanner follows links too, and would subscribe whoever was typed into the
// form. The page asks with one button (a form that works before any script), and says what happened.
import { WaysOn } from '@/components/site/ways-on';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';
import type { ConfirmOutcome } from '@/lib/public-forms/newsletter';
import type { Translator } from '@/lib/i18n/translate';

export const dynamic = 'force-dynamic';
// same-origin, not no-referrer: the link's token never leaves the site, and the button's post keeps its Origin
// (under no-referrer a browser sends `Origin: null`, which the API refuses as cross-site).
export const generateMetadata = localizedMetadata({ title: 'Confirm your subscription', robots: { index: false, follow: false }, referrer: 'same-origin' });

const outcomes = (t: Translator): Record<ConfirmOutcome, { title: string; text: string }> => ({
  confirmed: { title: t('You are subscribed'), text: t('Thank you for confirming. Our next newsletter will reach you at this address. Every newsletter has a link to unsubscribe.') },
  expired: { title: t('This link has expired'), text: t('Confirmation links work for a limited time. Please subscribe again on our contact page and we will send you a new link.') },
  invalid: { title: t('This link does not work'), text: t('It may have been used already, or it was not copied completely. If you already confirmed, you are subscribed; otherwise please subscribe again on our contact page.') },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const [sp, t, locale] = [await searchParams, await getT(), await getLocale()];
  const all = outcomes(t);
  const result = typeof sp.result === 'string' && Object.hasOwn(all, sp.result) ? all[sp.result as ConfirmOutcome] : null;
  const token = typeof sp.token === 'string' ? sp.token : null;
  const shown = result ?? (token ? null : all.invalid);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      {shown ? (
        <div role={result === all.confirmed ? 'status' : 'alert'}>
          <h1 className="font-display text-3xl font-bold break-words">{shown.title}</h1>
          <p className="mt-4 text-slate-700">{shown.text}</p>
        </div>
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold break-words">{t('Confirm your subscription')}</h1>
          <p className="mt-4 text-slate-700">{t('One more step: press the button to receive the NextGen Youth Foundation newsletter at the address you gave.')}</p>
          <form method="post" action="/api/v1/newsletter/confirm" className="mt-6">
            <input type="hidden" name="token" value={token ?? ''} />
            <input type="hidden" name="lang" value={locale} />
            <button type="submit" className="min-h-11 rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900">{t('Confirm my subscription')}</button>
          </form>
        </>
      )}
      <WaysOn t={t} />
    </section>
  );
}
