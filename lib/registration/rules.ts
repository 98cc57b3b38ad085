// The registration forms' rules that need no zod (spec part 2, section 5): messages, options, and the checks
// the browser runs while typing or choosing files. The wizard's first load carries these only; the step schemas
// in ./schema.ts (zod) are built from them and loaded when a step is first checked.
import { MAX_UPLOAD_BYTES } from '../kernel/field-rules';
import { allowsNameOrType, DOCUMENT_RULES } from '../kernel/upload-rules';

import type { ApplicantKind } from '../kernel/applicant-kinds';

export const NAME_MESSAGES = {
  required: 'Full name is required.',
  letters: 'Name can only contain letters and spaces.',
  twoWords: 'Please enter both first and last name.',
  format: 'Please enter first and last name (only letters, one space).',
} as const;

export const GENDERS = ['male', 'female', 'other'] as const;

export const SECTORS = [
  { value: 'entrepreneurship', label: 'Entrepreneurship & Startups' },
  { value: 'technology', label: 'Technology & Innovation' },
  { value: 'politics', label: 'Politics & Policy' },
  { value: 'career', label: 'Career & Skills' },
  { value: 'art', label: 'Art, Culture & Heritage' },
  { value: 'environment', label: 'Health & Wellbeing' },
  { value: 'media', label: 'Media & Content Creation' },
  { value: 'northEast', label: 'North East Rising' },
  { value: 'socialJustice', label: 'Social Justice & Volunteering' },
  { value: 'patriotism', label: 'Fashion & Lifestyle' },
] as const;
export const SECTOR_VALUES = SECTORS.map((s) => s.value) as [string, ...string[]];

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
export const SEMESTER_OPTIONS = Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: `${ordinal(i + 1)} Semester/Year` }));

export const FILE_MESSAGES = {
  aadharRequired: 'Aadhaar Card is required.',
  photoRequired: 'Passport Photo is required.',
  pdfOnly: 'Only PDF files are allowed.',
  tooBig: { intern: 'File must be 2 MB or smaller.', member: 'File must be smaller than 2 MB.' },
  photoType: { intern: 'Only JPG or PNG images are allowed.', member: 'Only JPG/JPEG/PNG images are allowed for photo.' },
  terms: 'Please accept the terms and conditions.',
} as const;

type FileLike = { name: string; type: string; size: number };

/** Browser-side checks of the chosen files (the server checks their content again). */
export function documentErrors(kind: ApplicantKind, files: { aadharCard?: FileLike | null; passportPhoto?: FileLike | null }) {
  const errors: { aadharCard?: string; passportPhoto?: string } = {};
  const { aadharCard: a, passportPhoto: p } = files;
  if (!a) errors.aadharCard = FILE_MESSAGES.aadharRequired;
  else if (!allowsNameOrType(DOCUMENT_RULES.aadhaar, a)) errors.aadharCard = FILE_MESSAGES.pdfOnly;
  else if (a.size > MAX_UPLOAD_BYTES) errors.aadharCard = FILE_MESSAGES.tooBig[kind];
  if (!p) errors.passportPhoto = FILE_MESSAGES.photoRequired;
  else if (!allowsNameOrType(DOCUMENT_RULES.photo, p)) errors.passportPhoto = FILE_MESSAGES.photoType[kind];
  else if (p.size > MAX_UPLOAD_BYTES) errors.passportPhoto = FILE_MESSAGES.tooBig[kind];
  return errors;
}

export const GUARDIAN_RELATIONSHIPS = ['Father', 'Mother', 'Legal Guardian', 'Other'] as const;
export const GUARDIAN_MESSAGES = {
  name: 'Parent or guardian name is required.',
  nameFormat: 'Please enter the parent or guardian\'s full name (letters and spaces only).',
  relationship: 'Please select the relationship.',
  mobileRequired: 'Parent or guardian mobile number is required.',
  mobileInvalid: 'Invalid parent or guardian mobile number.',
  mobileSame: 'The parent or guardian\'s mobile number must be different from the applicant\'s.',
  consent: 'Consent of a parent or guardian is required for applicants under 18.',
} as const;
export const GUARDIAN_NOTICE =
  'Because the applicant is under 18, the Digital Personal Data Protection Act, 2023 needs a parent or guardian\'s consent before we process their data. ' +
  'We use it only for this registration and the internship or membership that follows, never for advertising, and you can ask us to erase it at any time.';
