// The wizard's calls to /api/v1 (spec part 2, section 7). List fetchers throw on any failure, so the
// wizard shows a retry (the spec only logs those); the others answer the status and the parsed body,
// and a network failure answers status 0 (../wizard/send.ts, the forms' one way to the API).
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { fetchList } from '../use-list';
import { send, succeeded } from '../wizard/send';

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
const list = <T, K extends string>(url: string, key: K, init?: RequestInit): Promise<T[]> => fetchList<T>(url, key, init);

export const fetchVerifiedInstitutions = () => list<VerifiedInstitution, 'institutions'>('/api/v1/get-all-verified-institutions', 'institutions');
export const fetchCategories = () => list<Option, 'categories'>('/api/v1/get-all-categories', 'categories');
export const fetchStreams = () => list<Option, 'streams'>('/api/v1/get-all-streams', 'streams');

export const fetchCourses = (categoryId: string, streamId: string) =>
  list<Option, 'courses'>('/api/v1/get-course-by-category', 'courses', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category_id: Number(categoryId), stream_id: Number(streamId) }),
  });

/** Whether an intern already has this mobile number; a failed check counts as "no" (spec). */
export async function isMobileRegistered(mobile: string): Promise<boolean> {
  const answer = await send<{ data: { exists: boolean } }>(`/api/v1/check-mobile/${encodeURIComponent(mobile)}`, { cache: 'no-store' });
  return succeeded(answer) && answer.body.data?.exists === true;
}

export const validateReferralCode = (code: string) =>
  send('/api/v1/validate-referral-code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ referral_code: code }),
  });

export const createRegistration = (kind: ApplicantKind, body: FormData) =>
  send<{ updatedintern: { id: number }; updatedmember: { id: number } }>(`/api/v1/create-${kind}`, { method: 'POST', body });

export const isSuccess = succeeded;
