// /events/{slug} (and /as, /hi): one event, with schema.org JSON-LD, its calendar file and the registration form
// (which works without scripts). Static (ISR): rendered on its first visit and renewed on every instance when the
// event changes or fills up (lib/publishing), and every minute for what time alone changes. Drafts are 404s.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { publicEvent } from '@/lib/events/public-pages';
import { eventWhen } from '@/lib/events/event-time';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import { SITE } from '@/lib/content/site';
import { pageMetadata } from '@/lib/content/seo';
import { localize } from '@/lib/i18n/metadata';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { FormMessages } from '@/components/i18n/form-messages';
import { EventDescription } from '@/components/site/events/event-description';
import { EventJsonLd } from '@/components/site/events/event-json-ld';
import { EventCover } from '@/components/site/events/event-cover';
import { parseMediaKey } from '@/lib/media/media-key';
import { EventRegistrationForm } from '@/components/site/events/registration-form';
import { STATE_LABEL, TAKES_REGISTRATIONS } from '@/components/site/events/event-labels';

export const revalidate = 60;
export const generateStaticParams = async () => []; // none at build (no database then): each is rendered on its first visit
type Props = { params: Promise<{ slug: string }> };

/** An absolute address of this site, for the JSON-LD (the public address, as the sitemap writes it). */
const siteUrl = (path: string) => new URL(path, process.env.PUBLIC_BASE_URL || SITE.url).href;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, locale] = await Promise.all([params, getLocale()]);
  const event = await publicEvent(slug, locale);
  if (!event) return {};
  return localize(pageMetadata({ title: event.words.title, description: event.words.summary, path: `/events/${slug}` }), locale);
}

export default async function EventPage({ params }: Props) {
  const [{ slug }, t, locale] = await Promise.all([params, getT(), getLocale()]);
  const event = await publicEvent(slug, locale);
  if (!event) notFound();
  const lang = event.words.lang === locale ? undefined : event.words.lang;
  const path = localePath(locale, `/events/${slug}`);
  // The widest file of an uploaded cover (or a file of public/images) for the JSON-LD.
  const cover = event.coverImageKey ? (parseMediaKey(event.coverImageKey)?.files.at(-1)?.src ?? event.coverImageKey) : undefined;
  const state = event.state === 'draft' ? 'closed' : event.state;
  return (
    <>
      <EventJsonLd event={event} url={siteUrl(path)} imageUrl={cover && siteUrl(cover)} />
      <PageHero title={event.words.title} titleLang={lang} eyebrow={t(event.category)}>
        <p className="mt-4 text-lg text-brand-100">{eventWhen(event.startsAt, event.endsAt, locale, t)}</p>
        {lang ? <p className="sr-only">{t('This event is described in English.')}</p> : null}
      </PageHero>
      <Section>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {event.cancelled ? (
              <div role="note" className="mb-6 rounded-2xl border border-red-700 bg-red-50 p-5 text-red-900">
                <p className="font-semibold">{t('This event has been cancelled.')}</p>
                {event.cancelReason ? <p className="mt-1">{event.cancelReason}</p> : null}
              </div>
            ) : null}
            <EventCover event={event} locale={locale} className="mb-8 h-auto w-full rounded-2xl object-cover" />
            <p className="mb-6 text-xl text-slate-800" lang={lang}>{event.words.summary}</p>
            <EventDescription text={event.words.description} lang={lang} />
          </div>
          <aside aria-label={t('When and where')} className="space-y-4 rounded-2xl bg-brand-50 p-6">
            <h2 className="font-display text-xl font-bold">{t('When and where')}</h2>
            <p>{eventWhen(event.startsAt, event.endsAt, locale, t)}</p>
            {event.venueName ? <p lang="en"><span className="font-semibold">{event.venueName}</span>{event.venueAddress ? <><br />{event.venueAddress}</> : null}</p> : null}
            {event.onlineUrl ? <p><a href={event.onlineUrl} rel="nofollow noopener" className="font-semibold text-brand-800 underline">{t('Join online')}</a></p> : null}
            <p><a href={`${path}/calendar.ics`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{t('Add to my calendar (.ics)')}</a></p>
          </aside>
        </div>
      </Section>
      <Section id="register" title={t(TAKES_REGISTRATIONS.includes(state) ? STATE_LABEL[state] : 'Registration')} tinted>
        {TAKES_REGISTRATIONS.includes(state) ? (
          <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm">
            {state === 'waitlist' ? <p className="mb-4 text-slate-700">{t('All seats are taken. Join the waitlist: if a seat frees up, the first person on it gets the ticket by email.')}</p> : null}
            <FormMessages><EventRegistrationForm slug={slug} waitlist={state === 'waitlist'} /></FormMessages>
          </div>
        ) : <p className="text-lg font-semibold text-slate-800">{t(STATE_LABEL[state])}</p>}
      </Section>
    </>
  );
}
