// /events (and /as/events, /hi/events): the events from the database, upcoming soonest first, then past ones.
// A static page (ISR): renewed on every instance when an event is published, changed, cancelled or fills up
// (lib/publishing, docs/decisions/025), and every minute for what time alone changes (registration opening and
// closing, an event passing).
import { EVENTS_HERO, EVENTS_PAGE, YOUTH_CAMPAIGNS } from '@/lib/content/events';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { EventCard } from '@/components/site/events/event-card';
import { publicEvents } from '@/lib/events/public-pages';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const revalidate = 60;

export const generateMetadata = localizedPageMetadata({ title: EVENTS_HERO.title, description: EVENTS_HERO.subtitle, path: '/events' });

export default async function EventsPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const { upcoming, past } = await publicEvents(locale);
  return (
    <>
      <PageHero title={t(EVENTS_HERO.title)} subtitle={t(EVENTS_HERO.subtitle)} />
      <Section id="upcoming" title={t('Upcoming events')}>
        {upcoming.length ? (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((e) => <EventCard key={e.id} event={e} locale={locale} t={t} />)}
          </ul>
        ) : <p className="text-slate-700">{t('No upcoming events right now. Please check again soon.')}</p>}
      </Section>
      {past.length ? (
        <Section id="past" title={t('Past events')} tinted>
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {past.map((e) => <EventCard key={e.id} event={e} locale={locale} t={t} past />)}
          </ul>
        </Section>
      ) : null}
      <Section id="campaigns" eyebrow={t(EVENTS_PAGE.campaignsEyebrow)} title={t(EVENTS_PAGE.campaignsTitle)}>
        <ul className="grid gap-5 md:grid-cols-2">
          {YOUTH_CAMPAIGNS.map((c) => (
            <Reveal as="li" slide key={c.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-display text-lg font-semibold">{t(c.title)}</h3>
              {/* A hashtag is typed as it is, in every language. */}
              <p lang="en" className="text-sm font-semibold text-brand-800">{c.hashtag}</p>
              <p className="mt-2 text-slate-700">{t(c.description)}</p>
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}
