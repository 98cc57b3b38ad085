// The registration form of an event (the detail page's form, its no-script POST and the JSON API parse this
// one schema). `consent` must be true: the notice beside the box says what is kept and why.
import { z } from '../kernel/zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, TEXT_LIMITS, tooLongMessage } from '../kernel/text';
import { EMAIL_MESSAGE, isValidMobile, MOBILE_MESSAGE } from '../kernel/field-rules';

export const REGISTRATION_LIMITS = { name: TEXT_LIMITS.personName, email: TEXT_LIMITS.email, organisation: TEXT_LIMITS.organisationName } as const;

export const REGISTRATION_MESSAGES = {
  mobile: MOBILE_MESSAGE,
  email: EMAIL_MESSAGE,
  consent: 'Please agree to the notice to register.',
  organisationLabel: 'College or organisation',
} as const;

const clean = (v: string) => isCleanText(v);

export const eventRegistrationSchema = z.object({
  name: z.string().trim().min(1, requiredMessage('Name')).max(REGISTRATION_LIMITS.name, tooLongMessage('Name', REGISTRATION_LIMITS.name)).refine(clean, CONTROL_CHARACTERS_MESSAGE),
  email: z.string().trim().min(1, requiredMessage('Email')).max(REGISTRATION_LIMITS.email, tooLongMessage('Email', REGISTRATION_LIMITS.email)).refine(clean, CONTROL_CHARACTERS_MESSAGE)
    .pipe(z.email(REGISTRATION_MESSAGES.email)).transform((v) => v.toLowerCase()),
  mobile: z.string().trim().refine(isValidMobile, REGISTRATION_MESSAGES.mobile),
  organisation: z.string().trim().max(REGISTRATION_LIMITS.organisation, tooLongMessage(REGISTRATION_MESSAGES.organisationLabel, REGISTRATION_LIMITS.organisation)).refine(clean, CONTROL_CHARACTERS_MESSAGE)
    .optional().transform((v) => v || undefined),
  consent: z.literal(true, { error: REGISTRATION_MESSAGES.consent }),
});

export type EventRegistrationData = z.output<typeof eventRegistrationSchema>;

