// The route a request reached, as the build names it ("/[locale]/about", "/api/v1/check-mobile/[mobile]"): the
// metrics' route label. A label per template, never per path: the set of labels is the build's routes, however
// many paths a visitor invents (a label per distinct path let 320 bad requests use up the label budget, and every
// real route was then counted as "(other)"). Read from the build's routes manifest; the English pages at "/about"
// are "/en/about" inside (the manifest's own rewrite), so each page has one label for its three languages. The
// files of public/ (the logo, images, fonts) are no route: they are "(static)", not "(not found)".
// Not server-only: the HTTP server (app-server.ts) runs outside React Server Components.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../platform/build/dist-dir';

type Manifest = { staticRoutes: { page: string }[]; dynamicRoutes: { page: string; regex: string }[] };
export type RouteTemplates = (pathname: string) => string | null;

// The first segments that are not an English page (the manifest's rewrite of "/:path" to "/en/:path").
const NOT_ENGLISH = /^\/(?:as|hi|en|api|_next|staff)(?:\/|$)/;

/** The label of a file served from public/. */
const STATIC_FILE_LABEL = '(static)';

/** "/logo.svg", "/fonts/x.woff2": every file under public/, as its address. */
function publicFiles(publicDir: string): Set<string> {
  try {
    return new Set(readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .map((e) => `/${path.relative(publicDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`));
  } catch { return new Set(); }
}

/** The templates of a production build in `distDir`, or null when there is none (a dev server, a test). */
export function loadRouteTemplates(distDir = DIST_DIR, publicDir = path.resolve('public')): RouteTemplates | null {
  let manifest: Manifest;
  try { manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')); } catch { return null; }
  const fixed = new Set(manifest.staticRoutes.map((r) => r.page));
  const files = publicFiles(publicDir);
  const dynamic = manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  // Answers are kept per path (a page is asked for again and again); the memory is bounded by clearing it when full.
  const known = new Map<string, string | null>();
  const lookUp = (pathname: string) => {
    if (pathname.startsWith('/_next/')) return '/_next/*';
    let p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (fixed.has(p)) return p;
    if (files.has(pathname)) return STATIC_FILE_LABEL;
    if (!NOT_ENGLISH.test(p)) p = p === '/' ? '/en' : `/en${p}`;
    return dynamic.find((r) => r.regex.test(p))?.page ?? null;
  };
  return (pathname) => {
    let template = known.get(pathname);
    if (template === undefined) {
      if (known.size >= 2000) known.clear();
      known.set(pathname, (template = lookUp(pathname)));
    }
    return template;
  };
}
