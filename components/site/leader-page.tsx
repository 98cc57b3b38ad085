// The chairman's and the director's pages: portrait, role, name and quote, then the biography (and whatever the
// page adds after it), in the page's language; the name is a proper noun, kept as it is and marked lang="en".
// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
import Image from 'next/image';
import { Section } from '@/components/site/section';
import { getT } from '@/lib/i18n/request-locale';

type Leader = { name: string; role: string; quote: string; image: string };

export async function LeaderPage({ leader, biography, children }: { leader: Leader; biography: readonly string[]; children?: React.ReactNode }) {
  const t = await getT();
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[18rem_1fr]">
          <div className="relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-2xl shadow-lg md:w-full">
            <Image src={leader.image} alt={t('Portrait of {name}', { name: leader.name })} fill priority sizes="18rem" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{t(leader.role)}</p>
            <h1 lang="en" className="mt-1 font-display text-4xl font-bold">{leader.name}</h1>
            <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-xl italic text-slate-800">“{t(leader.quote)}”</blockquote>
          </div>
        </div>
      </section>
      <Section id="biography" title={t('Biography')}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {biography.map((p, i) => <p key={i}>{t(p)}</p>)}
        </div>
      </Section>
      {children}
    </>
  );
}
