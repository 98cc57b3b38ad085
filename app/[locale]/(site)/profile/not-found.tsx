// /profile/{id} with an id that is not one of ours (rewritten to ./unknown, which calls notFound()): the spec's
// 'Detailed profile not available.' inside the site's page, in the page's language, status 404.
import { ProfileMessage } from '@/components/site/profile-message';
import { PROFILE_MESSAGES } from '@/lib/content/people';

export default function ProfileNotFound() {
  return <ProfileMessage message={PROFILE_MESSAGES.unknownId} />;
}
