// The institution registration form (spec part 2, section 5 "Institution form"): one set of field rules
// with the spec's messages, used by the wizard (zodResolver, per step) and by POST /api/v1/create-institution,
// whose snake_case payload (spec section 3) is the same fields under the API's names.
import { z } from '../kernel/zod';
import { FORBIDDEN_ADDRESS_CHARS, isValidMobile, isValidPin } from '../kernel/field-rules';
import { isValidEmail } from '../kernel/email-rule';
import { isDbId } from '../kernel/db-ids';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, TEXT_LIMITS } from '../kernel/text';
import { INSTITUTION_LIMITS, MESSAGES } from './rules';

export * from './rules';

/** The applicants' email rule, and the spec's own for this form: a top-level part of 2 to 4 letters (part 2, section 5). */
const isInstitutionEmail = (v: string) => isValidEmail(v) && /\.[A-Za-z]{2,4}$/.test(v);

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
    .refine((v) => /^[A-Za-z]+( [A-Za-z]+)+$/.test(v), MESSAGES.personFull),
  designation: required(MESSAGES.designationRequired, INSTITUTION_LIMITS.designation).regex(/^[A-Za-z\s]+$/, 'Designation can only contain letters and spaces.'),
  contactNo: z.string({ error: MESSAGES.contactRequired }).trim().min(1, MESSAGES.contactRequired).max(TEXT_LIMITS.choice, MESSAGES.contactInvalid).refine(isValidMobile, MESSAGES.contactInvalid),
  email: required(MESSAGES.emailRequired, INSTITUTION_LIMITS.email, MESSAGES.emailInvalid).refine(isInstitutionEmail, MESSAGES.emailInvalid),
};

export const institutionFormSchema = z.object(fields);
export type InstitutionFormData = z.output<typeof institutionFormSchema>;

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

