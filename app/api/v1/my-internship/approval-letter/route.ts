// POST /api/v1/my-internship/approval-letter (multipart, field `file`): the college's approval letter, with the
// upload rules of today's documents (PDF, JPG or PNG by content, 2 MB). Nothing of the body is read before the
// intern is known and the upload counted; then it is parsed as it arrives, one file and no other field.
import { apiRoute } from '@/lib/http/api-route';
import { invalid } from '@/lib/kernel/domain-errors';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { uploadLetter } from '@/lib/internships/intern-steps';
import { INTERNSHIP_MESSAGES, MAX_LETTER_BYTES } from '@/lib/internships/rules';
import { DONE_MESSAGES } from '@/lib/internships/form-outcome';
import { internOf, respond } from '../respond';

const uploads = limiterFor(LIMITS.internshipLettersPerAccount);

export const POST = apiRoute(
  async ({ req, session, formData }) => {
    const applicantId = internOf(session);
    return respond(req, applicantId, 'letter_uploaded', async () => {
      await consume(uploads, String(applicantId));
      const file = (await formData()).get('file');
      if (!(file instanceof File)) throw invalid(INTERNSHIP_MESSAGES.letterRequired, { file: INTERNSHIP_MESSAGES.letterRequired });
      await uploadLetter(applicantId, { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type });
      return { message: DONE_MESSAGES.letter_uploaded };
    });
  },
  { maxBodyBytes: MAX_LETTER_BYTES + 64 * 1024, multipart: { files: { file: MAX_LETTER_BYTES }, maxFields: 2, maxFieldBytes: 1024 } },
);
