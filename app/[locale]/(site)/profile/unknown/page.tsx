// Where /profile/{an id that is not one of ours} lands (a rewrite in next.config.ts, as the ids are known at build):
// the site's page with the spec's 'Detailed profile not available.', in each language one prerendered document, so
// an unknown id costs no rendering and writes nothing (issue 24). Rendered here, not by notFound() (which prerenders
// an empty error shell: see ../../page-not-found/page.tsx); the build sets its status to 404.
import { ProfileMessage } from '@/components/site/profile-message';
import { PROFILE_MESSAGES } from '@/lib/content/people';
import { NOT_FOUND_TITLE } from '@/components/layout/not-found-panel';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({ title: NOT_FOUND_TITLE, robots: { index: false, follow: true } });

export default function UnknownProfile() {
  return <ProfileMessage message={PROFILE_MESSAGES.unknownId} />;
}
