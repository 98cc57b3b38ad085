// Response headers every page and API answer carries, in one place. next.config.ts sends the static ones
// (fixed at build time); lib/http/app-server.ts adds HSTS, which depends on the runtime PUBLIC_BASE_URL. Why the CSP looks
// the way it does: docs/decisions/007-content-security-policy.md.
import { DOCUMENT_CSP, STAFF_DOCUMENT_CSP } from '../documents/document-policy';

const dev = process.env.NODE_ENV === 'development'; // `next dev`

/**
 * Where the donation page's form may post besides this site: the payment gateway's hosted checkout
 * (docs/decisions/028). Razorpay's, and the origin of RAZORPAY_BASE_URL when it is set at build time (the stand-in).
 */
function gatewayOrigins(): string {
  const origins = new Set(['https://api.razorpay.com']);
  try { if (process.env.RAZORPAY_BASE_URL) origins.add(new URL(process.env.RAZORPAY_BASE_URL).origin); } catch { /* not a URL: the gateway's own only */ }
  return [...origins].join(' ');
}

/** The Content-Security-Policy of every page. Pages stay static: no per-request nonce. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // Next.js inlines its bootstrap and the RSC payload as inline scripts in prerendered HTML; without a
  // per-request nonce (which would make every page dynamic) they need 'unsafe-inline'. No 'unsafe-eval'
  // outside `next dev` (React's dev tools use eval), and no other origin may serve scripts.
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:", // card QR codes are data: URLs
  "font-src 'self' data:", // the language switcher's few glyphs, inlined in the stylesheet (app/language-names.css)
  `connect-src 'self'${dev ? ' ws: wss:' : ''}`, // dev: hot reload's websocket
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${gatewayOrigins()}`,
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
].join('; ');

/** Every page, API answer and public/ file (an SVG opened on its own is a document, and its script would run). */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** The documents route gets the site's headers with the document policy instead of the site's CSP. */
export const DOCUMENTS = '/api/v1/documents/';
export const documentHeaders = securityHeaders.map((h) => (h.key === 'Content-Security-Policy' ? { ...h, value: DOCUMENT_CSP } : h));

/**
 * The staff console's documents (app/staff/documents): the applicants' document headers, except that the
 * console's own pages may frame them (the PDF shown on an application's page).
 */
export const STAFF_DOCUMENTS = '/staff/documents/';
export const staffDocumentHeaders = documentHeaders.map((h) =>
  h.key === 'Content-Security-Policy' ? { ...h, value: STAFF_DOCUMENT_CSP } : h.key === 'X-Frame-Options' ? { ...h, value: 'SAMEORIGIN' } : h);

/**
 * Every page of the console may frame this origin's documents (`frame-src 'self'`; the public site keeps
 * `frame-src 'none'`). Only an application's page frames one (its PDF), but the CSP a page runs under is that of
 * the document the tab loaded first: after signing in (?next=), signing in again or any client-side link, the
 * application's page runs under the CSP of the page it came from. The documents themselves keep their own
 * policy (staffDocumentHeaders, a later rule in next.config.ts): sandboxed, framed by the console only.
 */
export const STAFF_PAGES = '/staff/:path*';
export const staffPageHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy.replace("frame-src 'none'", "frame-src 'self'") },
  // The door page (/staff/events/{slug}/check-in) scans tickets with the camera. For the same reason as frame-src, on
  // every console page: a policy belongs to the document the tab loaded first, and the door page is often reached
  // by a link inside the console. The public site keeps camera=().
  { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=()' },
];

/** The reset-password page carries its token in the address: no Referer may take it anywhere (fonts and CSS load before any meta tag). */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const resetPasswordHeaders = [{ key: 'Referrer-Policy', value: 'no-referrer' }];

/**
 * Next's build output under /_next/static (scripts, styles, fonts): never a document, so the policy headers
 * above would do nothing there but add some 600 bytes to each of the dozen files a page loads (7 KB per
 * first visit over HTTP/1.1). Only the rule that matters for a script or style: no type sniffing.
 */
export const buildAssetHeaders = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** Next's build output, where buildAssetHeaders apply; next.config.ts gives everything else securityHeaders. */
export const BUILD_ASSETS = '/_next/static/';

/**
 * Strict-Transport-Security whenever the public address is https, whatever the request looks like (behind a
 * proxy that terminates TLS the app itself sees plain http). Two years; not includeSubDomains, because the
 * foundation's other subdomains are not ours to promise.
 */
export function strictTransportSecurity(publicBaseUrl = process.env.PUBLIC_BASE_URL): string | null {
  return publicBaseUrl?.trim().toLowerCase().startsWith('https://') ? 'max-age=63072000' : null;
}
