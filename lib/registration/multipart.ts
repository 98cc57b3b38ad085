// The multipart body of create-intern / create-member (spec part 2, section 7) in both directions:
// the wizard builds it from its form values, the route handler reads it back into the same shape
// the zod schemas check. Keeping both directions here keeps the field names in one place.
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

export type RegistrationFormValues = {
  collegeName: string;
  applicantName: string;
  applicantAddress: string;
  applicantDistrict: string;
  applicantPoliceStation: string;
  applicantPinCode: string;
  dateOfBirth: string;
  gender: string;
  mobileNumber: string;
  whatsappNumber: string;
  email: string;
  category: string;
  stream: string;
  course?: string;
  semester?: string;
  sectorsOfInterest: string[];
  password: string;
  referralCode?: string;
  /** Only for applicants under 18. */
  guardian?: { guardianName: string; guardianRelationship: string; guardianMobile: string; guardianConsent: boolean };
};

// The one field table: each text field of the form values and its name in the multipart body (some
// names carry the kind, as the spec writes them). Both directions below are driven by it.
type TextField = Exclude<keyof RegistrationFormValues, 'sectorsOfInterest' | 'guardian' | 'referralCode'>;
const TEXT_FIELDS: [TextField, string | ((kind: ApplicantKind) => string)][] = [
  ['applicantName', 'name'],
  ['applicantAddress', (k) => `${k}_full_address`],
  ['applicantDistrict', (k) => `${k}_district`],
  ['applicantPoliceStation', (k) => `${k}_police_station`],
  ['applicantPinCode', (k) => `${k}_pin_code`],
  ['dateOfBirth', 'dob'],
  ['gender', 'gender'],
  ['mobileNumber', 'mobile_no'],
  ['whatsappNumber', 'whatsapp_no'],
  ['email', 'email'],
  ['collegeName', 'institution_id'],
  ['semester', 'semester'],
  ['category', 'category_id'],
  ['stream', 'stream_id'],
  ['course', 'course'],
  ['password', 'password'],
];
const GUARDIAN_FIELDS = [['guardianName', 'guardian_name'], ['guardianRelationship', 'guardian_relationship'], ['guardianMobile', 'guardian_mobile']] as const;
/** Spelt so by the spec. */
const REFERRAL_FIELD = 'refferal_code';
const wireName = (name: string | ((kind: ApplicantKind) => string), kind: ApplicantKind) => (typeof name === 'string' ? name : name(kind));

export function toMultipart(kind: ApplicantKind, v: RegistrationFormValues, files: { aadhaar: File; passportPhoto: File }) {
  const form = new FormData();
  form.append('passport', files.passportPhoto);
  form.append('aadhar', files.aadhaar); // the spec's field name
  for (const [field, name] of TEXT_FIELDS) form.append(wireName(name, kind), v[field] ?? '');
  form.append('area_of_interest', JSON.stringify(v.sectorsOfInterest));
  form.append('terms_accepted', 'true');
  if (kind === 'member') form.append(REFERRAL_FIELD, v.referralCode ?? '');
  if (v.guardian) {
    for (const [field, name] of GUARDIAN_FIELDS) form.append(name, v.guardian[field]);
    form.append('guardian_consent', v.guardian.guardianConsent ? 'true' : 'false');
  }
  return form;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};
const file = (form: FormData, name: string) => {
  const v = form.get(name);
  return v instanceof File && v.size > 0 ? v : null;
};
/** Optional fields arrive as '' when the form left them out. */
const OPTIONAL: readonly TextField[] = ['course', 'semester'];

/** Reads a registration body into the schemas' field names; files and the terms flag come apart. */
export function fromMultipart(kind: ApplicantKind, form: FormData) {
  let sectors: unknown = [];
  try { sectors = JSON.parse(text(form, 'area_of_interest') ?? '[]'); } catch { sectors = undefined; }
  const values: Partial<Record<TextField, string>> = {};
  for (const [field, name] of TEXT_FIELDS) {
    const value = text(form, wireName(name, kind));
    values[field] = OPTIONAL.includes(field) ? value || undefined : value;
  }
  const guardian = form.has('guardian_name')
    ? { ...Object.fromEntries(GUARDIAN_FIELDS.map(([field, name]) => [field, text(form, name)])), guardianConsent: text(form, 'guardian_consent') === 'true' }
    : undefined;
  return {
    input: {
      ...values,
      sectorsOfInterest: sectors,
      confirmPassword: values.password, // matched in the browser; the API takes one password
      guardian,
    },
    referralCode: text(form, REFERRAL_FIELD)?.trim(),
    files: { aadhaar: file(form, 'aadhar'), passportPhoto: file(form, 'passport') },
    termsAccepted: text(form, 'terms_accepted') === 'true',
  };
}
