import { PROFILE_MESSAGES } from '@/lib/content/people';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { ProfileMessage } from '@/components/site/profile-message';

export const generateMetadata = localizedPageMetadata({ title: 'Profile', description: 'Profiles of the people who guide NextGen Youth Foundation.', path: '/profile', noindex: true });

export default function ProfileWithoutId() {
  return <ProfileMessage message={PROFILE_MESSAGES.noState} />;
}
