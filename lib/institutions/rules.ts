// The institution form's rules that the browser needs without zod (spec part 2, section 5): its messages, limits,
// typing filters, steps and the ID proof's name and size checks. lib/institutions/schema.ts builds the zod schema
// from them; the wizard imports this file, so the page's first load carries no zod (docs/decisions/016).
import { acceptAttribute, DOCUMENT_RULES, formatList, MAX_UPLOAD_LABEL, type SniffedType } from '../kernel/upload-rules';
import { digitsOnly, MAX_UPLOAD_BYTES, nameLetters, stripAddressChars } from '../kernel/field-rules';
import { TEXT_LIMITS } from '../kernel/text';

export { MAX_UPLOAD_BYTES };
export const INSTITUTION_LIMITS = {
  name: TEXT_LIMITS.organisationName, address: TEXT_LIMITS.address, person: TEXT_LIMITS.personName,
  designation: TEXT_LIMITS.designation, email: TEXT_LIMITS.email,
} as const;

/** Version of /institute-terms the applicant accepts (recorded with the proof upload). */
export const INSTITUTE_TERMS_VERSION = '2025-06-01';

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
} as const;

/** Normalisers run while typing (the spec's "input strips ..." rules). */
export const INPUT_FILTERS = {
  address: stripAddressChars,
  pinCode: (v: string) => digitsOnly(v, 6),
  authorizedPerson: nameLetters, // letters of any script stay, to be refused with the reason (decision 017, Names)
  designation: (v: string) => v.replace(/[^A-Za-z\s]/g, ''),
  contactNo: (v: string) => digitsOnly(v, 10),
} as const;

/** Steps of the wizard and the fields each one checks. */
export const STEP_FIELDS = {
  institute: ['name', 'address', 'district', 'policeStation', 'pinCode'],
  authorization: ['authorizedPerson', 'designation', 'contactNo', 'email'],
} as const;

export type InstitutionField = (typeof STEP_FIELDS)[keyof typeof STEP_FIELDS][number];

/** Form field names that a failed step check empties when invalid (spec: PIN, contact, email). */
export const CLEARED_WHEN_INVALID = ['pinCode', 'contactNo', 'email'] as const;

/** Maps the API's field names back to the form's, to show server field errors next to the right input. */
export const PAYLOAD_TO_FORM: Record<string, InstitutionField> = {
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
