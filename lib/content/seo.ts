// Per-page SEO: title, description, canonical public path and Open Graph data, plus the public routes
// listed in the sitemap.
import type { Metadata } from 'next';
import { SITE } from './site';
import { translatorFor, type Translator } from '../i18n/translate';

export const OG_IMAGE = { url: '/images/og/default.png', width: 1200, height: 630, alt: `${SITE.name}: ${SITE.tagline}` };

/** What search results show before they cut a title or a description short. */
export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 170;

/** `text` cut at a word to at most `max` characters, with an ellipsis when anything was left out. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The page's title with the site's name after it; the title is shortened when both would not fit a search result. */
function fitTitle(title: string): string {
  const suffix = ` | ${SITE.name}`;
  return `${shorten(title, TITLE_MAX - suffix.length)}${suffix}`;
}

export type PageMeta = { title?: string; description: string; path: string; noindex?: boolean };

/** Metadata for a public page; `path` is the public path ('/about'), never the /guest prefix. */
export function pageMetadata({ title, description: text, path, noindex }: PageMeta, t: Translator = translatorFor(null)): Metadata {
  const fullTitle = title ? fitTitle(title) : `${SITE.name} | ${t(SITE.tagline)}`;
  const description = shorten(text, DESCRIPTION_MAX);
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: SITE.name, type: 'website', locale: 'en_IN', images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [OG_IMAGE.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Public content pages in the sitemap, with a rough priority. */
export const SITEMAP_ROUTES: readonly { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  ...['/about', '/our-work', '/programs', '/events', '/impact', '/get-involved', '/join', '/donate', '/contact', '/register'].map((path) => ({ path, priority: 0.8 })),
  ...['/research', '/gallery', '/partner', '/director', '/chairman', '/philosophy', '/governing-body'].map((path) => ({ path, priority: 0.6 })),
  ...['/intern', '/member', '/institute-registration'].map((path) => ({ path, priority: 0.7 })),
  ...['/volunteer', '/mentor', '/clubs', '/openings'].map((path) => ({ path, priority: 0.7 })),
  ...['/terms-and-condition', '/privacy-policy', '/institute-terms', '/internship-terms', '/member-terms'].map((path) => ({ path, priority: 0.3 })),
];
