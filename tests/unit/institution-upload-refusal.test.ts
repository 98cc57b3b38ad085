// What the institution wizard shows for a refused ID-proof upload (components/forms/institution/upload-refusal.ts),
// decided on the answer's code, not its status (docs/decisions/020): it used to put any 400's words beside the
// file, a malformed request's too, and a refusal of the file under another status in a generic toast.
import { describe, expect, it } from 'vitest';
import { UPLOAD_FAILED, uploadRefusal } from '@/components/forms/institution/upload-refusal';
import type { ApiFailure } from '@/lib/client/api-client';
import type { ErrorCode } from '@/lib/kernel/error-codes';

const failure = (status: number, code: ErrorCode, message: string | null): ApiFailure =>
  ({ ok: false, status, code, message, fields: {}, retryAfterSeconds: null, body: {} });

describe('a refused ID-proof upload', () => {
  it('shows the server\'s objection to the file beside the file, whatever the status', () => {
    expect(uploadRefusal(failure(400, 'invalid_input', 'Please upload a PDF, JPG or PNG file.'))).toEqual({ proof: 'Please upload a PDF, JPG or PNG file.' });
    expect(uploadRefusal(failure(422, 'invalid_input', 'The file is empty.'))).toEqual({ proof: 'The file is empty.' });
  });
  it('is a toast for any other code, even on a 400 with words', () => {
    expect(uploadRefusal(failure(400, 'not_multipart', 'The upload is not a well-formed multipart body.'))).toEqual({ toast: UPLOAD_FAILED });
    expect(uploadRefusal(failure(400, 'too_many_parts', 'Too many parts.'))).toEqual({ toast: UPLOAD_FAILED });
    expect(uploadRefusal(failure(400, 'invalid_input', null))).toEqual({ toast: UPLOAD_FAILED });
  });
});
