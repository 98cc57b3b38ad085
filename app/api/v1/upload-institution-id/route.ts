// POST /api/v1/upload-institution-id: the ID proof (multipart institution_id + file) of an institution this browser registered.
// Nothing of the body is read before the browser is known to have registered an institution and the upload is
// counted against its address; the body is then parsed as it arrives, one file and a few fields at most.
import { apiRoute } from '@/lib/http/api-route';
import { invalid } from '@/lib/kernel/domain-errors';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { assertOwnsInstitution, assertOwnsSomeInstitution } from '@/lib/accounts/institution-access';
import { checkProofBytes, UPLOAD_SUCCESS, uploadInstitutionProof } from '@/lib/institutions/upload-proof';
import { MAX_UPLOAD_BYTES, MESSAGES } from '@/lib/institutions/schema';
import { pathIdSchema } from '@/lib/reference/schema';

const uploads = limiterFor(LIMITS.proofUploadsPerAddress);

export const POST = apiRoute(
  async ({ formData, session, ip }) => {
    assertOwnsSomeInstitution(session);
    await consume(uploads, ip);
    const form = await formData();
    const idField = form.get('institution_id');
    const parsedId = pathIdSchema.safeParse(typeof idField === 'string' ? idField.trim() : '');
    if (!parsedId.success) throw invalid('institution_id must be a whole number.', { institution_id: 'institution_id must be a whole number.' });
    assertOwnsInstitution(session, parsedId.data);
    const file = form.get('file');
    if (!(file instanceof File)) throw invalid(MESSAGES.proofRequired, { file: MESSAGES.proofRequired });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = checkProofBytes(bytes, file.name);
    await uploadInstitutionProof(parsedId.data, bytes, contentType);
    return { message: UPLOAD_SUCCESS };
  },
  { maxBodyBytes: MAX_UPLOAD_BYTES + 64 * 1024, multipart: { files: { file: MAX_UPLOAD_BYTES }, maxFields: 4, maxFieldBytes: 1024 } },
);
