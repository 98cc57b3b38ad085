// GET /api/v1/get-all-policestations/{districtId}: one district's police stations; 0 means all.
import { apiRoute } from '@/lib/http/api-route';
import { cachedJson } from '@/lib/http/cache';
import { listPoliceStations } from '@/lib/reference/lists';
import { pathIdSchema } from '@/lib/reference/schema';

export const GET = apiRoute<{ districtId: string }>(async ({ params }) => {
  const districtId = pathIdSchema.parse(params.districtId);
  return cachedJson({ police_stations: await listPoliceStations(districtId) });
});
