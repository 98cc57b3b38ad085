// What a refused ID-proof upload shows, decided on the answer's code, never on its status or wording
// (docs/decisions/020): the server's objection to the file beside the file, anything else as a toast.
import type { ApiFailure } from '@/lib/client/api-client';

export const UPLOAD_FAILED = 'Upload institution ID proof failed. Please try again.';

export type UploadRefusal = { proof: string } | { toast: string };

export function uploadRefusal(failure: ApiFailure): UploadRefusal {
  if (failure.code === 'invalid_input' && failure.message) return { proof: failure.message };
  return { toast: UPLOAD_FAILED };
}
