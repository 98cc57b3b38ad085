import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { HERO_ACTIONS, STRATEGY } from '@/lib/content/home';
import { NINE_PILLARS } from '@/lib/content/work';
import { SITE } from '@/lib/content/site';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { HeroActions } from '@/components/site/hero-actions';
import { StatGrid } from '@/components/site/stat-grid';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { OrgJsonLd } from '@/components/site/org-json-ld';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { countersOn, pageBlocks } from '@/lib/content-pages/read';
import { shown } from '@/components/site/shown';

export const generateMetadata = localizedPageMetadata({ description: SITE.description, path: '/' });

// The hero's words and the counters are staff's (issue 35): static, rendered again when either is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact

export default async function HomePage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const [{ 'home-hero': hero }, counters] = await Promise.all([pageBlocks(locale, ['home-hero']), countersOn('home', locale)]);
  return (
    <>
      <OrgJsonLd />
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <Image src="/images/hero/home-hero.webp" alt={t('Young people from across Assam gathered at a NextGen youth event')} fill priority fetchPriority="high" sizes="100vw" className="-z-20 object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/60" aria-hidden="true" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{shown(hero, 'eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold leading-tight sm:text-6xl">{shown(hero, 'title')}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{shown(hero, 'subtitle')}</p>
          <HeroActions actions={HERO_ACTIONS.map((a) => ({ ...a, label: t(a.label) }))} />
        </div>
      </section>

      <Section id="impact-counters" title={t('Our Impact So Far')} tinted>
        <StatGrid stats={counters} label={t('Impact counters')} />
      </Section>

      <Section id="strategy" eyebrow={t(STRATEGY.eyebrow)} title={t(STRATEGY.title)} intro={t(STRATEGY.intro)}>
        <ol className="grid gap-6 md:grid-cols-2">
          {STRATEGY.items.map((item, i) => (
            <Reveal as="li" slide key={i} className="rounded-2xl border border-slate-200 p-6">
              <span className="font-display text-sm font-bold text-brand-800">0{i + 1}</span>
              <h3 className="mt-1 font-display text-xl font-semibold">{t(item.title)}</h3>
              <p className="mt-2 text-slate-700">{t(item.description)}</p>
            </Reveal>
          ))}
        </ol>
      </Section>

      <Section id="focus" eyebrow={t('What We Work On')} title={t('Nine Focus Pillars')} tinted>
        <ul className="flex flex-wrap gap-3">
          {NINE_PILLARS.map((p) => (
            <li key={p.id}>
              <Link href={`/our-work#${p.id}`} className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100">{t(p.title)}</Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/our-work">{t('Explore Our Work')}</ButtonLink>
          <ButtonLink href="/get-involved" variant="outline">{t('Get Involved')}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
