// GET /api/v1/get-intern-by-id/{id}: the intern's own record, for their session only.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { assertIsPerson } from '@/lib/access/people';
import { getInternRecord } from '@/lib/interns/present-intern';
import { pathIdSchema } from '@/lib/validation/reference';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  assertIsPerson(session, 'intern', id);
  return Response.json({ success: true, intern: await getInternRecord(id) }, { headers: NO_STORE });
});
