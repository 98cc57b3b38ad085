// A governing member's card: photo, name, role, short description and a link to the profile. Server component:
// the role, the description and the link are shown in the page's language; the name is a proper noun, kept as it
// is and marked lang="en".
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import type { GoverningMember } from '@/lib/content/people';
import { getT } from '@/lib/i18n/request-locale';

export async function MemberCard({ member, href, label = 'View Profile', headingLevel = 3 }: { member: GoverningMember; href?: string; label?: string; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getT();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="relative aspect-[4/5] bg-brand-100">
        <Image src={member.image} alt={t('Portrait of {name}', { name: member.name })} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <H lang="en" className="font-display text-lg font-semibold">{member.name}</H>
        <p className="text-sm font-semibold text-brand-800">{t(member.role)}</p>
        <p className="mt-2 flex-1 text-sm text-slate-700">{t(member.description)}</p>
        <Link href={href ?? `/profile/${member.id}`} className="mt-4 self-start rounded-full border-2 border-brand-800 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          {t(label)}<span className="sr-only">: <span lang="en">{member.name}</span></span>
        </Link>
      </div>
    </article>
  );
}
