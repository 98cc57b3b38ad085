// Creates a member, all or nothing, linked to the intern whose referral code they used. The code is
// checked again here: a code validated in the browser and changed afterwards is refused.
import 'server-only';
import bcrypt from 'bcryptjs';
import { db } from '@/lib/db/client';
import { badRequest, conflict } from '@/lib/http/errors';
import { applicationId } from '@/lib/ids/application-id';
import { TERMS_VERSION } from '@/lib/legal/versions';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { isUniqueViolation, MOBILE_TAKEN } from '@/lib/registration/errors';
import { documentRows, withStoredDocuments } from '@/lib/registration/store-documents';
import { guardianColumns } from '@/lib/registration/guardian';
import { REFERRAL_MESSAGES } from '@/lib/validation/referral';
import { BCRYPT_COST } from '@/lib/interns/register-intern';
import { findReferrer, isUsableReferrer, normaliseReferralCode } from './referrals';

export async function registerMember(checked: CheckedRegistration): Promise<{ id: number }> {
  const { data } = checked;
  const code = normaliseReferralCode(checked.referralCode ?? '');
  const referrer = code ? await findReferrer(code) : null;
  if (!isUsableReferrer(referrer)) throw badRequest(`${REFERRAL_MESSAGES.invalidPrefix}${REFERRAL_MESSAGES.notFound}`, { referralCode: REFERRAL_MESSAGES.notFound });
  if (await db.member.findUnique({ where: { mobileNo: data.mobileNumber }, select: { id: true } })) throw conflict(MOBILE_TAKEN);
  const passwordHash = await bcrypt.hash(data.password, BCRYPT_COST);
  try {
    return await withStoredDocuments('members', checked.documents, (stored) =>
      db.$transaction(async (tx) => {
        const member = await tx.member.create({
          data: {
            name: data.applicantName,
            dob: new Date(`${data.dateOfBirth}T00:00:00Z`),
            gender: data.gender,
            mobileNo: data.mobileNumber,
            whatsappNo: data.whatsappNumber,
            email: data.email,
            fullAddress: data.applicantAddress,
            districtId: Number(data.applicantDistrict),
            policeStationId: Number(data.applicantPoliceStation),
            pinCode: data.applicantPinCode,
            institutionId: Number(data.collegeName),
            categoryId: Number(data.category),
            streamId: Number(data.stream),
            courseId: checked.courseId,
            semester: checked.semester,
            areasOfInterest: data.sectorsOfInterest,
            passwordHash,
            referralCodeUsed: code,
            referrerInternId: referrer!.id,
            ...guardianColumns(data),
            termsVersion: TERMS_VERSION,
            termsAcceptedAt: new Date(),
            documents: { create: documentRows(stored) },
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
