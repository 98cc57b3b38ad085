// The internship and member registration forms (spec part 2, section 5): one schema per wizard step,
// with the spec's messages verbatim. The wizard validates each step with these; the route handlers
// parse the whole registration with `registrationSchema`, so browser and server apply the same rules.
import { z } from '../kernel/zod';
import { ageInIndia, APPLICANT_MAX_AGE, APPLICANT_MIN_AGE, isMinor } from '../kernel/age';
import { ENGLISH_NAME, FORBIDDEN_ADDRESS_CHARS, hasNonEnglishLetter, isValidMobile, isValidPin } from '../kernel/field-rules';
import { isValidEmail } from '../kernel/email-rule';
import { hasCourses } from '../reference/courses';
import { isDbIdString } from '../kernel/db-ids';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, TEXT_LIMITS, tooLongMessage } from '../kernel/text';
import { isStrongPassword, MAX_PASSWORD_BYTES, passesLivePasswordCheck, passwordBytes, PASSWORD_MESSAGES } from '../accounts/password-rules';
import { GENDERS, GUARDIAN_MESSAGES, GUARDIAN_RELATIONSHIPS, NAME_MESSAGES, SECTOR_VALUES } from './rules';

export * from './rules';

type Bound = { max: number; label: string };
/** Fields whose own checks keep them short (ids, PINs, numbers, dates) still get a bound before those checks run. */
const SHORT: Bound = { max: TEXT_LIMITS.choice, label: 'This field' };

/**
 * A text field with a "required" message, a maximum length, no control characters, and ordered checks:
 * only the first failing check is reported, as the form shows one message per field.
 */
export function textField(requiredMessage: string, checks: [(v: string) => boolean, string][] = [], bound: Bound = SHORT) {
  return z.string({ error: requiredMessage }).trim().superRefine((v, ctx) => {
    if (!v) return void ctx.addIssue({ code: 'custom', message: requiredMessage });
    if (v.length > bound.max) return void ctx.addIssue({ code: 'custom', message: tooLongMessage(bound.label, bound.max) });
    if (!isCleanText(v)) return void ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE });
    const failed = checks.find(([ok]) => !ok(v));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

const required = (message: string, bound?: Bound) => textField(message, [], bound);

/** A select holding an id: required, and an id the database can hold. */
const selectId = (message: string) => textField(message, [[(v) => isDbIdString(v), message]]);

const pin = textField('PIN Code is required.', [[isValidPin, 'Invalid PIN code.']]);

// ---- step 1: the institution (copied read-only from the chosen approved institution) ----
export const institutionStepSchema = z.object({
  collegeName: selectId('College Name is required.'),
  collegeAddress: required('College Address is required.', { max: TEXT_LIMITS.address, label: 'College Address' }),
  district: required('District is required.', { max: TEXT_LIMITS.organisationName, label: 'District' }),
  policeStation: required('Police Station is required.', { max: TEXT_LIMITS.organisationName, label: 'Police Station' }),
  pinCode: pin,
});

// ---- step 2: personal ----

/** Letters and single spaces, at least two words. Names of three or more words are allowed (see the README note). */
export const fullName = textField(NAME_MESSAGES.required, [
  [(v) => !hasNonEnglishLetter(v), ENGLISH_NAME.refused],
  [(v) => /^[A-Za-z\s]+$/.test(v), NAME_MESSAGES.letters],
  [(v) => v.split(/\s+/).filter(Boolean).length >= 2, NAME_MESSAGES.twoWords],
  [(v) => /^[A-Za-z]+( [A-Za-z]+)+$/.test(v), NAME_MESSAGES.format],
], { max: TEXT_LIMITS.personName, label: 'Full name' });

export const address = textField('Address is required.', [
  [(v) => !FORBIDDEN_ADDRESS_CHARS.test(v), 'Address cannot contain any of: $, &, *, ?, =, %'],
], { max: TEXT_LIMITS.address, label: 'Address' });

const mobile = (requiredMessage: string, invalidMessage: string) => textField(requiredMessage, [[isValidMobile, invalidMessage]]);

export const dateOfBirth = textField('Date of birth is required.', [
  [(v) => {
    const age = ageInIndia(v);
    return age !== null && age >= APPLICANT_MIN_AGE && age <= APPLICANT_MAX_AGE;
  }, 'Invalid or out-of-range DOB.'],
]);

export const personalStepSchema = z.object({
  applicantName: fullName,
  applicantAddress: address,
  applicantDistrict: selectId('District is required.'),
  applicantPoliceStation: selectId('Police Station is required.'),
  applicantPinCode: pin,
  dateOfBirth,
  gender: z.enum(GENDERS, { error: 'Gender is required.' }),
  mobileNumber: mobile('Mobile number is required.', 'Invalid mobile number.'),
  whatsappNumber: mobile('Invalid WhatsApp number.', 'Invalid WhatsApp number.'),
  email: textField('Email is required.', [[isValidEmail, 'Invalid email address.']], { max: TEXT_LIMITS.email, label: 'Email' }),
});

// ---- step 3: educational, interests and password ----
export const educationStepSchema = z
  .object({
    category: selectId('Please select a category.'),
    /** The chosen category's name: decides whether course and semester are asked (Graduation, Post-Graduation). */
    categoryName: z.string().optional(),
    stream: selectId('Please select a stream.'),
    course: z.string().max(TEXT_LIMITS.choice, 'Please select course.').optional(),
    semester: z.string().max(TEXT_LIMITS.choice, 'Please select semester/year.').optional(),
    sectorsOfInterest: z.array(z.enum(SECTOR_VALUES), { error: 'Please select at least one sector of interest.' })
      .min(1, 'Please select at least one sector of interest.')
      .max(SECTOR_VALUES.length, 'Please select each sector of interest once.')
      .refine((list) => new Set(list).size === list.length, 'Please select each sector of interest once.'),
    password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
    confirmPassword: z.string({ error: 'Confirm Password is required.' }).min(1, 'Confirm Password is required.').max(4 * MAX_PASSWORD_BYTES, 'Passwords do not match.'),
  })
  .superRefine((v, ctx) => {
    if (hasCourses(v.categoryName)) {
      if (!v.semester || !/^[1-8]$/.test(v.semester)) ctx.addIssue({ code: 'custom', path: ['semester'], message: 'Please select semester/year.' });
      if (!v.course || !isDbIdString(v.course)) ctx.addIssue({ code: 'custom', path: ['course'], message: 'Please select course.' });
    }
    // bcrypt reads only the first 72 bytes: a longer password would let its first 72 bytes log in alone.
    if (passwordBytes(v.password) > MAX_PASSWORD_BYTES) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.tooLong });
    else if (v.password && !isStrongPassword(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.strong });
    else if (v.password && !passesLivePasswordCheck(v.password)) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.live });
    if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match.' });
  });

