// /profile/{id}: a Governing Body member's profile, a published `person` item (issue 35) by its key. The known ids
// are prerendered; any other id is rewritten (next.config.ts) to ../unknown, the spec's 'Detailed profile not
// available.' with status 404, prerendered per language: with dynamicParams on, every unknown id was rendered and
// kept on disk (112 KB each, 6 GB an hour from one client: issue 24).
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { notFound } from 'next/navigation';
import { shown } from '@/components/site/shown';
import { KNOWN_PROFILE_IDS, PROFILE_MESSAGES } from '@/lib/content/people';
import { pageMetadata } from '@/lib/content/seo';
import { imageSource } from '@/lib/content-pages/image-source';
import { personByKey } from '@/lib/content-pages/people';
import { RichText } from '@/lib/content-store/rich-text';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const dynamicParams = false;
export const generateStaticParams = () => KNOWN_PROFILE_IDS.map((id) => ({ id }));
// Static, rendered again when a person is published (lib/publishing/paths.ts).
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /research

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const person = await personByKey('en', id);
  return pageMetadata({
    title: person ? `${person.data.name}, ${person.data.role}` : 'Profile',
    description: person?.data.summary ?? PROFILE_MESSAGES.unknownId,
    path: `/profile/${encodeURIComponent(id)}`,
    noindex: true,
  });
}

export default async function ProfilePage({ params }: Props) {
  const [{ id }, locale, t] = await Promise.all([params, getLocale(), getT()]);
  const person = await personByKey(locale, id);
  if (!person) notFound();
  const { name, photo } = person.data;
  return (
    <article className="mx-auto max-w-5xl px-4 py-14">
      <Link href="/governing-body" className="text-sm font-semibold text-brand-800 underline">← {t('Back to the Governing Body')}</Link>
      <div className="mt-6 grid gap-10 md:grid-cols-[16rem_1fr]">
        <div className="relative mx-auto aspect-[4/5] w-56 overflow-hidden rounded-2xl shadow-lg md:w-full">
          <Image src={imageSource(photo)} alt={t('Portrait of {name}', { name })} fill priority sizes="16rem" className="object-cover" />
        </div>
        <div>
          <h1 lang="en" className="font-display text-4xl font-bold">{name}</h1>
          <p className="mt-1 text-lg font-semibold text-brand-800">{shown(person, 'role')}</p>
          <h2 className="mt-8 font-display text-xl font-semibold">{t('Overview')}</h2>
          <RichText value={person.data.biography} lang={person.fallback.includes('biography') ? 'en' : undefined} className="mt-3 space-y-4 text-lg text-slate-700" />
        </div>
      </div>
    </article>
  );
}
