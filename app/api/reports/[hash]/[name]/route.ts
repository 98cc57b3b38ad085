// GET /api/reports/{hash}/{slug}.pdf: a research report's PDF (issue 35) from the document store's public folder,
// shown in the browser under the report's own name. The hash names the bytes, so the answer never changes:
// cached for a year, immutable; the name only labels a download and is checked, never used to find the file.
import { notFound } from '@/lib/kernel/domain-errors';
import { apiRoute } from '@/lib/http/api-route';
import { readReportPdf } from '@/lib/media/report-pdf';
import { KEY_RULE } from '@/lib/content-store/item-data';

export const dynamic = 'force-dynamic';

export const GET = apiRoute<{ hash: string; name: string }>(async ({ params }) => {
  const slug = params.name.endsWith('.pdf') ? params.name.slice(0, -4) : '';
  const bytes = KEY_RULE.test(slug) ? await readReportPdf(`${params.hash}.pdf`) : null;
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${slug}.pdf"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
});
