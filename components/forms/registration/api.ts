// The wizard's calls to /api/v1 (spec part 2, section 7), through the one browser client. List fetchers
// throw on any failure, so the wizard shows a retry (the spec only logs those); the others answer an ApiResult.
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { callApi, fetchList } from '@/lib/client/api-client';

/** What the wizard says when a request (or the code that sends it) could not reach the server. */
export const NO_CONNECTION = 'Registration failed: could not reach the server. Please check your connection and try again.';

export type Option = { id: number; name: string };
export type VerifiedInstitution = {
  id: number;
  name: string;
  district_id: number;
  police_station_id: number;
  institution_full_address: string;
  institution_pin_code: string;
};

// Lists throw on failure (unlike the spec's empty list), so the wizard can offer a retry (useList).
const list = <T, K extends string>(url: string, key: K, json?: unknown): Promise<T[]> => fetchList<T>(url, key, json === undefined ? {} : { json });

export const fetchVerifiedInstitutions = () => list<VerifiedInstitution, 'institutions'>('/api/v1/get-all-verified-institutions', 'institutions');
export const fetchCategories = () => list<Option, 'categories'>('/api/v1/get-all-categories', 'categories');
export const fetchStreams = () => list<Option, 'streams'>('/api/v1/get-all-streams', 'streams');

export const fetchCourses = (categoryId: string, streamId: string) =>
  list<Option, 'courses'>('/api/v1/get-course-by-category', 'courses', { category_id: Number(categoryId), stream_id: Number(streamId) });

/** Whether an intern already has this mobile number; a failed check counts as "no" (spec). */
export async function isMobileRegistered(mobile: string): Promise<boolean> {
  const answer = await callApi<{ data?: { exists?: boolean } }>(`/api/v1/check-mobile/${encodeURIComponent(mobile)}`, { cache: 'no-store' });
  return answer.ok && answer.body.data?.exists === true;
}

export const validateReferralCode = (code: string) => callApi('/api/v1/validate-referral-code', { json: { referral_code: code } });

export const createRegistration = (kind: ApplicantKind, form: FormData) =>
  callApi<{ updatedintern?: { id?: unknown }; updatedmember?: { id?: unknown } }>(`/api/v1/create-${kind}`, { form });
