// The registration form's own words and the answer it shows, shared by the form (with scripts) and the result
// page (without). Plain data: the browser imports it.
export type { RegistrationAnswer } from '@/lib/events/registration-answer';
export const REGISTRATION_TEXTS = {
  consentNotice: 'We keep your name, email, mobile number and organisation to manage your place at this event: your ticket, a reminder the day before, and an attendance certificate if you come. Staff of the foundation see them; nobody else does. You can cancel your place with the link in your email. See our Privacy Policy for how long we keep them and how to have them erased.',
  noConnection: 'We could not reach the server. Please check your connection and try again.',
  failed: 'Sorry, that did not work. Please try again.',
  checkFields: 'Please check the fields marked below.',
  registered: 'You are registered. Your ticket code is below; we have also emailed you the ticket with its QR code.',
  waitlisted: 'The seats are taken, so you are on the waitlist, at place {position}. We will email you your ticket if a seat frees up.',
  already: 'You are already registered for this event with this email or mobile number. We have sent your ticket again to the email address you registered with.',
  alreadyNotResent: 'You are already registered for this event with this email or mobile number. Please look for your ticket in the email you registered with.',
} as const;

/** The form's labels and hint, by field. */
export const REGISTRATION_LABELS = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile number',
  mobileHint: '10 digits, without +91',
  organisation: 'College or organisation',
  consent: 'I agree to this notice',
} as const;

/** The lengths the server allows (lib/events/registration-schema.ts), for the inputs' maxLength. */
export const REGISTRATION_FIELD_LIMITS = { name: 100, email: 254, organisation: 200 } as const;
