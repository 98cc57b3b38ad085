// The site's languages and their addresses. English is the default and keeps the spec's URLs (/about);
// Assamese and Hindi live under /as/... and /hi/... (docs/decisions/017). Plain data: browser and server.
export const LOCALES = ['en', 'as', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Only these strings are ever a language: anything else (a cookie, a query, a path segment) is English. */
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** <html lang>, hreflang and Intl's locale: the language as spoken in India. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-IN', as: 'as-IN', hi: 'hi-IN' };
/** Intl's locale: Latin digits in every language, as Indian forms and the card's dates (15/10/2006) write them; Assamese
 * and Hindi time in 24 hours (ICU's day periods gave অপৰাহ্ন for 10 at night: a native reader's note; Hindi's are
 * English "am"/"pm" in Latin letters). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', as: 'as-IN-u-nu-latn-hc-h23', hi: 'hi-IN-u-nu-latn-hc-h23' };
/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', as: 'অসমীয়া', hi: 'हिन्दी' };

/** The visitor's choice, read in the browser only (pages stay static; nothing on the server reads it). */
export const LANGUAGE_COOKIE = 'nyf_lang';

/** '/about' in a language: '/as/about'; English keeps the path as it is. Only site paths ('/...') are changed. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language of an address and the page's English path: '/as/about' → as, '/about'. '/en/about' (the
 * internal address English pages are rendered at, which visitors never see) is en, '/about' too.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return { locale: first, path: pathname.slice(first.length + 1) || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * Next.js matches paths case-insensitively, so /AS/about would skip the English rewrite and reach app/[locale]
 * as a fourth "language" (rendered and cached per spelling). The server in front of Next.js sends such a path
 * to its lower-case language (/as/about) first; null when the path is fine as it is.
 */
export function lowerCaseLanguagePath(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  const lower = first.toLowerCase();
  return first !== lower && isLocale(lower) ? `/${lower}${pathname.slice(first.length + 1)}` : null;
}
