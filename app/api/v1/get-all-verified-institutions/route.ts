// GET /api/v1/get-all-verified-institutions: approved institutions only, read fresh so an approval shows at once.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE, cachedJson } from '@/lib/http/cache';
import { listVerifiedInstitutions } from '@/lib/reference/lists';

export const GET = apiRoute(async () => cachedJson({ institutions: await listVerifiedInstitutions() }, NO_STORE));
