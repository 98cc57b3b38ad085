// Where to go after logging in: /login?next=/member-acknowledgement/12 brings a logged-out visitor of a
// card or profile page back to it. `next` comes from the address bar, so anyone can craft it: only a
// path on this site is followed (never //evil.example, /\evil.example, https://..., javascript:...),
// and anything else falls back to the profile. Pure: the login form (browser) and pages (server) share it.
// The language goes along (/as/login?next=/as/user-profile...): a visitor sent to log in stays in their language.
import { localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';

const MAX_NEXT_LENGTH = 512;
const BASE = 'http://same.site';

/** The path to return to, or null when `raw` is missing or not a same-site path. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH) return null;
  // Browsers treat "\" like "/" and drop tabs and newlines, so "/\evil" or "/\t/evil" would leave the site.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try { url = new URL(raw, BASE); } catch { return null; }
  if (url.origin !== BASE) return null;
  // Checked again after normalisation: "/.//evil.example", "/x/..//evil.example" and "/%2e//evil.example"
  // all become "//evil.example", which a browser reads as another host.
  if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return null;
  // Coming back to the login page or an API answer makes no sense.
  const { path } = splitLocalePath(url.pathname); // /as/login is the login page too
  if (path === '/login' || path.startsWith('/login/') || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page in `locale` that returns to `path` (an English path, put in the same language) afterwards. */
export const loginHref = (path: string, locale: Locale = 'en') => {
  const login = localePath(locale, '/login');
  const next = safeNextPath(localePath(locale, path));
  return next ? `${login}?next=${encodeURIComponent(next)}` : login;
};

/** Where a logged-out visitor of a profile page comes back to: it opens the person's own profile (also at /as/..., /hi/...). */
export const PROFILE_RETURN_PATH = '/user-profile/me';
