// The profile's frame: its own top bar (Home, Log Out). Logged-out visitors are sent to /login here, before
// anything streams, so the answer is a real redirect; the page checks the session again itself. A layout
// cannot read the query, so they come back through /user-profile/me, which opens their own profile (the
// only one they may see).
import { redirect } from 'next/navigation';
import { FormMessages } from '@/components/i18n/form-messages';
import { ProfileHeader } from '@/components/profile/profile-header';
import { getPageSession } from '@/lib/accounts/session';
import { loginHref, PROFILE_RETURN_PATH } from '@/lib/accounts/next-path';
import { getLocale } from '@/lib/i18n/request-locale';

export default async function UserProfileLayout({ children }: { children: React.ReactNode }) {
  const session = await getPageSession();
  if (!session.user) redirect(loginHref(PROFILE_RETURN_PATH, await getLocale()));
  return (
    <FormMessages>
      <ProfileHeader />
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-61px)] bg-brand-50/60 outline-none">
        {children}
      </main>
    </FormMessages>
  );
}
