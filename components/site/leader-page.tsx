// The chairman's and the director's pages: portrait, role, name and quote, then the biography (and whatever the
// page adds after it), in the page's language; the name is a proper noun, kept as it is and marked lang="en".
// The person is a published `person` item (issue 35); a field with no translation is marked lang="en".
// Keys are positions, not texts: a server component's keys travel in the RSC payload (an English copy).
import Image from 'next/image';
import { Section } from '@/components/site/section';
import { shown } from '@/components/site/shown';
import { imageSource } from '@/lib/content-pages/image-source';
import type { Person } from '@/lib/content-pages/people';
import { RichText } from '@/lib/content-store/rich-text';
import { getT } from '@/lib/i18n/request-locale';

/** `role`: the page's English name for the office ("Chairman", "Director"). */
export async function LeaderPage({ leader, role, children }: { leader: Person | undefined; role: string; children?: React.ReactNode }) {
  const t = await getT();
  // `next build` renders the page without the database; each instance renders it again when it starts.
  if (!leader) return null;
  const { name, photo } = leader.data;
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[18rem_1fr]">
          <div className="relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-2xl shadow-lg md:w-full">
            <Image src={imageSource(photo)} alt={t('Portrait of {name}', { name })} fill priority sizes="18rem" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{t(role)}</p>
            <h1 lang="en" className="mt-1 font-display text-4xl font-bold">{name}</h1>
            {leader.data.quote && <blockquote className="mt-5 border-l-4 border-brand-600 pl-4 text-xl italic text-slate-800">“{shown(leader, 'quote')}”</blockquote>}
          </div>
        </div>
      </section>
      <Section id="biography" title={t('Biography')}>
        <RichText value={leader.data.pageBiography || leader.data.biography} lang={leader.fallback.includes('pageBiography') ? 'en' : undefined} className="max-w-3xl space-y-4 text-lg text-slate-700" />
      </Section>
      {children}
    </>
  );
}
