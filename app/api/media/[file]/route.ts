// GET /api/media/{hash}-{width}.{avif|webp}: a public image (an event's cover, a gallery or story photo), from the document store's public folder. The
// name is the hash of the bytes, so the answer never changes: cached for a year, immutable, by browsers and proxies.
import { notFound } from '@/lib/kernel/domain-errors';
import { apiRoute } from '@/lib/http/api-route';
import { readWebImageFile } from '@/lib/media/media-store';

export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ file: string }>(async ({ params }) => {
  const file = await readWebImageFile(params.file);
  if (!file) throw notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
});
