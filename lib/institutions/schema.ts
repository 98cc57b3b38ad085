// The institution registration form (spec part 2, section 5 "Institution form"): one set of field rules
// with the spec's messages, used by the wizard (zodResolver, per step) and by POST /api/v1/create-institution,
// whose snake_case payload (spec section 3) is the same fields under the API's names.
import { z } from '../kernel/zod';
import { acceptAttribute, DOCUMENT_RULES, formatList, MAX_UPLOAD_LABEL, type SniffedType } from '../kernel/upload-rules';
import { digitsOnly, ENGLISH_NAME, FORBIDDEN_ADDRESS_CHARS, hasNonEnglishLetter, isValidMobile, isValidPin, MAX_UPLOAD_BYTES, nameLetters, stripAddressChars } from '../kernel/field-rules';
import { isValidEmail } from '../kernel/email-rule';
import { isDbId } from '../kernel/db-ids';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, TEXT_LIMITS } from '../kernel/text';

export { MAX_UPLOAD_BYTES };
export const INSTITUTION_LIMITS = {
  name: TEXT_LIMITS.organisationName, address: TEXT_LIMITS.address, person: TEXT_LIMITS.personName,
  designation: TEXT_LIMITS.designation, email: TEXT_LIMITS.email,
} as const;

/** Version of /institute-terms the applicant accepts (recorded with the proof upload). */
export const INSTITUTE_TERMS_VERSION = '2025-06-01';

/** The applicants' email rule, and the spec's own for this form: a top-level part of 2 to 4 letters (part 2, section 5). */
const isInstitutionEmail = (v: string) => isValidEmail(v) && /\.[A-Za-z]{2,4}$/.test(v);

export const MESSAGES = {
  nameRequired: 'Institute name is required.',
  namePattern: 'Only letters (A–Z) and spaces allowed.',
  addressRequired: 'Address is required.',
  addressChars: 'Address cannot contain any of these characters: $, &, *, ?, =, %',
  district: 'Please select a district.',
  policeStation: 'Please select a police station.',
  pinRequired: 'PIN Code is required.',
  pinInvalid: 'PIN Code must be 6 digits.',
  personRequired: 'Authorized person name is required.',
  personFull: 'Please enter full name (first and last).',
  designationRequired: 'Designation is required.',
  contactRequired: 'Contact number is required.',
  contactInvalid: 'Invalid contact number. Must be 10 digits starting with 6-9.',
  contactHint: 'Must be a valid 10-digit Indian number starting with 6-9, not repeated digits.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  proofRequired: 'ID Proof is required.',
  proofType: `Only ${formatList(DOCUMENT_RULES.institutionProof)} files are allowed.`,
  proofSize: `File size must be ${MAX_UPLOAD_LABEL} or less.`,
  invalidPlace: 'Invalid District or Police Station selected.',
  selectFile: 'Please select a file to upload.',
  uploadProof: 'Please upload the College/ Institute ID Proof.',
  clickUpload: 'Please upload the document by clicking the Upload button.',
} as const;

/** Normalisers run while typing (the spec's "input strips ..." rules). */
export const INPUT_FILTERS = {
  address: stripAddressChars,
  pinCode: (v: string) => digitsOnly(v, 6),
  authorizedPerson: nameLetters, // letters of any script stay, to be refused with the reason (decision 017, Names)
  designation: (v: string) => v.replace(/[^A-Za-z\s]/g, ''),
  contactNo: (v: string) => digitsOnly(v, 10),
} as const;

const required = (message: string, max: number, tooLong = `Must be at most ${max} characters.`) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong).refine((v) => isCleanText(v), CONTROL_CHARACTERS_MESSAGE);

/** A list choice: an id the database can hold (a larger number is the same "choose one" message, not a 500). */
const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
    z.number({ error: message }).refine((n) => isDbId(n), message),
  );

