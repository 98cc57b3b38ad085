import type { MetadataRoute } from 'next';
import { SITE } from '@/lib/content/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/login', '/user-profile', '/profile-acknowledgement', '/internship-acknowledgement', '/institute-acknowledgement', '/member-acknowledgement'] }],
    sitemap: `${SITE.url}/sitemap.xml`,
    host: SITE.url,
  };
}
