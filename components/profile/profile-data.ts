// What the profile page shows, built from the applicant record (spec part 1, User profile). Plain data,
// so the sidebar and the tabs need not know the record.
import type { Applicant } from '@/lib/people/get-applicant';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { formatDate } from '@/components/site/format-date';
import type { Locale } from '@/lib/i18n/locales';

export const DASH = '-';

export const PROFILE_MESSAGES = {
  missing: 'Missing type or id',
  loadFailed: 'Failed to load data',
  notYours: 'You can only view your own profile.',
} as const;

export type Detail = { label: string; value: string };

export type ProfileData = {
  type: ApplicantKind;
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
  passportPhotoUrl: string | null;
  personal: Detail[];
  education: Detail[];
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? DASH : String(v));

/**
 * The one profile builder: the same rows for both kinds, plus an intern's referral code and status. Labels and
 * the gender are the English the page translates; the date is written in `locale`.
 */
export function applicantProfile(a: Applicant, locale: Locale = 'en'): ProfileData {
  const isIntern = a.kind === 'intern';
  return {
    type: a.kind,
    id: a.id,
    name: a.name,
    applicationId: orDash(a.applicationId),
    ...(isIntern ? { status: a.status } : {}),
    email: a.email,
    mobile: a.mobileNo,
    whatsapp: orDash(a.whatsappNo),
    address: a.fullAddress,
    passportPhotoUrl: a.passportPhotoUrl,
    personal: [
      { label: 'Address', value: a.fullAddress },
      { label: 'District', value: a.district },
      { label: 'Police Station', value: a.policeStation },
      { label: 'PIN Code', value: a.pinCode },
      { label: 'Date of Birth', value: formatDate(a.dateOfBirth, locale) },
      { label: 'Gender', value: capitalise(a.gender) },
      ...(isIntern ? [{ label: 'Referral Code', value: orDash(a.referralCode) }] : []),
    ],
    education: [
      { label: 'Institute', value: a.institution.name },
      { label: 'Institute Address', value: a.institution.fullAddress },
      { label: 'Category', value: a.category },
      { label: 'Stream', value: a.stream },
      { label: 'Course', value: orDash(a.course) },
      // members have no semester
      { label: 'Semester', value: isIntern ? orDash(a.semester) : DASH },
    ],
  };
}
