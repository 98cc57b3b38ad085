// POST /api/v1/create-member (multipart, with refferal_code): registers a member and starts their session.
import { apiRoute } from '@/lib/http/api-route';
import { checkRegistration } from '@/lib/registration/check-registration';
import { registerMember } from '@/lib/members/register-member';
import { normaliseReferralCode } from '@/lib/members/referrals';
import { consume } from '@/lib/http/rate-limit';
import { countingSuccesses, limiterFor } from '@/lib/http/limiter-for';
import { LIMITS } from '@/lib/limits';
import { MAX_UPLOAD_BYTES } from '@/lib/validation/rules';

const attempts = limiterFor(LIMITS.registrationAttemptsPerAddress);
const registrations = limiterFor(LIMITS.registrationsPerAddress);
const perCode = limiterFor(LIMITS.membersPerReferralCode);

export const POST = apiRoute(
  async ({ formData, session, setSession, ip }) => {
    await consume(attempts, ip);
    const member = await countingSuccesses(registrations, ip, async () => {
      const checked = await checkRegistration('member', await formData());
      return countingSuccesses(perCode, normaliseReferralCode(checked.referralCode ?? ''), () => registerMember(checked));
    });
    setSession({ ...session, user: { type: 'member', id: member.id } });
    return { message: 'Member Registration Submitted Successfully!', updatedmember: { id: member.id } };
  },
  { maxBodyBytes: 2 * MAX_UPLOAD_BYTES + 256 * 1024 },
);
