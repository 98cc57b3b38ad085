// A person's card (issue 35: a published `person` item): photo, name, role, the card's summary and a link to the
// profile. Server component: the role and the summary are the item's in the page's language (marked lang="en"
// where it has no translation); the name is a proper noun, kept as it is and marked lang="en".
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import { shown } from '@/components/site/shown';
import { imageSource } from '@/lib/content-pages/image-source';
import type { Person } from '@/lib/content-pages/people';
import { getT } from '@/lib/i18n/request-locale';

type Props = { member: Person; href?: string; label?: string; headingLevel?: 2 | 3; role?: 'role' | 'adviserRole' };

export async function MemberCard({ member, href, label = 'View Profile', headingLevel = 3, role = 'role' }: Props) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getT();
  const { name, photo } = member.data;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="relative aspect-[4/5] bg-brand-100">
        <Image src={imageSource(photo)} alt={t('Portrait of {name}', { name })} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <H lang="en" className="font-display text-lg font-semibold">{name}</H>
        <p className="text-sm font-semibold text-brand-800">{shown(member, role)}</p>
        <p className="mt-2 flex-1 text-sm text-slate-700">{shown(member, 'summary')}</p>
        <Link href={href ?? `/profile/${member.key}`} className="mt-4 self-start rounded-full border-2 border-brand-800 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          {t(label)}<span className="sr-only">: <span lang="en">{name}</span></span>
        </Link>
      </div>
    </article>
  );
}
