// What the internship and member wizard holds while it is being filled (every field as its input's
// value), its steps, and which step each field lives on. The files and the terms box live outside
// react-hook-form, in the wizard's state (a File is not a form value worth re-rendering on).
import type { RegistrationFormValues } from '@/lib/registration/multipart';

/** The wizard holds every field of the registration (lib/registration/multipart.ts names them once), each
 * as its input's value, plus what only the browser needs: the chosen college's details for display, the
 * "same as mobile" box, the guardian's fields flat, and the password confirmation. */
export type WizardValues = Required<Omit<RegistrationFormValues, 'guardian' | 'referralCode'>> & {
  // step 1: the institution, copied read-only from the chosen approved institution
  collegeAddress: string;
  district: string;
  policeStation: string;
  pinCode: string;
  sameWhatsapp: boolean;
  // only for applicants aged 16 or 17
  guardianName: string;
  guardianRelationship: string;
  guardianMobile: string;
  guardianConsent: boolean;
  confirmPassword: string;
};

export const EMPTY_VALUES: WizardValues = {
  collegeName: '', collegeAddress: '', district: '', policeStation: '', pinCode: '',
  applicantName: '', applicantAddress: '', applicantDistrict: '', applicantPoliceStation: '', applicantPinCode: '',
  dateOfBirth: '', gender: '', mobileNumber: '', sameWhatsapp: false, whatsappNumber: '', email: '',
  guardianName: '', guardianRelationship: '', guardianMobile: '', guardianConsent: false,
  category: '', stream: '', course: '', semester: '', sectorsOfInterest: [], password: '', confirmPassword: '',
};

export type StepKey = 'institute' | 'personal' | 'guardian' | 'education' | 'documents';

export const STEP_LABELS: Record<StepKey, string> = {
  institute: 'Institute',
  personal: 'Personal',
  guardian: 'Guardian',
  education: 'Educational',
  documents: 'Documents',
};

export const STEP_TITLES: Record<StepKey, string> = {
  institute: 'Institute information',
  personal: 'Personal information',
  guardian: 'Parent or guardian consent',
  education: 'Educational information',
  documents: 'Documents upload',
};

/** Four steps; five for a minor, whose Guardian step comes right after Personal. */
export const stepsFor = (minor: boolean): StepKey[] =>
  minor ? ['institute', 'personal', 'guardian', 'education', 'documents'] : ['institute', 'personal', 'education', 'documents'];

/** Fields of each step, including the server's names for the documents and the terms box. */
export const STEP_FIELDS: Record<StepKey, readonly string[]> = {
  institute: ['collegeName', 'collegeAddress', 'district', 'policeStation', 'pinCode'],
  personal: ['applicantName', 'applicantAddress', 'applicantDistrict', 'applicantPoliceStation', 'applicantPinCode', 'dateOfBirth', 'gender', 'mobileNumber', 'whatsappNumber', 'email'],
  guardian: ['guardianName', 'guardianRelationship', 'guardianMobile', 'guardianConsent'],
  education: ['category', 'stream', 'course', 'semester', 'sectorsOfInterest', 'password', 'confirmPassword'],
  documents: ['aadharCard', 'passportPhoto', 'terms'],
};

export const stepOfField = (field: string): StepKey | undefined =>
  (Object.keys(STEP_FIELDS) as StepKey[]).find((step) => STEP_FIELDS[step].includes(field));

/** The file fields, named as the server names them in its errors. */
export type DocumentField = 'aadharCard' | 'passportPhoto';
export type DocumentFiles = Record<DocumentField, File | null>;
