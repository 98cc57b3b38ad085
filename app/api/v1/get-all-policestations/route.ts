// GET /api/v1/get-all-policestations: every police station (same as district id 0).
import { apiRoute } from '@/lib/http/api-route';
import { cachedJson } from '@/lib/http/cache';
import { listPoliceStations } from '@/lib/reference/lists';

export const GET = apiRoute(async () => cachedJson({ police_stations: await listPoliceStations(0) }));
