// /events/cancel/{token}: the cancel link in every mail about an event registration (lib/events/cancel-link.ts).
// Opening it changes nothing (mail scanners follow links): it names the event and the place, and a button (a
// form that works before any script) cancels it, through POST /api/v1/events/cancel, which sends the browser back
// here to show the outcome.
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { findByCancelToken } from '@/lib/events/cancel-registration';
import { CANCEL_REFUSALS, isCancelRefusal } from '@/lib/events/cancel-page';
import { readEventText, textFor } from '@/lib/events/event-text';
import { eventWhen } from '@/lib/events/event-time';
import { formatTicketCode } from '@/lib/events/tickets';
import { localePath } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';
// same-origin: the token never leaves the site, and the button's post keeps its Origin (see /unsubscribe).
export const generateMetadata = localizedMetadata({ title: 'Cancel your registration', robots: { index: false, follow: false }, referrer: 'same-origin' });

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CancelRegistrationPage({ params, searchParams }: Props) {
  const [{ token: raw }, sp, t, locale] = [await params, await searchParams, await getT(), await getLocale()];
  const token = decodeURIComponent(raw);
  const r = await findByCancelToken(token);
  const refused = isCancelRefusal(sp.refused) ? sp.refused : null;
  if (!r) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16" role="alert">
        <h1 className="font-display text-3xl font-bold break-words">{t('Cancel your registration')}</h1>
        <p className="mt-4 text-slate-700">{t(CANCEL_REFUSALS[refused === 'busy' ? 'busy' : 'invalid'])}</p>
      </section>
    );
  }
  const words = textFor(readEventText(r.event.text), locale);
  const title = <span lang={words.lang === locale ? undefined : words.lang}>{words.title}</span>;
  const facts = (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
      <dt className="font-semibold">{t('Event')}</dt><dd>{title}</dd>
      <dt className="font-semibold">{t('When')}</dt><dd>{eventWhen(r.event.startsAt, r.event.endsAt, locale, t)}</dd>
      <dt className="font-semibold">{t('Name')}</dt><dd className="break-words">{r.name}</dd>
      <dt className="font-semibold">{t('Ticket code')}</dt><dd className="font-mono">{formatTicketCode(r.ticketCode)}</dd>
    </dl>
  );
  const eventLink = <p className="mt-6"><a className="font-semibold text-brand-800 underline" href={localePath(locale, `/events/${r.event.slug}`)}>{t('See the event')}</a></p>;
  if (r.status === 'cancelled') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16" role="status">
        <h1 className="font-display text-3xl font-bold break-words">{t('Your registration is cancelled')}</h1>
        <p className="mt-4 text-slate-700">{sp.done === '1' ? t('Thank you for letting us know. We have emailed you a confirmation.') : t(CANCEL_REFUSALS.already)}</p>
        {facts}
        {eventLink}
      </section>
    );
  }
  const blocked = r.event.status === 'cancelled' ? 'eventCancelled' : r.event.endsAt <= new Date() ? 'over' : null;
  const waitlisted = r.status === 'waitlisted';
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold break-words">{waitlisted ? t('Leave the waitlist?') : t('Cancel your registration?')}</h1>
      {refused && <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">{t(CANCEL_REFUSALS[refused])}</p>}
      {facts}
      {blocked ? (
        <p role="alert" className="mt-6 text-slate-700">{t(CANCEL_REFUSALS[blocked])}</p>
      ) : (
        <>
          <p className="mt-6 text-slate-700">{waitlisted ? t('You will lose your place on the waitlist.') : t('Your seat goes to the next person on the waitlist. This cannot be undone, but you can register again while registration is open.')}</p>
          <form method="post" action="/api/v1/events/cancel" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="lang" value={locale} />
            <button type="submit" className="min-h-11 rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900">
              {waitlisted ? t('Yes, leave the waitlist') : t('Yes, cancel my registration')}
            </button>
          </form>
        </>
      )}
      {eventLink}
    </section>
  );
}
