// The institution wizard's calls to /api/v1 (spec part 2, section 7), through the one browser client
// (lib/client/api-client.ts). Each answers an ApiResult (a network failure too: status 0, code network_error
// or timeout), in the page's language.
import { callApi, fetchList } from '@/lib/client/api-client';

export type Place = { id: number; name: string };

/** Both throw on failure, so the wizards can offer a retry (useList). */
export const fetchDistricts = () => fetchList<Place>('/api/v1/getalldistricts', 'districts');
export const fetchPoliceStations = (districtId: number) => fetchList<Place>(`/api/v1/get-all-policestations/${districtId}`, 'police_stations');

export const createInstitution = (payload: unknown) =>
  callApi<{ institution?: { id?: unknown } }>('/api/v1/create-institution', { json: payload });

export function uploadInstitutionId(institutionId: number, file: File) {
  const form = new FormData();
  form.append('institution_id', String(institutionId));
  form.append('file', file);
  return callApi('/api/v1/upload-institution-id', { form });
}
