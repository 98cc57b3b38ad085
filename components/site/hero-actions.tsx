'use client';
// The home hero's registration buttons. A logged-in visitor cannot start a new registration: the buttons
// show a notice for 4 seconds instead of navigating.
import Link from '@/components/i18n/locale-link';
import type { HeroAction } from '@/lib/content/home';
import { LoggedInNotice, useLoggedInNotice } from '@/components/layout/logged-in-notice';
import { useSignedIn } from '@/components/layout/use-signed-in';
import { useT } from '@/components/i18n/i18n-provider';

export const HERO_LOGGED_IN_MESSAGE = 'You are already logged in. Logout to register again.';

const cls = ['bg-white text-brand-800 hover:bg-brand-50', 'bg-accent-400 text-ink hover:bg-accent-500', 'border-2 border-white text-white hover:bg-white/10'];

/** `actions` come with their labels already in the page's language (translated on the server). */
export function HeroActions({ actions }: { actions: HeroAction[] }) {
  const notice = useLoggedInNotice();
  const signedIn = useSignedIn();
  const t = useT();
  return (
    <>
      <div className="mt-8 flex flex-wrap gap-3">
        {actions.map((a, i) => {
          const c = `inline-flex rounded-full px-6 py-3 font-semibold transition-colors ${cls[i % cls.length]}`;
          return signedIn ? (
            <button key={a.kind} type="button" onClick={notice.show} className={c}>{a.label}</button>
          ) : (
            // Not prefetched: the registration forms' code is three times this page's, and most visitors only read.
            <Link key={a.kind} href={a.href} prefetch={false} className={c}>{a.label}</Link>
          );
        })}
      </div>
      <LoggedInNotice notice={notice} message={t(HERO_LOGGED_IN_MESSAGE)} />
    </>
  );
}
