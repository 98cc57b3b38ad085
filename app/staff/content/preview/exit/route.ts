// GET /staff/content/preview/exit: leaves the preview (the bar's link): the browser sees the published site again.
import { cookies, draftMode } from 'next/headers';
import { PREVIEW_COOKIE } from '@/lib/content-store/preview';

export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete({ name: PREVIEW_COOKIE, path: '/' });
  return new Response(null, { status: 303, headers: { Location: '/staff/content', 'Cache-Control': 'no-store' } });
}
