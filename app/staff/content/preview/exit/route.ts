// GET /staff/content/preview/exit: leaves the preview (the bar's link): the browser sees the published site again.
import { endPreview } from '@/lib/content-store/preview';

export async function GET() {
  await endPreview();
  return new Response(null, { status: 303, headers: { Location: '/staff/content', 'Cache-Control': 'no-store' } });
}