/** Each field's rule, shared by the form (camelCase) and the API payload (snake_case). */
export const fields = {
  name: required(MESSAGES.nameRequired, INSTITUTION_LIMITS.name).regex(/^[A-Za-z\s]+$/, MESSAGES.namePattern),
  address: required(MESSAGES.addressRequired, INSTITUTION_LIMITS.address).refine((v) => !FORBIDDEN_ADDRESS_CHARS.test(v), MESSAGES.addressChars),
  district: id(MESSAGES.district),
  policeStation: id(MESSAGES.policeStation),
  pinCode: z.string({ error: MESSAGES.pinRequired }).trim().min(1, MESSAGES.pinRequired).max(TEXT_LIMITS.choice, MESSAGES.pinInvalid).refine(isValidPin, MESSAGES.pinInvalid),
  authorizedPerson: required(MESSAGES.personRequired, INSTITUTION_LIMITS.person)
    .transform((v) => v.replace(/\s+/g, ' '))
    .refine((v) => !hasNonEnglishLetter(v), { message: ENGLISH_NAME.refused, abort: true })
    .refine((v) => /^[A-Za-z]+( [A-Za-z]+)+$/.test(v), MESSAGES.personFull),
  designation: required(MESSAGES.designationRequired, INSTITUTION_LIMITS.designation).regex(/^[A-Za-z\s]+$/, 'Designation can only contain letters and spaces.'),
  contactNo: z.string({ error: MESSAGES.contactRequired }).trim().min(1, MESSAGES.contactRequired).max(TEXT_LIMITS.choice, MESSAGES.contactInvalid).refine(isValidMobile, MESSAGES.contactInvalid),
  email: required(MESSAGES.emailRequired, INSTITUTION_LIMITS.email, MESSAGES.emailInvalid).refine(isInstitutionEmail, MESSAGES.emailInvalid),
};

/** Steps of the wizard and the fields each one checks. */
export const STEP_FIELDS = {
  institute: ['name', 'address', 'district', 'policeStation', 'pinCode'],
  authorization: ['authorizedPerson', 'designation', 'contactNo', 'email'],
} as const;

export const institutionFormSchema = z.object(fields);
export type InstitutionFormInput = z.input<typeof institutionFormSchema>;
export type InstitutionFormData = z.output<typeof institutionFormSchema>;

/** Form field names that a failed step check empties when invalid (spec: PIN, contact, email). */
export const CLEARED_WHEN_INVALID = ['pinCode', 'contactNo', 'email'] as const;

/** POST /api/v1/create-institution body: the same rules under the API's names. */
export const institutionPayloadSchema = z.object({
  name: fields.name,
  institution_full_address: fields.address,
  district_id: fields.district,
  police_station_id: fields.policeStation,
  institution_pin_code: fields.pinCode,
  assigned_person_name: fields.authorizedPerson,
  assigned_person_phone_no: fields.contactNo,
  designation: fields.designation,
  email: fields.email,
});
export type InstitutionPayload = z.output<typeof institutionPayloadSchema>;

export function toPayload(form: InstitutionFormData): z.input<typeof institutionPayloadSchema> {
  return {
    name: form.name,
    institution_full_address: form.address,
    district_id: form.district,
    police_station_id: form.policeStation,
    institution_pin_code: form.pinCode,
    assigned_person_name: form.authorizedPerson,
    assigned_person_phone_no: form.contactNo,
    designation: form.designation,
    email: form.email,
  };
}

/** Maps the API's field names back to the form's, to show server field errors next to the right input. */
export const PAYLOAD_TO_FORM: Record<string, keyof InstitutionFormInput> = {
  name: 'name', institution_full_address: 'address', district_id: 'district', police_station_id: 'policeStation',
  institution_pin_code: 'pinCode', assigned_person_name: 'authorizedPerson', assigned_person_phone_no: 'contactNo',
  designation: 'designation', email: 'email',
};

export const PROOF_ACCEPT = acceptAttribute(DOCUMENT_RULES.institutionProof);

/** The proof's extension as a sniffable type ('jpg' | 'png' | 'pdf'), or null when not allowed. */
export function proofExtension(fileName: string): SniffedType | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return DOCUMENT_RULES.institutionProof.formats.find((f) => f.extension === ext)?.sniffed ?? null;
}

/** Name and size checks, run in the browser before upload and again on the server (which also checks content). */
export function checkProofFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return MESSAGES.proofRequired;
  if (!proofExtension(file.name)) return MESSAGES.proofType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.proofSize;
  return null;
}
