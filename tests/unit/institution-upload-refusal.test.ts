// What the institution wizard shows for a refused ID-proof upload (components/forms/institution/upload-refusal.ts),
// decided on the answer's code, not its status (docs/decisions/020): it used to put any 400's words beside the
// file, a malformed request's too, and a refusal of the file under another status in a generic toast.
import { describe, expect, it } from 'vitest';
import { UPLOAD_FAILED, uploadRefusal } from '@/components/forms/institution/upload-refusal';
import type { ApiFailure } from '@/lib/client/api-client';
import type { ErrorCode } from '@/lib/kernel/error-codes';
import { catalogueFor } from '@/lib/i18n/catalogues';
import { translate } from '@/lib/i18n/translate';

const failure = (status: number, code: ErrorCode, message: string | null, retryAfterSeconds: number | null = null): ApiFailure =>
  ({ ok: false, status, code, message, fields: {}, retryAfterSeconds, body: {} });

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
  it('says when to try again, translated, when the server asked to come back later', () => {
    const refusal = uploadRefusal(failure(503, 'document_store_unavailable', 'Documents cannot be stored or opened right now.', 60));
    expect('toast' in refusal && translate(catalogueFor('hi'), refusal.toast)).toBe('कुछ भी नहीं भेजा गया। कृपया 60 सेकंड बाद फिर से प्रयास करें।');
  });
});
