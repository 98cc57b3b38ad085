// POST /api/v1/create-member (multipart, with refferal_code): registers a member and starts their session.
import { apiRoute } from '@/lib/http/api-route';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerMember } from '@/lib/members/register-member';
import { createLimiter, consume } from '@/lib/http/rate-limit';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/rules';

const registrations = createLimiter('create-member', 60, 60 * 60);

export const POST = apiRoute(
  async ({ formData, session, setSession, ip }) => {
    await consume(registrations, ip);
    const checked = await checkRegistration('member', await formData());
    const member = await registerMember(checked);
    setSession({ ...session, user: { type: 'member', id: member.id } });
    return { message: 'Member Registration Submitted Successfully!', updatedmember: { id: member.id } };
  },
  { maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024 },
);
