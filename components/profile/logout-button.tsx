'use client';
// The profile's and the cards' Log Out (components/layout/logout.ts): ends the session, clears all local
// storage (spec part 1, section 4) and goes to /login; says so when the server did not confirm.
import { useT } from '@/components/i18n/i18n-provider';
import { LOGOUT_FAILED, useLogout } from '@/components/layout/logout';

export function LogoutButton({ className = '' }: { className?: string }) {
  const { logOut, busy, failed } = useLogout('profile');
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2">
      {failed && <span role="alert" className="text-xs font-medium text-red-700">{t(LOGOUT_FAILED)}</span>}
      <button type="button" onClick={() => void logOut()} disabled={busy} className={className}>
        {busy ? t('Logging out…') : t('Log Out')}
      </button>
    </span>
  );
}
