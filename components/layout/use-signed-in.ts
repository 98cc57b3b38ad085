'use client';
// Whether this browser is signed in, for the public header and the home hero. Public pages are one static
// document for everyone, so this is read on the client from the server's non-secret hint cookie
// (lib/accounts/signed-in-signal.ts), never from the prerendered HTML. It is re-read on every render (the
// header renders on every navigation), when the cookie changes, on focus and after login/logout; on focus a
// "signed in" hint is checked with the server at most once a minute, which clears it if the session is gone.
import { useEffect, useSyncExternalStore } from 'react';
import { hasSignedInHint } from '@/lib/accounts/signed-in-signal';
import { callApi } from '@/lib/client/api-client';

const SESSION_CHANGED = 'nyf:session-changed';
export const RECHECK_AFTER_MS = 60_000;

/** Tell every island that the session changed (after login or logout), without waiting for focus. */
export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_CHANGED));

type CookieStoreLike = { addEventListener(type: 'change', fn: () => void): void; removeEventListener(type: 'change', fn: () => void): void };
const cookieStore = () => (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_CHANGED, onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange); // a page restored from the back/forward cache
  cookieStore()?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
    cookieStore()?.removeEventListener('change', onChange);
  };
}

const readHint = () => hasSignedInHint(document.cookie);
// The prerendered document is the guest's: hydrate as a guest, then switch (no hydration mismatch).
const guestOnServer = () => false;

let lastCheck = 0;
async function recheckWithServer() {
  if (Date.now() - lastCheck < RECHECK_AFTER_MS) return;
  lastCheck = Date.now();
  const answer = await callApi('/api/v1/session', { cache: 'no-store', locale: 'en' });
  if (answer.status !== 0) announceSessionChange(); // the answer cleared the hint if the session had ended; offline: keep it
}

export function useSignedIn(): boolean {
  const signedIn = useSyncExternalStore(subscribe, readHint, guestOnServer);
  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => void recheckWithServer();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn]);
  return signedIn;
}
