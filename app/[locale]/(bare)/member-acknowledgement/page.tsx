// /member-acknowledgement: the card of the member whose session this is (the spec's route without id).
import { redirect } from 'next/navigation';
import { CardError } from '@/components/cards/card-shell';
import Link from '@/components/i18n/locale-link';
import { getPageSession } from '@/lib/accounts/session';
import { loginHref } from '@/lib/accounts/next-path';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import { acknowledgementHref } from '@/components/profile/profile-href';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Member Acknowledgement Card', robots: { index: false, follow: false } });

export default async function MemberAcknowledgementWithoutIdPage() {
  const { user } = await getPageSession();
  const t = await getT();
  if (!user) redirect(loginHref('/member-acknowledgement', await getLocale()));
  if (user.type !== 'member') {
    return (
      <CardError message={t('Member ID is missing.')}>
        <Link href={acknowledgementHref(user.type, user.id)} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">{t('Go to my card')}</Link>
      </CardError>
    );
  }
  redirect(localePath(await getLocale(), `/member-acknowledgement/${user.id}`));
}
