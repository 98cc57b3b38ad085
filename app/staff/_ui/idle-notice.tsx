'use client';
// "You will be signed out in 2 minutes": a notice before the session's 30-minute idle end, with a button that
// renews it. The server's deadline stays the only one that counts (lib/staff/sessions.ts): before warning, and
// at the deadline, this asks the server how long is left (`ask`, which renews nothing: another tab may have kept
// the session alive), and it never signs anyone out itself. Without scripts there is no notice; the forms still
// work, and a reason typed when the session had ended comes back after signing in again (./draft.tsx).
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

const WARN_SECONDS = 2 * 60;
/** A page or form answer renews the session only once a minute: count from a minute earlier to be safe. */
const RENEWAL_SLACK_SECONDS = 60;

type Props = { secondsLeft: number; idleSeconds: number; ask: () => Promise<number>; renew: () => Promise<number> };

export function IdleNotice({ secondsLeft, idleSeconds, ask, renew }: Props) {
  const pathname = usePathname();
  const deadline = useRef(0);
  const [left, setLeft] = useState<number | null>(null); // null: nothing to show

  useEffect(() => { deadline.current = Date.now() + secondsLeft * 1000; }, [secondsLeft]);
  // Another console page, or a form sent, used the session: it has (about) its full time again.
  useEffect(() => {
    const used = () => { deadline.current = Date.now() + (idleSeconds - RENEWAL_SLACK_SECONDS) * 1000; };
    if (deadline.current) used();
    document.addEventListener('submit', used);
    return () => document.removeEventListener('submit', used);
  }, [pathname, idleSeconds]);

  useEffect(() => {
    let asking = false;
    const timer = setInterval(async () => {
      const remaining = Math.round((deadline.current - Date.now()) / 1000);
      if (remaining > WARN_SECONDS) return setLeft(null);
      if (asking) return;
      asking = true;
      try {
        const server = await ask(); // how long the server says is left, without renewing
        deadline.current = Date.now() + server * 1000;
        setLeft(server > WARN_SECONDS ? null : server);
      } catch {
        setLeft(Math.max(remaining, 0)); // the server is out of reach: count down on our own
      } finally {
        asking = false;
      }
    }, 5_000);
    return () => clearInterval(timer);
  }, [ask]);

  if (left === null) return null;
  const box = 'fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-md border-2 p-4 shadow-lg sm:inset-x-auto sm:right-4';
  if (left <= 0) {
    return (
      <div role="alert" className={`${box} border-red-700 bg-white text-slate-900`}>
        <p className="font-semibold">You have been signed out after 30 minutes without activity.</p>
        <p className="mt-1 text-sm">A reason you were typing on this page is kept in this browser tab.{' '}
          <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={`/staff/login?next=${encodeURIComponent(pathname)}`}>Sign in again</a></p>
      </div>
    );
  }
  const minutes = Math.max(1, Math.ceil(left / 60));
  return (
    <div role="alert" className={`${box} border-amber-500 bg-amber-50 text-amber-950`}>
      <p className="font-semibold">You will be signed out in {minutes} {minutes === 1 ? 'minute' : 'minutes'} without activity.</p>
      <button type="button" className="mt-2 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        onClick={async () => { deadline.current = Date.now() + (await renew()) * 1000; setLeft(null); }}>Stay signed in</button>
    </div>
  );
}
