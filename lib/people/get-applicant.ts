// One applicant as the portal reads it back: camelCase, named for what each value means. The API's
// presenters (next to the route handlers) turn it into the spec's shapes; the card and profile read it as is.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { documentUrl } from '@/lib/documents/url';
import { KIND_LABEL, type ApplicantKind } from '../kernel/applicant-kinds';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function getApplicant(kind: ApplicantKind, id: number) {
  const a = await db.applicant.findFirst({
    where: { id, kind },
    include: {
      district: true, policeStation: true, institution: true, category: true, stream: true, course: true,
      documents: { select: { id: true, kind: true } },
    },
  });
  if (!a) throw notFound(`${KIND_LABEL[kind]} not found.`);
  const doc = (which: 'passport_photo' | 'aadhaar') => {
    const d = a.documents.find((x) => x.kind === which);
    return d ? documentUrl(d.id) : null;
  };
  return {
    id: a.id,
    kind: a.kind,
    name: a.name,
    applicationId: a.applicationId,
    status: a.status,
    dateOfBirth: isoDate(a.dob),
    gender: a.gender,
    mobileNo: a.mobileNo,
    whatsappNo: a.whatsappNo,
    email: a.email,
    fullAddress: a.fullAddress,
    pinCode: a.pinCode,
    district: a.district.name,
    policeStation: a.policeStation.name,
    institution: { name: a.institution.name, fullAddress: a.institution.fullAddress, pinCode: a.institution.pinCode },
    category: a.category.name,
    stream: a.stream.name,
    course: a.course?.name ?? null,
    semester: a.semester,
    /** An intern's own code (null for members). */
    referralCode: a.referralCode,
    passportPhotoUrl: doc('passport_photo'),
    aadhaarUrl: doc('aadhaar'),
    cardRevoked: a.cardRevokedAt !== null,
  };
}

export type Applicant = Awaited<ReturnType<typeof getApplicant>>;
