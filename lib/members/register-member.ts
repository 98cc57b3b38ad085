// Creates a member, all or nothing, linked to the intern whose referral code they used. The code is
// checked again here: a code validated in the browser and changed afterwards is refused.
import 'server-only';
import { db } from '@/lib/db/client';
import { badRequest, conflict } from '@/lib/http/errors';
import { applicationId } from '@/lib/ids/application-id';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { isUniqueViolation, MOBILE_TAKEN } from '@/lib/registration/errors';
import { withStoredDocuments } from '@/lib/registration/store-documents';
import { personColumns } from '@/lib/registration/person-columns';
import { REFERRAL_MESSAGES } from '@/lib/validation/referral';
import { hashPassword } from '@/lib/auth/password-hash';
import { findReferrer, isUsableReferrer, normaliseReferralCode } from './referrals';

export async function registerMember(checked: CheckedRegistration): Promise<{ id: number }> {
  const { data } = checked;
  const code = normaliseReferralCode(checked.referralCode ?? '');
  const referrer = code ? await findReferrer(code) : null;
  if (!isUsableReferrer(referrer)) throw badRequest(`${REFERRAL_MESSAGES.invalidPrefix}${REFERRAL_MESSAGES.notFound}`, { referralCode: REFERRAL_MESSAGES.notFound });
  if (await db.member.findUnique({ where: { mobileNo: data.mobileNumber }, select: { id: true } })) throw conflict(MOBILE_TAKEN);
  const passwordHash = await hashPassword(data.password);
  try {
    return await withStoredDocuments('members', checked.documents, (stored) =>
      db.$transaction(async (tx) => {
        const member = await tx.member.create({
          data: {
            ...personColumns(checked, passwordHash, stored),
            referralCodeUsed: code,
            referrerInternId: referrer!.id,
          },
          select: { id: true },
        });
        await tx.member.update({ where: { id: member.id }, data: { applicationId: applicationId('member', member.id) } });
        return member;
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e, 'mobile')) throw conflict(MOBILE_TAKEN);
    throw e;
  }
}
