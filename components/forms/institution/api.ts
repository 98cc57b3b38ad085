// The institution wizard's calls to /api/v1 (spec part 2, section 7), through the one browser client. Each
// answers an ApiResult (a network failure too: status 0, code network_error or timeout).
import { callApi, fetchList } from '@/lib/client/api-client';
import type { Locale } from '@/lib/i18n/locales';

export type Place = { id: number; name: string };

/** Both throw on failure, so the wizards can offer a retry (useList). */
export const fetchDistricts = () => fetchList<Place>('/api/v1/getalldistricts', 'districts');
export const fetchPoliceStations = (districtId: number) => fetchList<Place>(`/api/v1/get-all-policestations/${districtId}`, 'police_stations');

/** `locale`: the page's language, which the answer's messages come in. */
export const createInstitution = (payload: unknown, locale: Locale) =>
  callApi<{ institution?: { id?: unknown } }>('/api/v1/create-institution', { json: payload, locale });

export function uploadInstitutionId(institutionId: number, file: File, locale: Locale) {
  const form = new FormData();
  form.append('institution_id', String(institutionId));
  form.append('file', file);
  return callApi('/api/v1/upload-institution-id', { form, locale });
}
