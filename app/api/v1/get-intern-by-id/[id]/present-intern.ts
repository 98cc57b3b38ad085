// The spec's "intern as read back" (part 1 section 3, part 2 section 3), built from the domain record.
// The odd names (InternPoliceStation, institution_of_intern, ...) are the spec's and live only here.
import type { Applicant } from '@/lib/people/get-applicant';

export const presentIntern = (a: Applicant) => ({
  id: a.id,
  name: a.name,
  application_id: a.applicationId,
  is_verified: a.status,
  dob: a.dateOfBirth,
  gender: a.gender,
  mobile_no: a.mobileNo,
  whatsapp_no: a.whatsappNo,
  email: a.email,
  intern_full_address: a.fullAddress,
  intern_pin_code: a.pinCode,
  referral_code: a.referralCode,
  semester: a.semester,
  passport_images: a.passportPhotoUrl ? { img_url: a.passportPhotoUrl } : null,
  district_name: { name: a.district },
  InternPoliceStation: { name: a.policeStation },
  institution_of_intern: {
    name: a.institution.name,
    institution_full_address: a.institution.fullAddress,
    institution_pin_code: a.institution.pinCode,
  },
  selectedCategory: { name: a.category },
  selectedStream: { name: a.stream },
  course_info: a.course ? { name: a.course } : null,
  card_revoked: a.cardRevoked,
});
