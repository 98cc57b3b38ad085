import { PROFILE_MESSAGES } from '@/lib/content/people';
import { pageMetadata } from '@/lib/content/seo';
import { ProfileMessage } from '@/components/site/profile-message';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: 'Profile', description: 'Profiles of the people who guide NextGen Youth Foundation.', path: '/profile', noindex: true }));

export default function ProfileWithoutId() {
  return <ProfileMessage message={PROFILE_MESSAGES.noState} />;
}
