import { PHILOSOPHY } from '@/lib/content/philosophy';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: PHILOSOPHY.title, description: PHILOSOPHY.intro[1], path: '/philosophy' });

export default function PhilosophyPage() {
  return (
    <EnglishPage>
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Our Philosophy</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{PHILOSOPHY.title}</h1>
          <p className="mt-4 text-brand-100">
            By {PHILOSOPHY.author}, {PHILOSOPHY.authorRole} · <time dateTime="2025-05-30">{PHILOSOPHY.date}</time>
          </p>
          {PHILOSOPHY.intro.map((p) => <p key={p} className="mt-4 text-lg text-brand-100">{p}</p>)}
        </div>
      </section>
      <Section id="essay">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PHILOSOPHY.cards.map((c) => (
            <Reveal as="li" slide key={c.title} className="rounded-2xl border border-slate-200 p-6">
              <h2 className="font-display text-xl font-bold text-brand-800">{c.title}</h2>
              {c.paragraphs?.map((p) => <p key={p} className="mt-3 text-slate-700">{p}</p>)}
              {c.bullets && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
                  {c.bullets.map((b) => <li key={b}>{b}</li>)}
                </ul>
              )}
            </Reveal>
          ))}
        </ul>
      </Section>
      <section className="bg-brand-50">
        <figure className="mx-auto max-w-3xl px-4 py-14 text-center">
          <blockquote className="font-display text-2xl font-semibold text-brand-900">“{PHILOSOPHY.quote.text}”</blockquote>
          <figcaption className="mt-4 text-slate-700">— {PHILOSOPHY.quote.attribution}</figcaption>
        </figure>
      </section>
      <Section id="authorship">
        <p className="max-w-3xl text-sm text-slate-700">{PHILOSOPHY.authorshipNote}</p>
      </Section>
    </EnglishPage>
  );
}
