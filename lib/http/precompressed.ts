// Sends a build asset's brotli file (lib/platform/build/precompress.ts) to a browser that accepts brotli; anything
// else (other encodings, a missing .br, a dev server, a path outside the build's assets) is left to Next.js, which
// answers as before. The files are content-hashed, so the answer is immutable like Next's own.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BUILD_ASSETS } from './security-headers';
import { DIST_DIR } from '../platform/build/dist-dir';

// Plain names only: no "..", no percent-escapes, no backslashes, so the file is always inside the build's static folder.
const ASSET = /^\/_next\/static\/(?:[\w-]+\/)*[\w.-]+\.(js|css)$/;
const TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' } as const;

/** True when Accept-Encoding lists br with a weight above zero ("br;q=0" refuses it). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  return value.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Answers with the .br file and returns true, or returns false for Next.js to answer. */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, pathname: string, distDir = DIST_DIR): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const match = ASSET.exec(pathname);
  if (!match || pathname.includes('..') || !acceptsBrotli(req.headers['accept-encoding'])) return false;
  const file = path.join(distDir, 'static', pathname.slice(BUILD_ASSETS.length)) + '.br';
  let size: number;
  try { size = statSync(file).size; } catch { return false; }
  res.writeHead(200, {
    'Content-Type': TYPES[match[1] as keyof typeof TYPES],
    'Content-Encoding': 'br',
    'Content-Length': size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).on('error', () => res.destroy()).pipe(res);
  return true;
}
