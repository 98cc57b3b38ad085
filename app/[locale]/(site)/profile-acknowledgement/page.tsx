// /profile-acknowledgement: the logged-in person's own acknowledgement card (interns to
// /internship-acknowledgement, members to /member-acknowledgement/{id}); logged out, to /login and back.
import { redirect } from 'next/navigation';
import { acknowledgementHref } from '@/components/profile/profile-href';
import { getPageSession } from '@/lib/accounts/session';
import { loginHref } from '@/lib/accounts/next-path';
import { getLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

export default async function ProfileAcknowledgementPage() {
  const { user } = await getPageSession();
  redirect(user ? localePath(await getLocale(), acknowledgementHref(user.type, user.id)) : loginHref('/profile-acknowledgement', await getLocale()));
}
