// GET /api/v1/get-member-by-id/{id}: the member's own record, for their session only.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { assertCanReadApplicant } from '@/lib/accounts/applicant-access';
import { getApplicant } from '@/lib/people/get-applicant';
import { pathIdSchema } from '@/lib/reference/schema';
import { presentMember } from './present-member';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  assertCanReadApplicant(session, 'member', id);
  return Response.json({ success: true, member: presentMember(await getApplicant('member', id)) }, { headers: NO_STORE });
});
