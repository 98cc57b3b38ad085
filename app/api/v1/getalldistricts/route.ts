// GET /api/v1/getalldistricts: every district of Assam.
import { apiRoute } from '@/lib/http/api-route';
import { cachedJson } from '@/lib/http/cache';
import { listDistricts } from '@/lib/reference/lists';

export const GET = apiRoute(async () => cachedJson({ districts: await listDistricts() }));
