// The language an API answer speaks: the forms add ?lang=as|hi to the address they post to (the page's
// language); anything else, or nothing, is English with the spec's exact messages.
import { toLocale, type Locale } from './locales';

export const LANG_PARAM = 'lang';

export function requestLocale(req: Request): Locale {
  try { return toLocale(new URL(req.url).searchParams.get(LANG_PARAM)); } catch { return 'en'; }
}

/** An API path with the page's language: '/api/v1/login' → '/api/v1/login?lang=as' (English adds nothing). */
export function withLang(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANG_PARAM}=${locale}`;
}
