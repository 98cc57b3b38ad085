// /internship-acknowledgement: the card of the intern whose session this is (set by registration or
// login). The id comes from the sealed session cookie, never from the browser's storage or the URL,
// so nobody can open another intern's card. Logged out, the visitor logs in and comes back here; this page
// never offers to register, since whoever opens it has most likely registered already.
import Link from '@/components/i18n/locale-link';
import { redirect } from 'next/navigation';
import { CardError } from '@/components/cards/card-shell';
import { ApplicantCard } from '@/components/cards/applicant-card';
import { LogoutButton } from '@/components/profile/logout-button';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { getApplicant } from '@/lib/people/get-applicant';
import { attempt } from '@/lib/kernel/page-outcome';
import { getPageSession } from '@/lib/accounts/session';
import { loginHref } from '@/lib/accounts/next-path';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { acknowledgementHref } from '@/components/profile/profile-href';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Internship Acknowledgement Card', robots: { index: false, follow: false } });

export default async function InternshipAcknowledgementPage() {
  const { user } = await getPageSession();
  const t = await getT();
  if (!user) redirect(loginHref('/internship-acknowledgement', await getLocale()));
  if (user.type !== 'intern') {
    return (
      <CardError message={t('No intern ID found: you are logged in as a member.')}>
        <Link href={acknowledgementHref(user.type, user.id)} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">{t('Go to my card')}</Link>
      </CardError>
    );
  }
  const intern = await attempt(() => getApplicant('intern', user.id));
  if (!intern.ok) {
    return (
      <CardError message={t('Intern ID not found. Please login again.')}>
        <Link href="/login" className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">{t('Log in')}</Link>
      </CardError>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ApplicantCard
        applicant={intern.value}
        downloadedAt={new Date()}
        actions={<LogoutButton className="rounded-lg border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60" />}
      />
      <MailStatusNote owner={{ type: 'intern', id: user.id }} className="mx-auto max-w-4xl px-4 pb-8 text-center" />
    </main>
  );
}
