// The spec's "member as read back" (part 1 section 3, part 2 section 3): no referral code, no semester,
// and the Aadhaar link under the spec's spelling (adhaar_member). The spec's names live only here.
import type { Applicant } from '@/lib/people/get-applicant';

export const presentMember = (a: Applicant) => ({
  id: a.id,
  name: a.name,
  application_id: a.applicationId,
  is_verified: a.status,
  dob: a.dateOfBirth,
  gender: a.gender,
  mobile_no: a.mobileNo,
  whatsapp_no: a.whatsappNo,
  email: a.email,
  member_full_address: a.fullAddress,
  member_pin_code: a.pinCode,
  passport_images_member: a.passportPhotoUrl ? { img_url: a.passportPhotoUrl } : null,
  adhaar_member: a.aadhaarUrl ? { pdf_url: a.aadhaarUrl } : null,
  district_name_member: { name: a.district },
  MemberPoliceStation: { name: a.policeStation },
  institution_members: { name: a.institution.name, institution_full_address: a.institution.fullAddress, institution_pin_code: a.institution.pinCode },
  selectedMemberCategory: { name: a.category },
  selectedMemberStream: { name: a.stream },
  course_info_member: a.course ? { name: a.course } : null,
  card_revoked: a.cardRevoked,
});
