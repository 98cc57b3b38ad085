// An applicant's columns from a checked registration: the personal and educational
// details, the password hash, the guardian of a minor, the accepted terms and both documents.
import 'server-only';
import { TERMS_VERSION } from '@/lib/legal/versions';
import type { StoredDocument } from '@/lib/storage/documents';
import type { CheckedDocument, CheckedRegistration } from '@/lib/registration/check-registration';
import { guardianColumns } from '@/lib/registration/guardian';
import { documentRows } from '@/lib/registration/store-documents';

type Stored = { aadhaar: StoredDocument & CheckedDocument; passport: StoredDocument & CheckedDocument };

export function applicantColumns(checked: CheckedRegistration, passwordHash: string, stored: Stored) {
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
    documents: { create: documentRows(stored) },
  };
}
