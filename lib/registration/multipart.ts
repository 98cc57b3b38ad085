// The multipart body of create-intern / create-member (spec part 2, section 7) in both directions:
// the wizard builds it from its form values, the route handler reads it back into the same shape
// the zod schemas check. Keeping both directions here keeps the field names in one place.
import type { RegistrationKind } from '@/lib/validation/registration';

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

const prefix = (kind: RegistrationKind) => (kind === 'intern' ? 'intern' : 'member');

export function toMultipart(kind: RegistrationKind, v: RegistrationFormValues, files: { aadhar: File; passport: File }) {
  const p = prefix(kind);
  const form = new FormData();
  form.append('passport', files.passport);
  form.append('aadhar', files.aadhar);
  const fields: Record<string, string> = {
    name: v.applicantName,
    [`${p}_full_address`]: v.applicantAddress,
    [`${p}_district`]: v.applicantDistrict,
    [`${p}_police_station`]: v.applicantPoliceStation,
    [`${p}_pin_code`]: v.applicantPinCode,
    dob: v.dateOfBirth,
    gender: v.gender,
    mobile_no: v.mobileNumber,
    whatsapp_no: v.whatsappNumber,
    email: v.email,
    area_of_interest: JSON.stringify(v.sectorsOfInterest),
    institution_id: v.collegeName,
    semester: v.semester ?? '',
    category_id: v.category,
    stream_id: v.stream,
    course: v.course ?? '',
    password: v.password,
    terms_accepted: 'true',
  };
  if (kind === 'member') fields.refferal_code = v.referralCode ?? ''; // spelt so by the spec
  if (v.guardian) {
    fields.guardian_name = v.guardian.guardianName;
    fields.guardian_relationship = v.guardian.guardianRelationship;
    fields.guardian_mobile = v.guardian.guardianMobile;
    fields.guardian_consent = v.guardian.guardianConsent ? 'true' : 'false';
  }
  for (const [k, value] of Object.entries(fields)) form.append(k, value);
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

/** Reads a registration body into the schemas' field names; files and the terms flag come apart. */
export function fromMultipart(kind: RegistrationKind, form: FormData) {
  const p = prefix(kind);
  let sectors: unknown = [];
  try { sectors = JSON.parse(text(form, 'area_of_interest') ?? '[]'); } catch { sectors = undefined; }
  const password = text(form, 'password');
  return {
    input: {
      collegeName: text(form, 'institution_id'),
      applicantName: text(form, 'name'),
      applicantAddress: text(form, `${p}_full_address`),
      applicantDistrict: text(form, `${p}_district`),
      applicantPoliceStation: text(form, `${p}_police_station`),
      applicantPinCode: text(form, `${p}_pin_code`),
      dateOfBirth: text(form, 'dob'),
      gender: text(form, 'gender'),
      mobileNumber: text(form, 'mobile_no'),
      whatsappNumber: text(form, 'whatsapp_no'),
      email: text(form, 'email'),
      category: text(form, 'category_id'),
      stream: text(form, 'stream_id'),
      course: text(form, 'course') || undefined,
      semester: text(form, 'semester') || undefined,
      sectorsOfInterest: sectors,
      password,
      confirmPassword: password, // matched in the browser; the API takes one password
      guardian: form.has('guardian_name')
        ? {
            guardianName: text(form, 'guardian_name'),
            guardianRelationship: text(form, 'guardian_relationship'),
            guardianMobile: text(form, 'guardian_mobile'),
            guardianConsent: text(form, 'guardian_consent') === 'true',
          }
        : undefined,
    },
    referralCode: text(form, 'refferal_code')?.trim(),
    files: { aadhar: file(form, 'aadhar'), passport: file(form, 'passport') },
    termsAccepted: text(form, 'terms_accepted') === 'true',
  };
}
