// A member as the API reads it back (spec part 1 section 3, part 2 section 3). No referral code, no semester.
import 'server-only';
import { db } from '@/lib/db/client';
import { notFound } from '@/lib/http/errors';
import { documentUrl } from '@/lib/interns/present-intern';

export async function getMemberRecord(id: number) {
  const m = await db.member.findUnique({
    where: { id },
    include: { district: true, policeStation: true, institution: true, category: true, stream: true, course: true, documents: { select: { id: true, kind: true } } },
  });
  if (!m) throw notFound('Member not found.');
  const photo = m.documents.find((d) => d.kind === 'passport_photo');
  const aadhaar = m.documents.find((d) => d.kind === 'aadhaar');
  return {
    id: m.id,
    name: m.name,
    application_id: m.applicationId,
    is_verified: m.status,
    dob: m.dob.toISOString().slice(0, 10),
    gender: m.gender,
    mobile_no: m.mobileNo,
    whatsapp_no: m.whatsappNo,
    email: m.email,
    member_full_address: m.fullAddress,
    member_pin_code: m.pinCode,
    passport_images_member: photo ? { img_url: documentUrl(photo.id) } : null,
    adhaar_member: aadhaar ? { pdf_url: documentUrl(aadhaar.id) } : null,
    district_name_member: { name: m.district.name },
    MemberPoliceStation: { name: m.policeStation.name },
    institution_members: { name: m.institution.name, institution_full_address: m.institution.fullAddress, institution_pin_code: m.institution.pinCode },
    selectedMemberCategory: { name: m.category.name },
    selectedMemberStream: { name: m.stream.name },
    course_info_member: m.course ? { name: m.course.name } : null,
    card_revoked: m.cardRevokedAt !== null,
  };
}

export type MemberRecord = Awaited<ReturnType<typeof getMemberRecord>>;
