import type { NextConfig } from 'next';
import {
  BUILD_ASSETS, buildAssetHeaders, DOCUMENTS, documentHeaders, RESET_PASSWORD_PAGE, resetPasswordHeaders, securityHeaders,
  STAFF_DOCUMENTS, STAFF_PAGES, staffDocumentHeaders, staffPageHeaders,
} from './lib/http/security-headers';
import { MEDIA_IMAGE_LIMITS, REPORT_PDF_MAX_BYTES, SERVER_LIMITS } from './lib/limits';
import { KNOWN_PROFILE_IDS } from './lib/content/people';
import { SERVER_EXTERNAL_PACKAGES } from './lib/platform/server-packages.mjs';
import { DIST_DIR } from './lib/platform/build/dist-dir';

/** A /profile/{id} that is not a Governing Body member's: app/[locale]/(site)/profile/unknown answers it (404). */
const UNKNOWN_PERSON = `:id((?!(?:${KNOWN_PROFILE_IDS.join('|')})$)[^/]+)`;

/** Paths the English rewrite leaves alone: the other languages, the internal /en, the API, build assets and the
 * staff console (app/staff, English only and outside app/[locale]). */
const NOT_ENGLISH = '(?:as|hi|en|api|_next|staff)(?:/|$)';

const nextConfig: NextConfig = {
  distDir: DIST_DIR,
  // Next's page cache, whose regenerated pages keep the after-paint loader, is installed by the app's server
  // (lib/publishing/cache-handler.mjs says why it is not `cacheHandler` here).
  // Server-only Node packages (lib/platform/server-packages.mjs, the list the layers lint also reads): not bundled.
  serverExternalPackages: SERVER_EXTERNAL_PACKAGES,
  poweredByHeader: false,
  typedRoutes: false,
  // The optimiser's disk cache is bounded (least recently used first); lib/http/request-guards.ts lets only
  // one spelling of each file through, so it holds files × widths × formats at most anyway.
  images: { formats: ['image/avif', 'image/webp'], maximumDiskCacheSize: SERVER_LIMITS.imageCacheBytes },
  // English pages are rendered under app/[locale] as /en/...; visitors keep the spec's addresses (/about),
  // and /en/... is never a second address for the same page (docs/decisions/017). /as and /hi are untouched.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: `/:lang(as|hi)/profile/${UNKNOWN_PERSON}`, destination: '/:lang/profile/unknown' },
        { source: `/profile/${UNKNOWN_PERSON}`, destination: '/en/profile/unknown' },
        { source: '/', destination: '/en' },
        { source: `/:path((?!${NOT_ENGLISH}).*)`, destination: '/en/:path' },
      ],
      // Checked only when no route matched: an unknown Assamese or Hindi address gets that language's prerendered
      // 404 (app/[locale]/(site)/page-not-found). English ones get app/global-not-found.tsx.
      fallback: [{ source: '/:lang(as|hi)/:path+', destination: '/:lang/page-not-found' }],
    };
  },
  // forbidden() answers 403 for a staff member without the role a /staff page needs (lib/staff/guard.ts).
  // globalNotFound: app/global-not-found.tsx answers every unmatched address (there is no app/layout.tsx).
  // Server actions take 1 MB by default; an event's cover (app/staff/events) may be as large as the image limit.
  experimental: { authInterrupts: true, globalNotFound: true, serverActions: { bodySizeLimit: Math.max(MEDIA_IMAGE_LIMITS.maxBytes, REPORT_PDF_MAX_BYTES) + 1024 * 1024 } },
  async headers() {
    // Where several rules set one header, the later rule wins.
    return [
      { source: `/((?!${BUILD_ASSETS.slice(1)}|${DOCUMENTS.slice(1)}|${STAFF_DOCUMENTS.slice(1)}).*)`, headers: securityHeaders },
      { source: `${DOCUMENTS}:path*`, headers: documentHeaders },
      { source: STAFF_PAGES, headers: staffPageHeaders },
      { source: `${STAFF_DOCUMENTS}:path*`, headers: staffDocumentHeaders }, // after STAFF_PAGES: the documents keep their own CSP
      { source: RESET_PASSWORD_PAGE, headers: resetPasswordHeaders },
      { source: `/:lang(as|hi)${RESET_PASSWORD_PAGE}`, headers: resetPasswordHeaders }, // its Assamese and Hindi pages
      { source: `${BUILD_ASSETS}:path*`, headers: buildAssetHeaders },
      // The script fonts, at addresses carrying their hash (lib/i18n/script-fonts.ts): a new font is a new address.
      { source: '/fonts/:file*.woff2', has: [{ type: 'query', key: 'v' }], headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default nextConfig;
