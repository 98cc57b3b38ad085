// The institution wizard's calls to /api/v1 (spec part 2, section 7). Each answers the parsed JSON body
// with the HTTP status; a network failure throws.
export type ApiResult<T = Record<string, unknown>> = { ok: boolean; status: number; body: T & { success?: boolean; message?: string; errors?: Record<string, string> } };

async function call<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  let body = {} as ApiResult<T>['body'];
  try { body = await res.json(); } catch { /* not JSON: keep {} */ }
  return { ok: res.ok && body.success !== false, status: res.status, body };
}

export type Place = { id: number; name: string };

export async function fetchDistricts(): Promise<Place[]> {
  const r = await call<{ districts?: Place[] }>('/api/v1/getalldistricts');
  return r.ok ? r.body.districts ?? [] : [];
}

export async function fetchPoliceStations(districtId: number): Promise<Place[]> {
  const r = await call<{ police_stations?: Place[] }>(`/api/v1/get-all-policestations/${districtId}`);
  return r.ok ? r.body.police_stations ?? [] : [];
}

export const createInstitution = (payload: unknown) =>
  call<{ institution?: { id: number } }>('/api/v1/create-institution', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

export function uploadInstitutionId(institutionId: number, file: File) {
  const form = new FormData();
  form.append('institution_id', String(institutionId));
  form.append('file', file);
  return call('/api/v1/upload-institution-id', { method: 'POST', body: form });
}
