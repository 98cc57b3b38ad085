// /user-profile?type={intern|member}&id={id}: the logged-in person's own profile (spec part 1, User
// profile). Rendered on the server for every request; someone else's type or id is refused, never shown.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DetailList } from '@/components/profile/detail-list';
import { PROFILE_MESSAGES, internProfile, memberProfile, type ProfileData } from '@/components/profile/profile-data';
import { profileHref } from '@/components/profile/profile-href';
import { ProfileNotice } from '@/components/profile/profile-notice';
import { ProfileSidebar } from '@/components/profile/profile-sidebar';
import { ProfileTabs } from '@/components/profile/profile-tabs';
import { ChangePasswordForm } from '@/components/forms/password/change-password-form';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { isPerson } from '@/lib/access/people';
import { HttpError } from '@/lib/http/errors';
import { getInternRecord } from '@/lib/interns/present-intern';
import { getMemberRecord } from '@/lib/members/present-member';
import { getPageSession } from '@/lib/session/session';
import type { UserType } from '@/lib/session/session-data';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My Profile', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isUserType = (v: string): v is UserType => v === 'intern' || v === 'member';

async function loadProfile(type: UserType, id: number): Promise<{ profile: ProfileData; photoVersion: number } | { error: string }> {
  try {
    const profile = type === 'intern' ? internProfile(await getInternRecord(id)) : memberProfile(await getMemberRecord(id));
    return { profile, photoVersion: Date.now() }; // cache-busting version of the photo URL (spec section 7)
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { error: error.message };
    console.error(`[user-profile] could not load ${type} ${id}`, error);
    return { error: PROFILE_MESSAGES.loadFailed };
  }
}

export default async function UserProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getPageSession();
  if (!session.user) redirect('/login');
  const own = profileHref(session.user.type, session.user.id);
  const q = await searchParams;
  const type = first(q.type);
  const rawId = first(q.id);

  if (!type || !rawId) {
    return <ProfileNotice message={PROFILE_MESSAGES.missing} actions={[{ href: own, label: 'Go to my profile' }, { href: '/', label: 'Home' }]} />;
  }
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!isUserType(type) || !isPerson(session, type, id)) {
    return (
      <ProfileNotice
        message={PROFILE_MESSAGES.notYours}
        detail="This profile belongs to someone else, or the link is wrong."
        actions={[{ href: own, label: 'Go to my profile' }, { href: '/', label: 'Home' }]}
      />
    );
  }

  const loaded = await loadProfile(type, id);
  if ('error' in loaded) return <ProfileNotice alert message={loaded.error} actions={[{ href: '/', label: 'Home' }]} />;
  const { profile, photoVersion } = loaded;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <ProfileSidebar profile={profile} photoVersion={photoVersion} />
      <section aria-label="Profile details" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <MailStatusNote owner={{ type, id }} className="mb-4 rounded-lg bg-brand-50 px-3 py-2" />
        <ProfileTabs
          label="Profile details"
          tabs={[
            { id: 'personal', label: 'Personal Info', content: <DetailList details={profile.personal} /> },
            { id: 'education', label: 'Educational Details', content: <DetailList details={profile.education} /> },
            { id: 'password', label: 'Change Password', content: <ChangePasswordForm /> },
          ]}
        />
      </section>
    </div>
  );
}
