// Next's scripts and styles compressed once at build time with brotli at its highest level, beside each file
// (chunk.js → chunk.js.br), for lib/http/precompressed.ts to send. Next.js compresses on the fly with gzip; brotli at
// level 11 is too slow to run per request but makes the scripts a phone downloads about 14 % smaller (README,
// Performance). After the build's other rewrites of these files (the compile hint), so the two never differ.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { DIST_DIR } from './dist-dir';

export const PRECOMPRESSED = /\.(?:js|css)$/;

export function precompressBuildAssets(distDir = DIST_DIR): { files: number; bytes: number; compressed: number } {
  const dir = path.join(distDir, 'static');
  let files = 0, bytes = 0, compressed = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!PRECOMPRESSED.test(name)) continue;
    const file = path.join(dir, name);
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    writeFileSync(`${file}.br`, br);
    files++; bytes += source.length; compressed += br.length;
  }
  return { files, bytes, compressed };
}
