// An intern as the API reads it back (spec part 1 section 3 and part 2 section 3).
import 'server-only';
import { db } from '@/lib/db/client';
import { notFound } from '@/lib/http/errors';

export const documentUrl = (documentId: number) => `/api/v1/documents/${documentId}`;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function getInternRecord(id: number) {
  const i = await db.intern.findUnique({
    where: { id },
    include: {
      district: true,
      policeStation: true,
      institution: true,
      category: true,
      stream: true,
      course: true,
      documents: { select: { id: true, kind: true } },
    },
  });
  if (!i) throw notFound('Intern not found.');
  const photo = i.documents.find((d) => d.kind === 'passport_photo');
  return {
    id: i.id,
    name: i.name,
    application_id: i.applicationId,
    is_verified: i.status,
    dob: isoDate(i.dob),
    gender: i.gender,
    mobile_no: i.mobileNo,
    whatsapp_no: i.whatsappNo,
    email: i.email,
    intern_full_address: i.fullAddress,
    intern_pin_code: i.pinCode,
    referral_code: i.referralCode,
    semester: i.semester,
    passport_images: photo ? { img_url: documentUrl(photo.id) } : null,
    district_name: { name: i.district.name },
    InternPoliceStation: { name: i.policeStation.name },
    institution_of_intern: {
      name: i.institution.name,
      institution_full_address: i.institution.fullAddress,
      institution_pin_code: i.institution.pinCode,
    },
    selectedCategory: { name: i.category.name },
    selectedStream: { name: i.stream.name },
    course_info: i.course ? { name: i.course.name } : null,
    card_revoked: i.cardRevokedAt !== null,
  };
}

export type InternRecord = Awaited<ReturnType<typeof getInternRecord>>;
