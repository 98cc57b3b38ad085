// What the internship and member wizard holds while it is being filled (every field as its input's
// value), and its steps with the fields of each. The files and the terms box live outside
// react-hook-form, in the wizard's state (a File is not a form value worth re-rendering on).
import type { RegistrationFormValues } from '@/lib/registration/multipart';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import type { WizardSpec } from '../wizard/spec';

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

/** The wizard's steps (components/forms/wizard/spec.ts), with the fields each checks, including the server's
 * names for the documents and the terms box. The Guardian step is shown only to an applicant aged 16 or 17. */
const wizardFor = (kind: ApplicantKind): WizardSpec<WizardValues, StepKey> => ({
  steps: [
    { key: 'institute', label: 'Institute', title: 'Institute information', fields: ['collegeName', 'collegeAddress', 'district', 'policeStation', 'pinCode'] },
    { key: 'personal', label: 'Personal', title: 'Personal information', fields: ['applicantName', 'applicantAddress', 'applicantDistrict', 'applicantPoliceStation', 'applicantPinCode', 'dateOfBirth', 'gender', 'mobileNumber', 'whatsappNumber', 'email'] },
    { key: 'guardian', label: 'Guardian', title: 'Parent or guardian consent', fields: ['guardianName', 'guardianRelationship', 'guardianMobile', 'guardianConsent'] },
    { key: 'education', label: 'Educational', title: 'Educational information', fields: ['category', 'stream', 'course', 'semester', 'sectorsOfInterest', 'password', 'confirmPassword'], nextLabel: 'Save and Continue' },
    { key: 'documents', label: 'Documents', title: 'Documents upload', fields: ['aadharCard', 'passportPhoto', 'terms'] },
  ],
  empty: EMPTY_VALUES,
  draftKey: `registrationDraft:${kind}`,
  neverKept: ['password', 'confirmPassword'],
  draftNotice: '<strong>We kept your answers</strong> from before the page reloaded. Passwords and files are never kept: type your password again and choose your files again.',
  submitLabel: 'Submit Registration',
});
export const REGISTRATION_WIZARD: Record<ApplicantKind, WizardSpec<WizardValues, StepKey>> = { intern: wizardFor('intern'), member: wizardFor('member') };

/** Four steps; five for a minor, whose Guardian step comes right after Personal. */
export const stepsFor = (minor: boolean): StepKey[] =>
  minor ? ['institute', 'personal', 'guardian', 'education', 'documents'] : ['institute', 'personal', 'education', 'documents'];

/** The file fields, named as the server names them in its errors. */
export type DocumentField = 'aadharCard' | 'passportPhoto';
export type DocumentFiles = Record<DocumentField, File | null>;
