// /profile/{id}: a Governing Body member's profile. The eight known ids are prerendered; any other id is rewritten
// (next.config.ts) to ../unknown, the spec's 'Detailed profile not available.' with status 404, prerendered per
// language: with dynamicParams on, every unknown id was rendered and kept on disk (112 KB each, 6 GB an hour
// from one client: issue 24).
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { notFound } from 'next/navigation';
import { KNOWN_PROFILE_IDS, PROFILE_MESSAGES, PROFILES_BY_ID, type KnownProfileId } from '@/lib/content/people';
import { pageMetadata } from '@/lib/content/seo';
import { getT } from '@/lib/i18n/request-locale';

export const dynamicParams = false;
export const generateStaticParams = () => KNOWN_PROFILE_IDS.map((id) => ({ id }));

type Props = { params: Promise<{ id: string }> };

const find = (id: string) => ((KNOWN_PROFILE_IDS as readonly string[]).includes(id) ? PROFILES_BY_ID[id as KnownProfileId] : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const person = find(id);
  return pageMetadata({
    title: person ? `${person.name}, ${person.role}` : 'Profile',
    description: person?.description ?? PROFILE_MESSAGES.unknownId,
    path: `/profile/${encodeURIComponent(id)}`,
    noindex: true,
  });
}

export default async function ProfilePage({ params }: Props) {
  const { id } = await params;
  const person = find(id);
  if (!person) notFound();
  const t = await getT(); // not reached for unknown ids (dynamicParams = false); keeps `person` defined
  return (
    <article className="mx-auto max-w-5xl px-4 py-14">
      <Link href="/governing-body" className="text-sm font-semibold text-brand-800 underline">← {t('Back to the Governing Body')}</Link>
      <div className="mt-6 grid gap-10 md:grid-cols-[16rem_1fr]">
        <div className="relative mx-auto aspect-[4/5] w-56 overflow-hidden rounded-2xl shadow-lg md:w-full">
          <Image src={person.image} alt={t('Portrait of {name}', { name: person.name })} fill priority sizes="16rem" className="object-cover" />
        </div>
        <div>
          <h1 lang="en" className="font-display text-4xl font-bold">{person.name}</h1>
          <p className="mt-1 text-lg font-semibold text-brand-800">{t(person.role)}</p>
          <h2 className="mt-8 font-display text-xl font-semibold">{t('Overview')}</h2>
          <div className="mt-3 space-y-4 text-lg text-slate-700">
            {person.details.map((p, i) => <p key={i}>{t(p)}</p>)}
          </div>
        </div>
      </div>
    </article>
  );
}
