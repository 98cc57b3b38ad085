// /sitemap.xml: the public pages, at the address the site is served from (PUBLIC_BASE_URL, read per request, so
// the same build serves any deployment). /workspace is left out: it is /get-involved under another name and
// says so in its canonical.
import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';
import { SITEMAP_ROUTES } from '@/lib/content/seo';

export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  return SITEMAP_ROUTES.map(({ path, priority }) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: 'monthly',
    priority,
  }));
}
