// What a refused ID-proof upload shows, decided on the answer's code, never on its status or wording
// (docs/decisions/020): the server's objection to the file beside the file, anything else as a toast (saying
// when to try again if the server said).
import type { ApiFailure } from '@/lib/client/api-client';
import type { Message } from '@/lib/kernel/message';
import { retryLater } from '../retry-later';

export const UPLOAD_FAILED = 'Upload institution ID proof failed. Please try again.';

export type UploadRefusal = { proof: string } | { toast: string | Message };

export function uploadRefusal(failure: ApiFailure): UploadRefusal {
  if (failure.code === 'invalid_input' && failure.message) return { proof: failure.message };
  return { toast: retryLater(failure) ?? UPLOAD_FAILED };
}
