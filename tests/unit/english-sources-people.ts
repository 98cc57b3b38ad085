// The English of the account, card, verify, institution-form and API texts that are shown through t(variable)
// (constants, not t('...') literals, which tests/unit/english-texts.ts finds by itself). Named here, never
// copied: changing one of these texts makes the catalogue test ask for its translations.
import { LOGIN_MESSAGES } from '@/lib/accounts/login-rules';
import { PASSWORD_CHANGE_MESSAGES } from '@/lib/accounts/password-change-schema';
import { LOGIN_TITLES } from '@/components/forms/login/login-form';
import { FAILED } from '@/components/forms/password/outcome';
import { ACCOUNT_PAGES } from '@/components/forms/password/account-page-frame';
import { PROFILE_MESSAGES } from '@/components/profile/profile-data';
import { PROFILE_MESSAGES as PERSON_PAGE_MESSAGES } from '@/lib/content/people';
import { CARD_STATUS_DETAIL } from '@/lib/cards/card-status';
import { INTERN_CARD_INSTRUCTIONS, INTERN_CARD_INSTRUCTIONS_TITLE } from '@/lib/content/internship';
import { MESSAGES as INSTITUTION_MESSAGES } from '@/lib/institutions/schema';
import { PROOF_READY } from '@/components/forms/institution/upload-step';
import { DOCUMENT_HINTS } from '@/lib/content/document-guidance';
import { CONTACT_THANKS } from '@/lib/public-forms/contact';
import { UPLOAD_SUCCESS } from '@/lib/institutions/upload-proof';
import { INTERNSHIP_TEXTS } from '@/components/profile/internship/texts';
import { NO_CERTIFICATE } from '@/lib/internships/certificate-files';
import { CERTIFICATE_KINDS } from '@/lib/certificates/kinds';

/** The internship certificate's words, as the PDF and the verify page show them in the holder's language. */
const INTERNSHIP_CERTIFICATE = (({ title, valid, statement, fields }) => [title, valid, statement, fields.map((f) => f.label)])(CERTIFICATE_KINDS.internship_completion);

/** The API's own answers (lib/http/api-route.ts, lib/kernel/domain-errors.ts), with their filled-in parts. */
const API_MESSAGES = [
  'Something went wrong on our side. Please try again.', 'Cross-site requests are not allowed.', 'Invalid input.',
  'The request body must be JSON.', 'The request is too large.', 'You do not have access to this record.', 'Please log in to continue.',
  'Not found.', 'Too many attempts. Please try again in {when}.', '{n} minutes', '{n} seconds',
  'Too many failed attempts. Please try again in {minutes} minutes.', 'Too many wrong passwords. Please try again in {minutes} minutes.',
  'Login successful.', 'Logged out.',
];

/** The contact form's answers (lib/public-forms/schema.ts): the page itself is translated elsewhere. */
const CONTACT_MESSAGES = [
  CONTACT_THANKS, 'Email is required.', 'Email is too long.', 'Please enter a valid email address.', 'Please select an inquiry type.',
  '{field} is required.', '{field} must be at most {max} characters.', 'Name', 'Subject', 'Message',
];

export const PEOPLE_TEXTS: unknown[] = [
  LOGIN_MESSAGES, PASSWORD_CHANGE_MESSAGES, Object.values(LOGIN_TITLES), 'User Login', FAILED, ACCOUNT_PAGES,
  PROFILE_MESSAGES, PERSON_PAGE_MESSAGES, CARD_STATUS_DETAIL, INTERN_CARD_INSTRUCTIONS_TITLE,
  INTERN_CARD_INSTRUCTIONS.map((b) => [b.heading, b.bullets]), 'June 1, 2025', 'Institute Acknowledgement Card', 'Institution Details',
  'Intern', 'Member', 'Institution', INSTITUTION_MESSAGES, PROOF_READY, DOCUMENT_HINTS.institutionProof,
  'Upload institution ID proof failed. Please try again.', 'Registration successful!',
  'Registration failed. Please try again.', UPLOAD_SUCCESS, API_MESSAGES, CONTACT_MESSAGES,
  INTERNSHIP_TEXTS, NO_CERTIFICATE, INTERNSHIP_CERTIFICATE,
];
