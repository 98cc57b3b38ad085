// POST /api/v1/create-intern (multipart): registers an intern and starts their session.
import { apiRoute } from '@/lib/http/api-route';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerIntern } from '@/lib/interns/register-intern';
import { createLimiter, consume } from '@/lib/http/rate-limit';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/rules';

const registrations = createLimiter('create-intern', 60, 60 * 60);

export const POST = apiRoute(
  async ({ formData, session, setSession, ip }) => {
    await consume(registrations, ip);
    const checked = await checkRegistration('intern', await formData());
    const intern = await registerIntern(checked);
    setSession({ ...session, user: { type: 'intern', id: intern.id } });
    return { message: 'Internship Registration Submitted Successfully!', updatedintern: { id: intern.id } };
  },
  // Two documents of up to 2 MB each plus the text fields; a little over, so an oversized file still
  // reaches the field check and gets its own message.
  { maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024 },
);
