// An applicant's columns from a checked registration: the personal and educational
// details, the password hash, the guardian of a minor and the accepted terms. Its two documents are rows of
// their own (documentRows in lib/registration/store-documents.ts).
import 'server-only';
import { TERMS_VERSION } from '@/lib/registration/terms-version';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { guardianColumns } from '@/lib/registration/guardian';

export function applicantColumns(checked: CheckedRegistration, passwordHash: string) {
  const { data } = checked;
  return {
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
    ...guardianColumns(data),
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: new Date(),
  };
}
