// GET /api/v1/get-all-categories: what an applicant may currently be pursuing.
import { apiRoute } from '@/lib/http/api-route';
import { cachedJson } from '@/lib/http/cache';
import { listCategories } from '@/lib/reference/lists';

export const GET = apiRoute(async () => cachedJson({ categories: await listCategories() }));
