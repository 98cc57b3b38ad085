// GET /api/v1/get-intern-by-id/{id}: the intern's own record, for their session only.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { assertCanReadApplicant } from '@/lib/accounts/applicant-access';
import { getApplicant } from '@/lib/people/get-applicant';
import { pathIdSchema } from '@/lib/reference/schema';
import { presentIntern } from './present-intern';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  assertCanReadApplicant(session, 'intern', id);
  return Response.json({ success: true, intern: presentIntern(await getApplicant('intern', id)) }, { headers: NO_STORE });
});
