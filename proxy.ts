// Chooses which prerendered variant of a public page to serve: /about -> /guest/about or /user/about,
// so the header shows Login or the profile menu on first paint. The session is verified here only to
// pick a header (from the sealed cookie alone, without asking the database whether the session is still
// live); every page and API that shows personal data checks the session itself.
// It also adds HSTS, which depends on the runtime PUBLIC_BASE_URL (next.config.ts headers are fixed at build).
import { NextResponse, type NextRequest } from 'next/server';
import { strictTransportSecurity } from '@/lib/http/security-headers';
import { SESSION_COOKIE } from '@/lib/session/session-data';
import { unsealCookie } from '@/lib/session/cookie';
import { isBareRoute } from '@/lib/session/viewer';

export async function proxy(request: NextRequest) {
  return withHsts(await chooseVariant(request));
}

async function chooseVariant(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isBareRoute(pathname)) return NextResponse.next();
  const signedIn = (await unsealCookie(request.cookies.get(SESSION_COOKIE)?.value))?.u ?? false;
  const url = request.nextUrl.clone();
  url.pathname = `/${signedIn ? 'user' : 'guest'}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

function withHsts(response: NextResponse) {
  const hsts = strictTransportSecurity();
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (images, PDFs, sitemap.xml...).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
