// Small rules shared by several forms: the spec repeats them (PIN, mobile, names, addresses) with
// different messages per form, so each form's schema picks its own message and reuses these checks.
// No zod here: pages import these rules with their first load (the login form, the wizard's mobile check, the
// documents guidance), and zod is fetched only when a form is checked (components/forms/lazy-resolver.ts,
// docs/decisions/016). The email rule, which is zod's, lives in ./email-rule.ts. tests/e2e/scripts-after-paint.spec.ts.

/** True when a string is one digit repeated (000000, 9999999999): not a real PIN or phone number. */
export const isRepeatedDigit = (value: string) => /^(\d)\1*$/.test(value);

/** 6 digits, not all the same. */
export const isValidPin = (value: string) => /^\d{6}$/.test(value) && !isRepeatedDigit(value);

/** The shape of an Indian mobile number: 10 digits starting 6-9. Login checks only this (spec part 1, section 5). */
export const MOBILE_FORMAT = /^[6-9]\d{9}$/;

/** A mobile number a form accepts: the shape, and not all the same digit (spec part 2). */
export const isValidMobile = (value: string) => MOBILE_FORMAT.test(value) && !isRepeatedDigit(value);
/** What a form says when `isValidMobile` refuses, where the spec gives no wording of its own (events, donations, short forms). */
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
/** What a form says when an email address does not parse (every form but the spec's own registration wording). */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

/** Characters the spec forbids in addresses. */
export const FORBIDDEN_ADDRESS_CHARS = /[$&*?=%]/;
export const stripAddressChars = (value: string) => value.replace(/[$&*?=%]/g, '');

/** Input normalisers used while typing (the same ones run on the server before validation). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/**
 * A person's name while typing: digits and signs go (the spec's rule), but letters of any script stay, with their
 * vowel signs, so a name typed in Assamese or Hindi is never silently deleted: the form says it wants English
 * letters instead (docs/decisions/017-languages.md, "Names").
 */
export const nameLetters = (value: string) => value.replace(/[^\p{L}\p{M}\s]/gu, '').replace(/\s{2,}/g, ' ');
/** What a name field says before typing, and when it refuses a name in another script (decision 017, "Names"). */
export const ENGLISH_NAME = {
  hint: 'In English letters (A–Z), as on your college ID.',
  refused: 'Please write the name in English letters (A–Z), as on your college ID.',
} as const;
/** True when a text has a letter outside A–Z (অনুপম, अनुपम, é). */
export const hasNonEnglishLetter = (value: string) => /[\p{L}\p{M}]/u.test(value.replace(/[A-Za-z]/g, ''));

/** Maximum size of every uploaded document: 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
