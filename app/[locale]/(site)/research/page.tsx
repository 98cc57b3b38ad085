import Image from 'next/image';
import { MULTIMEDIA, REPORTS, RESEARCH_HERO, RESEARCH_PAGE, TOOLKITS } from '@/lib/content/research';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { formatDate } from '@/components/site/format-date';

export const generateMetadata = localizedPageMetadata({ title: 'Research & Resources', description: RESEARCH_HERO.subtitle, path: '/research' });

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function ResearchPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const words = RESEARCH_PAGE;
  return (
    <>
      <PageHero title={t(RESEARCH_HERO.title)} subtitle={t(RESEARCH_HERO.subtitle)} />
      <Section id="reports" title={t(words.reports)}>
        <ul className="grid gap-5 md:grid-cols-2">
          {REPORTS.map((r) => (
            <Reveal as="li" slide key={r.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <p className="text-sm font-semibold text-brand-800">{t(r.type)} · <time dateTime={r.date}>{formatDate(r.date, locale)}</time></p>
              <h3 className="mt-1 font-display text-xl font-semibold">{t(r.title)}</h3>
              <p className="mt-2 text-slate-700">{t(r.description)}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {r.stats.map((s, i) => <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">{t(s)}</li>)}
              </ul>
              <a href={r.downloadUrl} className="mt-4 self-start font-semibold text-brand-800 underline hover:text-brand-900">
                {t(words.download)}<span className="sr-only">: {t(r.title)}</span> {t(words.comingSoon)}
              </a>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="toolkits" title={t(words.toolkits)} tinted>
        <ul className="grid gap-5 md:grid-cols-2">
          {TOOLKITS.map((k) => (
            <Reveal as="li" slide key={k.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-display text-xl font-semibold">{t(k.title)}</h3>
              <p className="text-sm font-semibold text-brand-800">{t(words.modules, { n: k.modules })}</p>
              <p className="mt-2 text-slate-700">{t(k.description)}</p>
              <h4 className="mt-4 text-sm font-semibold text-ink">{t(words.resources)}</h4>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {k.resources.map((x, i) => <li key={i}>{t(x)}</li>)}
              </ul>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="multimedia" title={t(words.multimedia)}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {MULTIMEDIA.map((m) => (
            <Reveal as="li" slide key={m.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200">
              <div className="relative aspect-video">
                <Image src={m.thumbnail} alt={t(words.cover, { title: t(m.title) })} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-brand-800">{t(m.type)}{m.episodes ? ` · ${t(words.episodes, { n: m.episodes })}` : ''}</p>
                <h3 className="mt-1 font-display text-lg font-semibold">{t(m.title)}</h3>
                <p className="mt-2 text-slate-700">{t(m.description)}</p>
                {m.features && (
                  <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                    {m.features.map((f, i) => <li key={i}>{t(f)}</li>)}
                  </ul>
                )}
                <a href={m.link} className="mt-auto pt-4 font-semibold text-brand-800 underline hover:text-brand-900">
                  {t(m.type === 'Podcast' ? words.listen : m.type === 'Video' ? words.watch : words.view)}<span className="sr-only"> {t(m.title)}</span> {t(words.comingSoon)}
                </a>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}
