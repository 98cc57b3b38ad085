// The institution wizard's calls to /api/v1 (spec part 2, section 7), through the forms' one way to the API
// (../wizard/send.ts): each answers the status and the parsed JSON body; status 0 when nothing answered.
import { fetchList } from '../use-list';
import { send } from '../wizard/send';

export type Place = { id: number; name: string };

/** Both throw on failure, so the wizards can offer a retry (useList). */
export const fetchDistricts = () => fetchList<Place>('/api/v1/getalldistricts', 'districts');
export const fetchPoliceStations = (districtId: number) => fetchList<Place>(`/api/v1/get-all-policestations/${districtId}`, 'police_stations');

export const createInstitution = (payload: unknown) =>
  send<{ institution: { id: number } }>('/api/v1/create-institution', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

export function uploadInstitutionId(institutionId: number, file: File) {
  const form = new FormData();
  form.append('institution_id', String(institutionId));
  form.append('file', file);
  return send('/api/v1/upload-institution-id', { method: 'POST', body: form });
}
