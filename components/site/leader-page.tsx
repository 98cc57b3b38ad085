// The chairman's and the director's pages: portrait, role, name and quote, then the biography (and whatever the
// page adds after it). English for now on the Assamese and Hindi pages, and marked so.
import Image from 'next/image';
import { Section } from '@/components/site/section';
import { EnglishOnlyNote, EnglishPage } from '@/components/i18n/english-only-note';

type Leader = { name: string; role: string; quote: string; image: string };

export function LeaderPage({ leader, biography, children }: { leader: Leader; biography: readonly string[]; children?: React.ReactNode }) {
  return (
    <EnglishPage>
      <EnglishOnlyNote className="mx-auto mt-6 max-w-3xl px-4" />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[18rem_1fr]">
          <div className="relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-2xl shadow-lg md:w-full">
            <Image src={leader.image} alt={`Portrait of ${leader.name}`} fill priority sizes="18rem" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{leader.role}</p>
            <h1 className="mt-1 font-display text-4xl font-bold">{leader.name}</h1>
            <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-xl italic text-slate-800">“{leader.quote}”</blockquote>
          </div>
        </div>
      </section>
      <Section id="biography" title="Biography">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {biography.map((p) => <p key={p}>{p}</p>)}
        </div>
      </Section>
      {children}
    </EnglishPage>
  );
}
