// An unknown /profile/{id}: the spec's message, answered with 404.
import type { Metadata } from 'next';
import { PROFILE_MESSAGES } from '@/lib/content/people';
import { ProfileMessage } from '@/components/site/profile-message';

export const metadata: Metadata = { title: 'Profile', robots: { index: false, follow: true } };

export default function ProfileNotFound() {
  return <ProfileMessage message={PROFILE_MESSAGES.unknownId} />;
}
