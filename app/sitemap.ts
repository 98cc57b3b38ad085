import type { MetadataRoute } from 'next';
import { SITE } from '@/lib/content/site';
import { SITEMAP_ROUTES } from '@/lib/content/seo';
import { LANGUAGE_TAG, LOCALES, localePath } from '@/lib/i18n/locales';

const url = (path: string) => `${SITE.url}${path === '/' ? '' : path}`;

// Each page once per language, each entry naming all three (hreflang), as the pages' heads do.
export default function sitemap(): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) => SITEMAP_ROUTES.map(({ path, priority }) => ({
    url: url(localePath(locale, path)),
    changeFrequency: 'monthly' as const,
    priority,
    alternates: { languages: Object.fromEntries(LOCALES.map((l) => [LANGUAGE_TAG[l], url(localePath(l, path))])) },
  })));
}
