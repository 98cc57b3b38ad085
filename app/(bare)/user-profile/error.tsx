'use client';
// An unexpected failure while rendering the profile. The server's message is not shown (it may hold
// internals; production hides it anyway): the spec's fallback text instead.
import Link from 'next/link';
import { PROFILE_MESSAGES } from '@/components/profile/profile-data';

export default function ProfileError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 role="alert" className="font-display text-2xl font-bold text-ink">{PROFILE_MESSAGES.loadFailed}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">Try again</button>
        <Link href="/" className="rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">Home</Link>
      </div>
    </section>
  );
}
