import Image from 'next/image';
import { CHAIRMAN_BIO, CHAIRMAN_PAGE } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { Section } from '@/components/site/section';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

export const generateMetadata = localizedPageMetadata({ title: `Our Chairman, ${CHAIRMAN_PAGE.name}`, description: CHAIRMAN_PAGE.quote, path: '/chairman' });

export default function ChairmanPage() {
  return (
    <EnglishPage>
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[18rem_1fr]">
          <div className="relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-2xl shadow-lg md:w-full">
            <Image src={CHAIRMAN_PAGE.image} alt={`Portrait of ${CHAIRMAN_PAGE.name}`} fill priority sizes="18rem" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{CHAIRMAN_PAGE.role}</p>
            <h1 className="mt-1 font-display text-4xl font-bold">{CHAIRMAN_PAGE.name}</h1>
            <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-xl italic text-slate-800">“{CHAIRMAN_PAGE.quote}”</blockquote>
          </div>
        </div>
      </section>
      <Section id="biography" title="Biography">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {CHAIRMAN_BIO.map((p) => <p key={p}>{p}</p>)}
        </div>
      </Section>
    </EnglishPage>
  );
}
