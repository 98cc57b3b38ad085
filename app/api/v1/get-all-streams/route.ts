// GET /api/v1/get-all-streams
import { apiRoute } from '@/lib/http/api-route';
import { cachedJson } from '@/lib/http/cache';
import { listStreams } from '@/lib/reference/lists';

export const GET = apiRoute(async () => cachedJson({ streams: await listStreams(), message: 'Streams fetched successfully.' }));
