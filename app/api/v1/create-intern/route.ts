// POST /api/v1/create-intern (multipart): registers an intern and starts their session.
import { apiRoute } from '@/lib/http/api-route';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerIntern } from '@/lib/interns/register-intern';
import { consume } from '@/lib/http/rate-limit';
import { countingSuccesses, limiterFor } from '@/lib/http/limiter-for';
import { LIMITS } from '@/lib/limits';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/rules';

const attempts = limiterFor(LIMITS.registrationAttemptsPerAddress);
const registrations = limiterFor(LIMITS.registrationsPerAddress);

export const POST = apiRoute(
  async ({ formData, session, setSession, ip }) => {
    await consume(attempts, ip);
    const intern = await countingSuccesses(registrations, ip, async () => registerIntern(await checkRegistration('intern', await formData())));
    setSession({ ...session, user: { type: 'intern', id: intern.id } });
    return { message: 'Internship Registration Submitted Successfully!', updatedintern: { id: intern.id } };
  },
  // Two documents of up to 2 MB each plus the text fields; a little over, so an oversized file still
  // reaches the field check and gets its own message.
  { maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024 },
);
