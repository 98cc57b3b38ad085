'use client';
// An unexpected failure while rendering the profile: the spec's fallback text, a retry and the way home.
import { ErrorPanel } from '@/components/layout/error-panel';
import { PROFILE_MESSAGES } from '@/components/profile/profile-data';

export default function ProfileError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorPanel title={PROFILE_MESSAGES.loadFailed} retry={retry} back={{ href: '/', label: 'Home' }} />;
}
