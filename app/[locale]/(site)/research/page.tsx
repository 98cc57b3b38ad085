import Image from 'next/image';
import { RESEARCH_HERO, RESEARCH_PAGE } from '@/lib/content/research';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { formatDate } from '@/components/site/format-date';
import { shown } from '@/components/site/shown';
import { entries, published } from '@/lib/content-pages/read';
import { mediaLink } from '@/lib/content-store/types/media-link';
import { researchReport } from '@/lib/content-store/types/research-report';
import { toolkit } from '@/lib/content-store/types/toolkit';
import { imageSource } from '@/lib/content-pages/image-source';
import { reportHref } from '@/lib/content-pages/report-file';

export const generateMetadata = localizedPageMetadata({ title: 'Research & Resources', description: RESEARCH_HERO.subtitle, path: '/research' });

// Reports, toolkits and multimedia are staff's (issue 35): static, rendered again when one is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
export default async function ResearchPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const [reports, toolkits, media] = await Promise.all([published(researchReport, locale), published(toolkit, locale), published(mediaLink, locale)]);
  const words = RESEARCH_PAGE;
  const listLang = (item: { fallback: readonly string[] }, field: string) => (item.fallback.includes(field) ? 'en' : undefined);
  return (
    <>
      <PageHero title={t(RESEARCH_HERO.title)} subtitle={t(RESEARCH_HERO.subtitle)} />
      <Section id="reports" title={t(words.reports)}>
        <ul className="grid gap-5 md:grid-cols-2">
          {reports.map((r, i) => {
            const href = reportHref(r.data.pdf, r.key);
            return (
              <Reveal as="li" slide key={i} className="flex flex-col rounded-2xl border border-slate-200 p-6">
                <p className="text-sm font-semibold text-brand-800">{t(r.data.kind)} · <time dateTime={r.data.date}>{formatDate(r.data.date, locale)}</time></p>
                <h3 className="mt-1 font-display text-xl font-semibold">{shown(r, 'title')}</h3>
                <p className="mt-2 text-slate-700">{shown(r, 'description')}</p>
                <ul className="mt-3 flex flex-wrap gap-2" lang={listLang(r, 'stats')}>
                  {entries(r.data.stats).map((s, j) => <li key={j} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">{s}</li>)}
                </ul>
                <a href={href ?? '#'} className="mt-4 self-start font-semibold text-brand-800 underline hover:text-brand-900">
                  {t(words.download)}<span className="sr-only">: {shown(r, 'title')}</span>{href ? null : <> {t(words.comingSoon)}</>}
                </a>
              </Reveal>
            );
          })}
        </ul>
      </Section>
      <Section id="toolkits" title={t(words.toolkits)} tinted>
        <ul className="grid gap-5 md:grid-cols-2">
          {toolkits.map((k, i) => (
            <Reveal as="li" slide key={i} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-display text-xl font-semibold">{shown(k, 'title')}</h3>
              <p className="text-sm font-semibold text-brand-800">{t(words.modules, { n: k.data.modules ?? 0 })}</p>
              <p className="mt-2 text-slate-700">{shown(k, 'description')}</p>
              <h4 className="mt-4 text-sm font-semibold text-ink">{t(words.resources)}</h4>
              <ul className="mt-1 list-disc pl-5 text-slate-700" lang={listLang(k, 'resources')}>
                {entries(k.data.resources).map((x, j) => <li key={j}>{x}</li>)}
              </ul>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="multimedia" title={t(words.multimedia)}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {media.map((m, i) => (
            <Reveal as="li" slide key={i} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200">
              <div className="relative aspect-video">
                <Image src={imageSource(m.data.thumbnail)} alt={t(words.cover, { title: m.data.title })} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-brand-800">{t(m.data.kind)}{m.data.episodes ? ` · ${t(words.episodes, { n: m.data.episodes })}` : ''}</p>
                <h3 className="mt-1 font-display text-lg font-semibold">{shown(m, 'title')}</h3>
                <p className="mt-2 text-slate-700">{shown(m, 'description')}</p>
                {m.data.features && (
                  <ul className="mt-2 list-disc pl-5 text-sm text-slate-700" lang={listLang(m, 'features')}>
                    {entries(m.data.features).map((f, j) => <li key={j}>{f}</li>)}
                  </ul>
                )}
                <a href={m.data.url || '#'} className="mt-auto pt-4 font-semibold text-brand-800 underline hover:text-brand-900">
                  {t(m.data.kind === 'Podcast' ? words.listen : m.data.kind === 'Video' ? words.watch : words.view)}<span className="sr-only"> {shown(m, 'title')}</span>{m.data.url ? null : <> {t(words.comingSoon)}</>}
                </a>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
    </>
  );
}
