import { PHILOSOPHY, PHILOSOPHY_PAGE } from '@/lib/content/philosophy';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { formatDate } from '@/components/site/format-date';
import { RichText } from '@/components/i18n/rich-text';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: PHILOSOPHY.title, description: PHILOSOPHY.intro[1], path: '/philosophy' });

// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy). The
// author's name is a proper noun: shown as it is, marked lang="en".
export default async function PhilosophyPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{t(PHILOSOPHY_PAGE.eyebrow)}</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{t(PHILOSOPHY.title)}</h1>
          <p className="mt-4 text-brand-100">
            <RichText text={t(PHILOSOPHY_PAGE.byline)} values={{ author: PHILOSOPHY.author, role: t(PHILOSOPHY.authorRole) }} tags={{ name: (name) => <span lang="en">{name}</span> }} /> · <time dateTime={PHILOSOPHY_PAGE.published}>{formatDate(PHILOSOPHY_PAGE.published, locale)}</time>
          </p>
          {PHILOSOPHY.intro.map((p, i) => <p key={i} className="mt-4 text-lg text-brand-100">{t(p)}</p>)}
        </div>
      </section>
      <Section id="essay">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PHILOSOPHY.cards.map((c) => (
            <Reveal as="li" slide key={c.title} className="rounded-2xl border border-slate-200 p-6">
              <h2 className="font-display text-xl font-bold text-brand-800">{t(c.title)}</h2>
              {c.paragraphs?.map((p, i) => <p key={i} className="mt-3 text-slate-700">{t(p)}</p>)}
              {c.bullets && (
                <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
                  {c.bullets.map((b, i) => <li key={i}>{t(b)}</li>)}
                </ul>
              )}
            </Reveal>
          ))}
        </ul>
      </Section>
      <section className="bg-brand-50">
        <figure className="mx-auto max-w-3xl px-4 py-14 text-center">
          <blockquote className="font-display text-2xl font-semibold text-brand-900">“{t(PHILOSOPHY.quote.text)}”</blockquote>
          <figcaption className="mt-4 text-slate-700">— <span lang="en">{PHILOSOPHY.quote.attribution}</span></figcaption>
        </figure>
      </section>
      <Section id="authorship">
        <p className="max-w-3xl text-sm text-slate-700">{t(PHILOSOPHY.authorshipNote)}</p>
      </Section>
    </>
  );
}
