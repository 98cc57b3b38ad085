// /sitemap.xml: the public pages, at the address the site is served from (PUBLIC_BASE_URL, read per request, so
// the same build serves any deployment). /workspace is left out: it is /get-involved under another name and
// says so in its canonical.
import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';
import { SITEMAP_ROUTES } from '@/lib/content/seo';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { languageAlternates } from '@/lib/i18n/metadata';
import { publicEventSlugs } from '@/lib/events/public-pages';

export const dynamic = 'force-dynamic';

// Each page once per language, each entry naming all three and English as x-default (hreflang): the same
// alternates as the pages' heads, from one function. Each published (or cancelled) event's page too.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const url = (path: string) => `${base}${path === '/' ? '' : path}`;
  const events = (await publicEventSlugs()).map((e) => ({ path: `/events/${e.slug}`, priority: 0.6, lastModified: e.updatedAt }));
  return LOCALES.flatMap((locale) => [...SITEMAP_ROUTES, ...events].map(({ path, priority, ...rest }) => ({
    url: url(localePath(locale, path)),
    changeFrequency: 'monthly' as const,
    priority,
    ...rest,
    alternates: { languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, p]) => [tag, url(p)])) },
  })));
}
