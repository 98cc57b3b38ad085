// Creates an intern, all or nothing: the row with its bcrypt hash, application id and own referral
// code, and both documents (stored encrypted, recorded in the same transaction).
import 'server-only';
import bcrypt from 'bcryptjs';
import { db } from '@/lib/db/client';
import { conflict } from '@/lib/http/errors';
import { applicationId } from '@/lib/ids/application-id';
import { newReferralCode } from '@/lib/ids/referral-code';
import { TERMS_VERSION } from '@/lib/legal/versions';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { isUniqueViolation, MOBILE_TAKEN } from '@/lib/registration/errors';
import { documentRows, withStoredDocuments } from '@/lib/registration/store-documents';
import { guardianColumns } from '@/lib/registration/guardian';

export const BCRYPT_COST = 10;

export async function registerIntern(checked: CheckedRegistration): Promise<{ id: number }> {
  const { data } = checked;
  if (await db.intern.findUnique({ where: { mobileNo: data.mobileNumber }, select: { id: true } })) throw conflict(MOBILE_TAKEN);
  const passwordHash = await bcrypt.hash(data.password, BCRYPT_COST);
  try {
    return await withStoredDocuments('interns', checked.documents, (stored) =>
      db.$transaction(async (tx) => {
        const intern = await tx.intern.create({
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
            referralCode: newReferralCode(),
            ...guardianColumns(data),
            termsVersion: TERMS_VERSION,
            termsAcceptedAt: new Date(),
            documents: { create: documentRows(stored) },
          },
          select: { id: true },
        });
        await tx.intern.update({ where: { id: intern.id }, data: { applicationId: applicationId('intern', intern.id) } });
        return intern;
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e, 'mobile')) throw conflict(MOBILE_TAKEN);
    throw e;
  }
}
