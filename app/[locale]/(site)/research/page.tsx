import Image from 'next/image';
import { MULTIMEDIA, REPORTS, RESEARCH_HERO, TOOLKITS } from '@/lib/content/research';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { formatDate } from '@/components/site/format-date';

export const generateMetadata = localizedPageMetadata({ title: 'Research & Resources', description: RESEARCH_HERO.subtitle, path: '/research' });

export default function ResearchPage() {
  return (
    <EnglishPage>
      <PageHero title={RESEARCH_HERO.title} subtitle={RESEARCH_HERO.subtitle} />
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl" />
      <Section id="reports" title="Reports">
        <ul className="grid gap-5 md:grid-cols-2">
          {REPORTS.map((r) => (
            <Reveal as="li" slide key={r.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <p className="text-sm font-semibold text-brand-800">{r.type} · <time dateTime={r.date}>{formatDate(r.date)}</time></p>
              <h3 className="mt-1 font-display text-xl font-semibold">{r.title}</h3>
              <p className="mt-2 text-slate-700">{r.description}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {r.stats.map((s) => <li key={s} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">{s}</li>)}
              </ul>
              <a href={r.downloadUrl} className="mt-4 self-start font-semibold text-brand-800 underline hover:text-brand-900">
                Download report<span className="sr-only">: {r.title}</span> (coming soon)
              </a>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="toolkits" title="Toolkits" tinted>
        <ul className="grid gap-5 md:grid-cols-2">
          {TOOLKITS.map((t) => (
            <Reveal as="li" slide key={t.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-display text-xl font-semibold">{t.title}</h3>
              <p className="text-sm font-semibold text-brand-800">{t.modules} modules</p>
              <p className="mt-2 text-slate-700">{t.description}</p>
              <h4 className="mt-4 text-sm font-semibold text-ink">Resources included</h4>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {t.resources.map((x) => <li key={x}>{x}</li>)}
              </ul>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id="multimedia" title="Multimedia">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {MULTIMEDIA.map((m) => (
            <Reveal as="li" slide key={m.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200">
              <div className="relative aspect-video">
                <Image src={m.thumbnail} alt={`Cover image of ${m.title}`} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-brand-800">{m.type}{m.episodes ? ` · ${m.episodes} episodes` : ''}</p>
                <h3 className="mt-1 font-display text-lg font-semibold">{m.title}</h3>
                <p className="mt-2 text-slate-700">{m.description}</p>
                {m.features && (
                  <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                    {m.features.map((f) => <li key={f}>{f}</li>)}
                  </ul>
                )}
                <a href={m.link} className="mt-auto pt-4 font-semibold text-brand-800 underline hover:text-brand-900">
                  {m.type === 'Podcast' ? 'Listen' : m.type === 'Video' ? 'Watch' : 'View'}<span className="sr-only"> {m.title}</span> (coming soon)
                </a>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>
    </EnglishPage>
  );
}
