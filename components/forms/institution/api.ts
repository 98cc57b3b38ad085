// The institution wizard's calls to /api/v1 (spec part 2, section 7). Each answers the parsed JSON body
// with the HTTP status; a network failure throws.
import { fetchList } from '../use-list';
import { withLang } from '@/lib/i18n/api-language';
import type { Locale } from '@/lib/i18n/locales';

export type ApiResult<T = Record<string, unknown>> = { ok: boolean; status: number; body: T & { success?: boolean; message?: string; errors?: Record<string, string> } };

async function call<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  let body = {} as ApiResult<T>['body'];
  try { body = await res.json(); } catch { /* not JSON: keep {} */ }
  return { ok: res.ok && body.success !== false, status: res.status, body };
}

export type Place = { id: number; name: string };

/** Both throw on failure, so the wizards can offer a retry (useList). */
export const fetchDistricts = () => fetchList<Place>('/api/v1/getalldistricts', 'districts');
export const fetchPoliceStations = (districtId: number) => fetchList<Place>(`/api/v1/get-all-policestations/${districtId}`, 'police_stations');

/** `locale`: the page's language, which the answer's messages come in. */
export const createInstitution = (payload: unknown, locale: Locale) =>
  call<{ institution?: { id: number } }>(withLang('/api/v1/create-institution', locale), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

export function uploadInstitutionId(institutionId: number, file: File, locale: Locale) {
  const form = new FormData();
  form.append('institution_id', String(institutionId));
  form.append('file', file);
  return call(withLang('/api/v1/upload-institution-id', locale), { method: 'POST', body: form });
}
