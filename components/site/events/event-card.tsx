// One event in the /events list: its category, when and where, its summary, and its registration state ("Register"
// and "Join the waitlist" lead to the form on the event's page), or for a past one that it has taken place. Words
// the event lacks in the page's language are the English ones, marked lang="en" (an English title in the link's name
// too, as hidden words, since an aria-label cannot mark part of itself); a venue's name is a proper noun, marked lang="en".
import Link from '@/components/i18n/locale-link';
import type { PublicEvent } from '@/lib/events/public-pages';
import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/translate';
import { eventWhen } from '@/lib/events/event-time';
import { STATE_LABEL, TAKES_REGISTRATIONS } from './event-labels';
import { EventCover } from './event-cover';
import { EVENT_STATE } from '@/lib/content/events';

export function EventCard({ event: e, locale, t, past }: { event: PublicEvent; locale: Locale; t: Translator; past?: boolean }) {
  const lang = e.words.lang === locale ? undefined : e.words.lang;
  const href = `/events/${e.slug}`;
  const state = e.state === 'draft' ? 'closed' : e.state;
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
      <EventCover event={e} locale={locale} list className="mb-4 h-auto w-full rounded-xl object-cover" />
      <p className="text-sm font-semibold text-brand-800">{t(e.category)}</p>
      <h3 className="mt-1 font-display text-lg font-semibold" lang={lang}>
        <Link href={href} className="underline-offset-4 hover:underline">{e.words.title}</Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{eventWhen(e.startsAt, e.endsAt, locale, t)}</p>
      <p className="text-sm text-slate-700">{e.venueName ? <span lang="en">{e.venueName}</span> : e.onlineUrl ? t('Online') : ''}</p>
      <p className="mt-3 flex-1 text-slate-700" lang={lang}>{e.words.summary}</p>
      {past ? (
        <p className="mt-4 inline-flex self-start rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800">{t(EVENT_STATE.tookPlace)}</p>
      ) : TAKES_REGISTRATIONS.includes(state) ? (
        <p className="mt-4"><Link href={`${href}#register`} className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900" aria-label={lang ? undefined : `${t(STATE_LABEL[state])}: ${e.words.title}`}>{t(STATE_LABEL[state])}{lang ? <span className="sr-only" lang={lang}>: {e.words.title}</span> : null}</Link></p>
      ) : (
        <p className="mt-4 inline-flex self-start rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800">{t(STATE_LABEL[state])}</p>
      )}
    </li>
  );
}
