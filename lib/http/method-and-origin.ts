// Requests Next.js answers with a 500 that are the client's fault, answered here before Next.js sees them:
//  - a method Next.js does not route (TRACE, CONNECT, PROPFIND…): its route handlers throw on it; 405;
//  - a POST, PUT, DELETE, OPTIONS, TRACE… on a static file (a file under public/, a build asset under
//    /_next/static/): 405 with Allow, as for any resource that only reads;
//  - a server action posted from another origin: Next.js refuses it ("Invalid Server Actions request") but as a
//    500. The same test as Next.js's own (the Origin's host against X-Forwarded-Host, else Host), on the same
//    requests (a POST to a page with a Next-Action header or a multipart body), answered 403.
// No 'server-only': the serving process imports it outside React Server Components.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';

export const STATIC_METHODS = 'GET, HEAD';
/** The methods Next.js routes (a route handler may export each); any other is refused here. */
export const NEXT_METHODS = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';
const ROUTED = new Set(NEXT_METHODS.split(', '));

/** Whether the method is one no handler of Next.js can take. */
export const isUnroutedMethod = (req: IncomingMessage) => !ROUTED.has(req.method ?? '');

let publicFiles: Set<string> | undefined;
/** The paths of the files under public/, read once (they change only with a deployment). */
function isPublicFile(pathname: string, dir = path.resolve('public')): boolean {
  if (!publicFiles) {
    try {
      publicFiles = new Set(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .map((e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')));
    } catch { publicFiles = new Set(); }
  }
  if (publicFiles.has(pathname)) return true;
  try { return publicFiles.has(decodeURIComponent(pathname)); } catch { return false; }
}

/** Whether a request asks a static file to do something other than be read. */
export function writesToStaticFile(req: IncomingMessage, pathname: string): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  return pathname.startsWith('/_next/static/') || isPublicFile(pathname);
}

/** Whether Next.js would refuse this request as a server action from another origin (see the header comment). */
export function isCrossOriginAction(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'POST' || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  const type = String(req.headers['content-type'] ?? '');
  if (req.headers['next-action'] === undefined && !type.startsWith('multipart/form-data')) return false;
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false; // Next.js lets a request without Origin through (no browser sends one)
  let originHost: string;
  try { originHost = origin === 'null' ? 'null' : new URL(origin).host; } catch { return true; }
  const first = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h)?.split(',')[0]?.trim();
  const host = first(req.headers['x-forwarded-host']) || req.headers.host;
  return !host || originHost !== host;
}
