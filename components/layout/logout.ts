'use client';
// Ends the session (POST /api/v1/logout), goes home and reloads after 100 ms so every island re-reads
// the logged-out state.
export const LOGOUT_RELOAD_DELAY_MS = 100;

export async function logout(push: (href: string) => void) {
  try {
    await fetch('/api/v1/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } catch {
    /* offline: still leave the page; the cookie expires on its own */
  }
  push('/');
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
}
