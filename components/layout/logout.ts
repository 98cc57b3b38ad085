'use client';
// Ends the session (POST /api/v1/logout), tells the header at once, goes home and reloads after 100 ms
// as the spec does.
import { announceSessionChange } from './use-signed-in';
import { localePath, type Locale } from '@/lib/i18n/locales';

export const LOGOUT_RELOAD_DELAY_MS = 100;

/** The browser-storage keys the spec's logout removes (spec part 1, section 4). */
export const SESSION_STORAGE_KEYS = ['accessToken', 'refreshToken', 'internId', 'memberId', 'userType'];

/** `locale`: the page's language, so the visitor lands on the home page in it. */
export async function logout(push: (href: string) => void, locale: Locale) {
  const home = localePath(locale, '/');
  for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
  try {
    await fetch('/api/v1/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } catch {
    /* offline: still leave the page; the cookie expires on its own */
  }
  announceSessionChange();
  push(home);
  // A full load of / rather than reload(): a reload fired before the client navigation finished
  // would reload the page we were leaving.
  setTimeout(() => window.location.assign(home), LOGOUT_RELOAD_DELAY_MS);
}
