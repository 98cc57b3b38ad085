// The columns an intern and a member share, from a checked registration: the personal and educational
// details, the password hash, the guardian of a minor, the accepted terms and both documents.
import 'server-only';
import { TERMS_VERSION } from '@/lib/legal/versions';
import type { StoredDocument } from '@/lib/storage/documents';
import type { CheckedDocument, CheckedRegistration } from './check-registration';
import { guardianColumns } from './guardian';
import { documentRows } from './store-documents';

type Stored = { aadhaar: StoredDocument & CheckedDocument; passport: StoredDocument & CheckedDocument };

export function personColumns(checked: CheckedRegistration, passwordHash: string, stored: Stored) {
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
