import { EVENT_STATE, EVENTS, EVENTS_HERO, EVENTS_PAGE, FEATURED_EVENT_TITLE, YOUTH_CAMPAIGNS } from '@/lib/content/events';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { formatDate } from '@/components/site/format-date';
import { todayInIndia } from '@/lib/kernel/age';
import { EventRegistration, EventWhen } from '@/components/site/event-state';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: EVENTS_HERO.title, description: EVENTS_HERO.subtitle, path: '/events' });

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function EventsPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const words = { past: t(EVENT_STATE.past), upcoming: t(EVENT_STATE.upcoming), tookPlace: t(EVENT_STATE.tookPlace) };
  const featured = EVENTS.find((e) => e.title === FEATURED_EVENT_TITLE)!;
  const others = EVENTS.filter((e) => e !== featured);
  const builtOn = todayInIndia(); // the page is static: the browser corrects past/upcoming by its own date (event-state.tsx)
  return (
    <>
      <PageHero title={t(EVENTS_HERO.title)} subtitle={t(EVENTS_HERO.subtitle)} />
      <Section id={featured.id} eyebrow={t(EVENTS_PAGE.featured)} title={t(featured.title)}>
        <div className="rounded-2xl bg-brand-900 p-8 text-white sm:p-10">
          <p className="font-semibold text-accent-400">
            <time dateTime={featured.date}>{formatDate(featured.date, locale)}</time> · {t(featured.location)} · {t(featured.category)}
          </p>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{t(featured.description)}</p>
          <EventRegistration date={featured.date} builtOn={builtOn} words={words} register={<ButtonLink href={featured.registerHref ?? '/register'} variant="light" className="mt-6">{t(EVENTS_PAGE.register)}</ButtonLink>} />
        </div>
      </Section>
      <Section id="upcoming-and-past" title={t(EVENTS_PAGE.calendar)} tinted>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {others.map((e) => (
            <Reveal as="li" slide key={e.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-brand-800">
                {t(e.category)} · <EventWhen date={e.date} builtOn={builtOn} words={words} />
              </p>
              <h3 className="mt-1 font-display text-lg font-semibold">{t(e.title)}</h3>
              <p className="mt-1 text-sm text-slate-600"><time dateTime={e.date}>{formatDate(e.date, locale)}</time> · {t(e.location)}</p>
              <p className="mt-3 text-slate-700">{t(e.description)}</p>
            </Reveal>
          ))}
        </ul>
      </Section>
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
