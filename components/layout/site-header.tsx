import Link from 'next/link';
import { SITE } from '@/lib/content/site';
import type { Viewer } from '@/lib/session/viewer';

export function SiteHeader({ viewer }: { viewer: Viewer }) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
        <Link href="/" className="font-display text-lg font-bold text-brand-800">{SITE.name}</Link>
        {viewer === 'user' ? (
          <Link href="/profile-acknowledgement" className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white">Profile</Link>
        ) : (
          <Link href="/login" className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white">Login</Link>
        )}
      </div>
    </header>
  );
}
