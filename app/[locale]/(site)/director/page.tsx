import Image from 'next/image';
import { DIRECTOR } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: `Our Director, ${DIRECTOR.name}`, description: DIRECTOR.quote, path: '/director' });

export default function DirectorPage() {
  return (
    <EnglishPage>
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[18rem_1fr]">
          <div className="relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-2xl shadow-lg md:w-full">
            <Image src={DIRECTOR.image} alt={`Portrait of ${DIRECTOR.name}`} fill priority sizes="18rem" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{DIRECTOR.role}</p>
            <h1 className="mt-1 font-display text-4xl font-bold">{DIRECTOR.name}</h1>
            <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-xl italic text-slate-800">“{DIRECTOR.quote}”</blockquote>
          </div>
        </div>
      </section>
      <Section id="biography" title="Biography">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {DIRECTOR.biography.map((p) => <p key={p}>{p}</p>)}
        </div>
      </Section>
      <Section id="director-gallery" title="In the Field" tinted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DIRECTOR.gallery.map((g) => (
            <li key={g.src} className="relative aspect-[4/3] overflow-hidden rounded-xl">
              <Image src={g.src} alt={g.alt} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </li>
          ))}
        </ul>
      </Section>
    </EnglishPage>
  );
}
