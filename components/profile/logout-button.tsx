'use client';
// The profile's Log Out: ends the session, clears all local storage (spec part 1, section 4) and goes to
// /login with a full page load, so nothing of the profile stays in the browser's memory.
import { useState } from 'react';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

export function LogoutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const locale = useLocale();

  const logOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch('/api/v1/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!res.ok) throw new Error(`logout answered ${res.status}`);
    } catch {
      // Still logged in on the server: say so rather than pretend.
      setBusy(false);
      setFailed(true);
      return;
    }
    try { localStorage.clear(); } catch { /* storage disabled */ }
    window.location.replace(localePath(locale, '/login'));
  };

  return (
    <span className="inline-flex items-center gap-2">
      {failed && <span role="alert" className="text-xs font-medium text-red-700">{t('Could not log out. Please try again.')}</span>}
      <button type="button" onClick={logOut} disabled={busy} className={className}>
        {busy ? t('Logging out…') : t('Log Out')}
      </button>
    </span>
  );
}
