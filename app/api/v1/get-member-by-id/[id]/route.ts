// GET /api/v1/get-member-by-id/{id}: the member's own record, for their session only.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { assertIsPerson } from '@/lib/access/people';
import { getMemberRecord } from '@/lib/members/present-member';
import { pathIdSchema } from '@/lib/validation/reference';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  assertIsPerson(session, 'member', id);
  return Response.json({ success: true, member: await getMemberRecord(id) }, { headers: NO_STORE });
});
