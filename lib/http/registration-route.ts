// The handler behind POST /api/v1/create-intern and /create-member: rate limit per client, check the
// multipart body, register, and start the new applicant's session. `answer` is the route's wire shape.
import 'server-only';
import { apiRoute } from './api-route';
import { createLimiter, consume } from './rate-limit';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerApplicant } from '@/lib/applicants/register';
import type { ApplicantKind } from '@/lib/applicants/kinds';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/rules';

export function registrationRoute(kind: ApplicantKind, answer: (id: number) => Record<string, unknown>) {
  const registrations = createLimiter(`create-${kind}`, 60, 60 * 60);
  return apiRoute(
    async ({ formData, session, setSession, ip }) => {
      await consume(registrations, ip);
      const checked = await checkRegistration(kind, await formData());
      const { id } = await registerApplicant(kind, checked);
      setSession({ ...session, user: { type: kind, id } });
      return answer(id);
    },
    // Two documents of up to 2 MB each plus the text fields; a little over, so an oversized file still
    // reaches the field check and gets its own message.
    { maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024 },
  );
}
