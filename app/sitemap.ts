import type { MetadataRoute } from 'next';
import { SITE } from '@/lib/content/site';
import { SITEMAP_ROUTES } from '@/lib/content/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return SITEMAP_ROUTES.map(({ path, priority }) => ({
    url: `${SITE.url}${path === '/' ? '' : path}`,
    changeFrequency: 'monthly',
    priority,
  }));
}
