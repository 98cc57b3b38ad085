// /member-acknowledgement/{id}: a member's card, shown only to that member's own session (set by
// registration or login). Anyone else is refused without any of the member's data; a logged-out visitor
// logs in and comes back here.
import Link from '@/components/i18n/locale-link';
import { redirect } from 'next/navigation';
import { loginHref } from '@/lib/accounts/next-path';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { acknowledgementHref } from '@/components/profile/profile-href';
import { CardError } from '@/components/cards/card-shell';
import { ApplicantCard } from '@/components/cards/applicant-card';
import { LogoutButton } from '@/components/profile/logout-button';
import { canReadApplicant } from '@/lib/accounts/applicant-access';
import { getApplicant } from '@/lib/people/get-applicant';
import { attempt } from '@/lib/kernel/page-outcome';
import { getPageSession } from '@/lib/accounts/session';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { localizedMetadata } from '@/lib/i18n/metadata';


export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Member Acknowledgement Card', robots: { index: false, follow: false } });

const buttonClass = 'rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800';

export default async function MemberAcknowledgementPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const t = await getT();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) return <CardError message={t('Invalid Member ID.')} />;
  const id = Number(raw);
  const session = await getPageSession();
  if (!session.user) redirect(loginHref(`/member-acknowledgement/${id}`, await getLocale()));
  if (!canReadApplicant(session, 'member', id)) {
    return (
      <CardError message={t('You can only view your own acknowledgement card.')}>
        <Link href={acknowledgementHref(session.user.type, session.user.id)} className={buttonClass}>{t('Go to my card')}</Link>
      </CardError>
    );
  }
  const member = await attempt(() => getApplicant('member', id));
  if (!member.ok) return <CardError message={t('No member data available.')} />;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ApplicantCard
        applicant={member.value}
        downloadedAt={new Date()}
        actions={<LogoutButton className="rounded-lg border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60" />}
      />
      <MailStatusNote owner={{ type: 'member', id }} className="mx-auto max-w-4xl px-4 pb-8 text-center" />
    </main>
  );
}
