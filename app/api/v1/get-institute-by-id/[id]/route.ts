// GET /api/v1/get-institute-by-id/{id}: one institution, for the browser that registered it (or staff).
import { apiRoute } from '@/lib/http/api-route';
import { notFound } from '@/lib/kernel/domain-errors';
import { NO_STORE } from '@/lib/http/cache';
import { assertCanReadInstitution } from '@/lib/accounts/institution-access';
import { findInstitution, presentInstitution } from '@/lib/institutions/present';
import { pathIdSchema } from '@/lib/reference/schema';

export const GET = apiRoute<{ id: string }>(async ({ params, session }) => {
  const id = pathIdSchema.parse(params.id);
  assertCanReadInstitution(session, id);
  const institution = await findInstitution(id);
  if (!institution) throw notFound('No institute data available.');
  return Response.json({ success: true, institute: presentInstitution(institution) }, { headers: { ...NO_STORE, 'Cache-Control': 'private, no-store' } });
});
