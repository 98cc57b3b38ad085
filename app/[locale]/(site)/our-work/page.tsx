import { NINE_PILLARS, PROGRAMME_BLOCKS } from '@/lib/content/work';
import { contentPageMetadata } from '@/lib/content-pages/metadata';
import { pageBlocks } from '@/lib/content-pages/read';
import { shown } from '@/components/site/shown';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = contentPageMetadata({ title: 'Our Work', description: 'our-work-hero', path: '/our-work' });

// The words are staff's page text (issue 35): static, rendered again when a block is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact


// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function OurWorkPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const { 'our-work-hero': hero, 'our-work-pillars': pillars } = await pageBlocks(locale, ['our-work-hero', 'our-work-pillars']);
  return (
    <>
      <PageHero title={shown(hero, 'title')} subtitle={shown(hero, 'subtitle')} />
      <Section id="pillars" eyebrow={shown(pillars, 'eyebrow')} title={shown(pillars, 'title')} intro={shown(pillars, 'subtitle')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {NINE_PILLARS.map((p, i) => (
            <Reveal as="li" slide key={p.id} className="scroll-mt-20 rounded-2xl border border-slate-200 p-6">
              <article id={p.id}>
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800">{i + 1}</span>
                <h3 className="mt-3 font-display text-lg font-semibold">{t(p.title)}</h3>
                <p className="mt-2 text-slate-700">{t(p.description)}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </Section>
      {PROGRAMME_BLOCKS.map((b, i) => (
        <Section key={b.id} id={b.id} eyebrow={t(b.eyebrow)} title={t(b.title)} intro={t(b.description)} tinted={i % 2 === 0}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {b.highlights.map((h, j) => (
              <li key={j} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
                <span aria-hidden="true" className="font-bold text-brand-800">✓</span>
                <span className="text-slate-700">{t(h)}</span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
