// What the profile page shows, built from the intern or member record the API also serves (spec part 1,
// User profile). Plain data, so the sidebar and the tabs need not know the two record shapes.
import type { InternRecord } from '@/lib/interns/present-intern';
import type { MemberRecord } from '@/lib/members/present-member';
import type { UserType } from '@/lib/session/session-data';
import { formatDate } from '@/components/site/format-date';

export const DASH = '-';

export const PROFILE_MESSAGES = {
  missing: 'Missing type or id',
  loadFailed: 'Failed to load data',
  notYours: 'You can only view your own profile.',
} as const;

export type Detail = { label: string; value: string };

export type ProfileData = {
  type: UserType;
  id: number;
  name: string;
  applicationId: string;
  /** Interns only (spec): approved, pending or anything else. */
  status?: string;
  email: string;
  mobile: string;
  whatsapp: string;
  address: string;
  /** The owner-only document URL of the passport photo, without the cache-busting version. */
  photoUrl: string | null;
  personal: Detail[];
  education: Detail[];
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? DASH : String(v));

export function internProfile(r: InternRecord): ProfileData {
  return {
    type: 'intern',
    id: r.id,
    name: r.name,
    applicationId: orDash(r.application_id),
    status: r.is_verified,
    email: r.email,
    mobile: r.mobile_no,
    whatsapp: orDash(r.whatsapp_no),
    address: r.intern_full_address,
    photoUrl: r.passport_images?.img_url ?? null,
    personal: [
      { label: 'Address', value: r.intern_full_address },
      { label: 'District', value: r.district_name.name },
      { label: 'Police Station', value: r.InternPoliceStation.name },
      { label: 'PIN Code', value: r.intern_pin_code },
      { label: 'Date of Birth', value: formatDate(r.dob) },
      { label: 'Gender', value: capitalise(r.gender) },
      { label: 'Referral Code', value: r.referral_code },
    ],
    education: [
      { label: 'Institute', value: r.institution_of_intern.name },
      { label: 'Institute Address', value: r.institution_of_intern.institution_full_address },
      { label: 'Category', value: r.selectedCategory.name },
      { label: 'Stream', value: r.selectedStream.name },
      { label: 'Course', value: orDash(r.course_info?.name) },
      { label: 'Semester', value: orDash(r.semester) },
    ],
  };
}

export function memberProfile(r: MemberRecord): ProfileData {
  return {
    type: 'member',
    id: r.id,
    name: r.name,
    applicationId: orDash(r.application_id),
    email: r.email,
    mobile: r.mobile_no,
    whatsapp: orDash(r.whatsapp_no),
    address: r.member_full_address,
    photoUrl: r.passport_images_member?.img_url ?? null,
    personal: [
      { label: 'Address', value: r.member_full_address },
      { label: 'District', value: r.district_name_member.name },
      { label: 'Police Station', value: r.MemberPoliceStation.name },
      { label: 'PIN Code', value: r.member_pin_code },
      { label: 'Date of Birth', value: formatDate(r.dob) },
      { label: 'Gender', value: capitalise(r.gender) },
    ],
    education: [
      { label: 'Institute', value: r.institution_members.name },
      { label: 'Institute Address', value: r.institution_members.institution_full_address },
      { label: 'Category', value: r.selectedMemberCategory.name },
      { label: 'Stream', value: r.selectedMemberStream.name },
      { label: 'Course', value: orDash(r.course_info_member?.name) },
      { label: 'Semester', value: DASH }, // members have no semester
    ],
  };
}
