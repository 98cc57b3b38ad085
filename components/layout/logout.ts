'use client';
// The one logout, for the header's menus and the profile's and cards' Log Out buttons. The server ends the
// session first; only then is anything in the browser cleared and the page left. A logout the server did not
// confirm (offline, the portal restarting) says so and leaves everything as it was: on a shared computer,
// a page that looked logged out while its session lived on would be the worst outcome. Where it lands follows
// the spec (part 1, section 4): the header removes the spec's five keys, goes to / and reloads after 100 ms;
// the profile clears all local storage and goes to /login with a full load, so nothing of it stays in memory.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { callApi } from '@/lib/client/api-client';
import { localePath } from '@/lib/i18n/locales';
import { useLocale } from '@/components/i18n/i18n-provider';
import { announceSessionChange } from './use-signed-in';

export const LOGOUT_RELOAD_DELAY_MS = 100;
export const LOGOUT_FAILED = 'Could not log out. Please try again.';

/** The browser-storage keys the spec's header logout removes (spec part 1, section 4). */
export const SESSION_STORAGE_KEYS = ['accessToken', 'refreshToken', 'internId', 'memberId', 'userType'];

export type LogoutFrom = 'header' | 'profile';

function clearStorage(from: LogoutFrom) {
  try {
    if (from === 'profile') localStorage.clear();
    else for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
  } catch { /* storage disabled: nothing to clear */ }
}

/** Logs out; `busy` while the server is asked, `failed` when it did not confirm (show LOGOUT_FAILED). */
export function useLogout(from: LogoutFrom) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const router = useRouter();
  const locale = useLocale();

  const logOut = async (): Promise<boolean> => {
    setBusy(true);
    setFailed(false);
    const answer = await callApi('/api/v1/logout', { json: {}, locale });
    if (!answer.ok) {
      setBusy(false);
      setFailed(true);
      return false;
    }
    clearStorage(from);
    announceSessionChange();
    if (from === 'profile') {
      window.location.replace(localePath(locale, '/login'));
      return true;
    }
    const home = localePath(locale, '/');
    router.push(home);
    // A full load of / rather than reload(): a reload fired before the client navigation finished
    // would reload the page we were leaving.
    setTimeout(() => window.location.assign(home), LOGOUT_RELOAD_DELAY_MS);
    return true;
  };
  return { logOut, busy, failed };
}