// ---- step 4: documents: checked by documentErrors (./rules.ts) and by content on the server ----

// ---- parent or guardian of a minor (DPDP Act 2023, section 9): asked only when the applicant is 16 or 17 ----

export const guardianStepSchema = z.object({
  guardianName: textField(GUARDIAN_MESSAGES.name, [[(v) => !hasNonEnglishLetter(v), ENGLISH_NAME.refused], [(v) => /^[A-Za-z]+( [A-Za-z]+)+$/.test(v), GUARDIAN_MESSAGES.nameFormat]], { max: TEXT_LIMITS.personName, label: 'Parent or guardian name' }),
  guardianRelationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: GUARDIAN_MESSAGES.relationship }),
  guardianMobile: mobile(GUARDIAN_MESSAGES.mobileRequired, GUARDIAN_MESSAGES.mobileInvalid),
  guardianConsent: z.literal(true, { error: GUARDIAN_MESSAGES.consent }),
});
export type GuardianInput = z.infer<typeof guardianStepSchema>;

// ---- the whole registration, as the server checks it ----
export const registrationSchema = institutionStepSchema
  .pick({ collegeName: true })
  .extend(personalStepSchema.shape)
  .extend({ guardian: z.unknown().optional() })
  .and(educationStepSchema)
  .superRefine((v, ctx) => {
    if (!isMinor(v.dateOfBirth)) return;
    const g = guardianStepSchema.safeParse(v.guardian ?? {});
    if (!g.success) for (const issue of g.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    else if (g.data.guardianMobile === v.mobileNumber) ctx.addIssue({ code: 'custom', path: ['guardianMobile'], message: GUARDIAN_MESSAGES.mobileSame });
  });

export type RegistrationInput = z.infer<typeof registrationSchema>;
