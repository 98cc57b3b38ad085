// /robots.txt, naming the sitemap at the address the site is served from (PUBLIC_BASE_URL, read per request).
import type { MetadataRoute } from 'next';
import { env } from '@/lib/platform/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/login', '/user-profile', '/profile-acknowledgement', '/internship-acknowledgement', '/institute-acknowledgement', '/member-acknowledgement'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
