// POST /api/v1/create-institution: register a college as a pending draft; this browser may then upload its proof.
import { apiRoute } from '@/lib/http/api-route';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { createInstitution } from '@/lib/institutions/register';
import { MAX_REMEMBERED_INSTITUTIONS } from '@/lib/accounts/session-data';
import { institutionPayloadSchema } from '@/lib/institutions/schema';

const limiter = limiterFor(LIMITS.institutionsPerAddress);

export const POST = apiRoute(async ({ json, ip, session, setSession }) => {
  const data = institutionPayloadSchema.parse(await json());
  await consume(limiter, ip);
  const previous = session.institutions ?? [];
  const institution = await createInstitution(data, previous);
  setSession({ ...session, institutions: [...previous.filter((id) => id !== institution.id), institution.id].slice(-MAX_REMEMBERED_INSTITUTIONS) });
  return { message: 'Institution registered successfully.', institution: { id: institution.id, application_id: institution.applicationId } };
});
