// /user-profile?type={intern|member}&id={id}: the logged-in person's own profile (spec part 1, User
// profile). Rendered on the server for every request; someone else's type or id is refused, never shown.
import { redirect } from 'next/navigation';
import { DetailList } from '@/components/profile/detail-list';
import { PROFILE_MESSAGES, applicantProfile } from '@/components/profile/profile-data';
import { profileHref } from '@/components/profile/profile-href';
import { ProfileNotice } from '@/components/profile/profile-notice';
import { ProfileSidebar } from '@/components/profile/profile-sidebar';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { ChangePasswordForm } from '@/components/forms/password/change-password-form';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { canReadApplicant } from '@/lib/accounts/applicant-access';
import { getApplicant } from '@/lib/people/get-applicant';
import { isApplicantKind, type ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { attempt } from '@/lib/kernel/page-outcome';
import { getPageSession } from '@/lib/accounts/session';
import { loginHref, PROFILE_RETURN_PATH } from '@/lib/accounts/next-path';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { InternshipPanel } from '@/components/profile/internship/internship-panel';
import { internshipOfIntern } from '@/lib/internships/profile-internship';
import { OUTCOME_PARAMS } from '@/lib/internships/form-outcome';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'My Profile', robots: { index: false, follow: false } });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The applicant, with a cache-busting version for the photo URL (spec section 7). */
const loadProfile = async (kind: ApplicantKind, id: number) => ({ applicant: await getApplicant(kind, id), photoVersion: Date.now() });

export default async function UserProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getPageSession();
  if (!session.user) redirect(loginHref(PROFILE_RETURN_PATH, await getLocale()));
  const own = profileHref(session.user.type, session.user.id);
  const [t, locale] = [await getT(), await getLocale()];
  const q = await searchParams;
  const type = first(q.type);
  const rawId = first(q.id);

  if (!type || !rawId) {
    return <ProfileNotice message={PROFILE_MESSAGES.missing} actions={[{ href: own, label: t('Go to my profile') }, { href: '/', label: t('Home') }]} />;
  }
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!isApplicantKind(type) || !canReadApplicant(session, type, id)) {
    return (
      <ProfileNotice
        message={PROFILE_MESSAGES.notYours}
        detail={t('This profile belongs to someone else, or the link is wrong.')}
        actions={[{ href: own, label: t('Go to my profile') }, { href: '/', label: t('Home') }]}
      />
    );
  }

  // A refusal (the record is gone) is shown here; a failure (the database is down) goes to error.tsx.
  const loaded = await attempt(() => loadProfile(type, id));
  if (!loaded.ok) return <ProfileNotice alert message={loaded.error.text} actions={[{ href: '/', label: t('Home') }]} />;
  const profile = applicantProfile(loaded.value.applicant, locale);
  const { photoVersion } = loaded.value;
  // The internship, first: it says what to do next (issue 37). Without one (or for a member) nothing is shown.
  const internship = type === 'intern' ? await internshipOfIntern(id) : null;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <ProfileSidebar profile={profile} photoVersion={photoVersion} />
      <div className="min-w-0">
      {internship ? <InternshipPanel internship={internship} outcome={{ done: first(q[OUTCOME_PARAMS.done]), refused: first(q[OUTCOME_PARAMS.refused]) }} /> : null}
      <section aria-label={t('Profile details')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <MailStatusNote owner={{ type, id }} className="mb-4 rounded-lg bg-brand-50 px-3 py-2" />
        <ProfileTabs
          label={t('Profile details')}
          tabs={[
            { id: 'personal', label: t('Personal Info'), content: <DetailList details={profile.personal} /> },
            { id: 'education', label: t('Educational Details'), content: <DetailList details={profile.education} /> },
            { id: 'password', label: t('Change Password'), content: <ChangePasswordForm /> },
          ]}
        />
      </section>
      </div>
    </div>
  );
}
