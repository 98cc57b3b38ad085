// Chooses which prerendered variant of a public page to serve: /about -> /guest/about or /user/about,
// so the header shows Login or the profile menu on first paint. The session is verified here only to
// pick a header (from the sealed cookie alone, without asking the database whether the session is still
// live); every page and API that shows personal data checks the session itself.
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session/session-data';
import { unsealCookie } from '@/lib/session/cookie';
import { isBareRoute } from '@/lib/session/viewer';

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isBareRoute(pathname)) return NextResponse.next();
  const signedIn = (await unsealCookie(request.cookies.get(SESSION_COOKIE)?.value))?.u ?? false;
  const url = request.nextUrl.clone();
  url.pathname = `/${signedIn ? 'user' : 'guest'}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (images, PDFs, sitemap.xml...).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
