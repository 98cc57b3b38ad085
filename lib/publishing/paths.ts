// The paths a publish names are the rendered routes, one per language (English pages are rendered at /en/...
// and served at the spec's addresses: docs/decisions/017), because revalidatePath works on what was rendered.
import { KNOWN_PROFILE_IDS } from '../content/people';
import { LOCALES } from '../i18n/locales';

/** `/events/x` → `/en/events/x`, `/as/events/x`, `/hi/events/x`. */
export function inEveryLanguage(path: string): string[] {
  const rest = path === '/' ? '' : path;
  return LOCALES.map((locale) => `/${locale}${rest}`);
}

/** A path a publication may name: absolute, plain characters, no query, bounded (the column's width). */
export const PUBLISHABLE_PATH = /^\/[a-z]{2}(?:\/[a-z0-9][a-z0-9._-]*)*$/;
export const MAX_PATH_LENGTH = 300;
export const isPublishablePath = (path: string) => path.length <= MAX_PATH_LENGTH && PUBLISHABLE_PATH.test(path);

/** The NOTIFY channel every instance LISTENs on (./publish.ts sends, ./listener.ts listens). */
export const PUBLICATIONS_CHANNEL = 'publications';

/**
 * Static pages whose build had no database to read (`next build` runs without one): each instance revalidates
 * them when it starts, so its first visitor never gets the build's empty list.
 */
export const PAGES_FROM_THE_DATABASE = [
  '/events', '/impact',
  // The site's copy in staff hands (issue 35): the home hero and counters, the page text, /research, the gallery.
  '/', '/about', '/our-work', '/donate', '/contact', '/research', '/gallery', '/gallery/more', '/clubs', '/openings',
  // The people (issue 35): the Governing Body, the chairman, the director and their profiles.
  '/governing-body', '/chairman', '/director', ...KNOWN_PROFILE_IDS.map((id) => `/profile/${id}`),
].flatMap(inEveryLanguage);

/** Static pages whose list depends on the day in India: revalidated at every midnight IST (./at-indian-midnight.ts). */
export const PAGES_BY_THE_INDIAN_DAY = inEveryLanguage('/openings');
