// The English catalogue is the English itself: the spec's message constants (listed here, never copied) and
// the texts components pass to t('...') (found in the code by tests/unit/catalogues.test.ts). This list names
// the constants whose texts are shown through t(variable); add a constant here when a translated screen shows it.
import { NAME_MESSAGES, FILE_MESSAGES, GUARDIAN_MESSAGES, GUARDIAN_NOTICE, SECTORS, GUARDIAN_RELATIONSHIPS, SEMESTER_OPTIONS } from '@/lib/registration/rules';
import { CARD_STATUS_LABEL } from '@/lib/cards/card-status';
import { HERO_ACTIONS, STRATEGY } from '@/lib/content/home';
import { CONTENT_SEEDS } from '@/lib/content-store/seed';
import { seedTexts } from '@/lib/content-store/seed/seed-items';
import { REPORT_KINDS } from '@/lib/content-store/types/research-report';
import { MEDIA_KINDS } from '@/lib/content-store/types/media-link';
import * as ABOUT from '@/lib/content/about';
import { JOIN_PAGE, JOIN_PATHS, GEN_Z_WORKSPACE, GET_INVOLVED_CARDS, GET_INVOLVED_CLOSING, GET_INVOLVED_PAGE, REGISTER_PAGE, REGISTRATION_CHOICES } from '@/lib/content/get-involved';
import { INSTITUTE_TERMS, INTERNSHIP_TERMS, LAST_UPDATED, MEMBER_TERMS, PRIVACY_POLICY, TERMS_AND_CONDITIONS } from '@/lib/content/legal';
import { EVENT_STATE, EVENTS, EVENTS_HERO, EVENTS_PAGE, YOUTH_CAMPAIGNS } from '@/lib/content/events';
import * as DONATE from '@/lib/content/donate';
import { COMMUNITY_SIGNUP, CONTACT_PAGE, PARTNER_PAGE, REACH, WHY_PARTNER, INQUIRY_PLACEHOLDER, INQUIRY_TYPES, INTERESTS, NEWSLETTER, PARTNER_FORM, PARTNERSHIP_TYPES, STORY_THEMES } from '@/lib/content/contact';
import { IMPACT_HERO, IMPACT_PAGE, SPOTLIGHT_SECTION, SPOTLIGHT_THEMES, SPOTLIGHT_WORDS, STORY_FORM } from '@/lib/content/impact';
import { PARTNERS } from '@/lib/content/organisation';
import { COMMUNITY_THANKS } from '@/lib/public-forms/community-signup';
import { STORY_THANKS } from '@/lib/public-forms/impact-story';
import { PARTNERSHIP_THANKS } from '@/lib/public-forms/partnership-request';
import { NEWSLETTER_MESSAGES } from '@/lib/public-forms/newsletter';
import { REFERRAL_MESSAGES } from '@/lib/registration/referral-rules';
import * as WORK from '@/lib/content/work';
import * as PROGRAMS from '@/lib/content/programs';
import * as PHILOSOPHY from '@/lib/content/philosophy';
import * as RESEARCH from '@/lib/content/research';
import { ADVISORS_SECTION, DIRECTOR_GALLERY, GOVERNING_BODY_PAGE } from '@/lib/content/people';
import { GALLERY_IMAGES, GALLERY_PAGE, GALLERY_SHOWN, GALLERY_WORDS } from '@/lib/content/gallery';
import { HERO_LOGGED_IN_MESSAGE } from '@/components/site/hero-actions';
import { INTERN_PAGE_INTRO, INTERNSHIP_GUIDELINES, INTERNSHIP_GUIDELINES_TITLE, INTERNSHIP_PDFS, MEMBER_HOW_TO_APPLY, MEMBER_HOW_TO_APPLY_TITLE, MEMBER_PAGE_INTRO, READ_TERMS_FIRST } from '@/lib/content/internship';
import { NEXT_STEP } from '@/lib/mail/messages/registration-received';
import { APPLICATION_NAME } from '@/lib/mail/messages/application-names';
import { APPROVED } from '@/lib/mail/messages/decision';
import { MAIL_HELD_NOTE } from '@/lib/mail/confirmation-status';
import { MOBILE_TAKEN } from '@/lib/registration/errors';
import { PASSWORD_MESSAGES } from '@/lib/accounts/password-rules';
import { CONTROL_CHARACTERS_MESSAGE } from '@/lib/kernel/text';
import { ENGLISH_NAME } from '@/lib/kernel/field-rules';
import { NAV, FOOTER_ABOUT, FOOTER_LINKS, FOOTER_REGISTER_LINKS, SITE } from '@/lib/content/site';
import { APPLICANT_DOCUMENTS, AADHAAR_PDF_TIP, DOCUMENT_HINTS } from '@/lib/content/document-guidance';
import { HEADER_TEXT } from '@/components/layout/site-header';
import { MOBILE_TAKEN_WAY_ON } from '@/components/forms/registration/steps/personal-step';
import { BEFORE_SCRIPTS_TEXT } from '@/components/forms/before-scripts';
import { REGISTRATION_LABELS, REGISTRATION_TEXTS } from '@/components/site/events/registration-texts';
import { STATE_LABEL } from '@/components/site/events/event-labels';
import { UNSUBSCRIBE_REFUSED } from '@/lib/mail/unsubscribe';
import { LOGOUT_FAILED } from '@/components/layout/logout';
import { PORTAL_BUSY } from '@/lib/platform/db/unavailable';
import { STORE_UNAVAILABLE } from '@/lib/documents/s3-store';
import { UNAVAILABLE_MESSAGE } from '@/lib/http/outage';
import { INTERN_REFUSALS, LOG_FIELD_MESSAGES } from '@/lib/internships/rules';
import { DONE_MESSAGES, FAILED_MESSAGE } from '@/lib/internships/form-outcome';
import { DONATION_TEXTS } from '@/lib/donations/texts';
import { CERTIFICATE_TEXTS } from '@/lib/certificates/kinds';
import { EVENT_MAIL_NOTE, EVENT_MAIL_OPENING, EVENT_MAIL_SUBJECT } from '@/lib/mail/messages/event-registration';
import { REGISTRATION_MESSAGES as EVENT_REGISTRATION_MESSAGES } from '@/lib/events/registration-schema';
import { REGISTRATION_REFUSALS as EVENT_REGISTRATION_REFUSALS } from '@/lib/events/register';
import { CANCEL_REFUSALS as EVENT_CANCEL_REFUSALS } from '@/lib/events/cancel-page';
import { BUSY_UPLOADING } from '@/lib/http/app-server';
import { HELP_OFFER_PAGES, HELP_OFFER_SENT } from '@/lib/content/help-offers';
import { FIND_A_CLUB, OPENINGS_PAGE } from '@/lib/content/find-a-club';
import { HELP_OFFER_MESSAGES, OFFER_FIELD } from '@/lib/public-forms/help-offer-schema';
import { HELP_OFFER_THANKS } from '@/lib/public-forms/help-offer';
import { TOO_MANY_OFFERS } from '@/lib/public-forms/help-offer-without-scripts';
import { HELP_OFFER_MAIL } from '@/lib/mail/messages/help-offer';
import { SUBMISSION_RECEIVED_MAIL } from '@/lib/mail/messages/submission';

/** Fields of content objects that are addresses or names for the code, never shown as text. */
const NOT_TEXT = new Set(['id', 'href', 'kind', 'src', 'termsHref', 'backHref', 'registerHref', 'image', 'date', 'hashtag', 'contactHref', 'value', 'published', 'downloadUrl', 'thumbnail', 'link', 'chairmanHref']);
/** Every text in a constant, however deep: a new field or item of a page's content is a new catalogue entry. */
const texts = (o: unknown): string[] =>
  typeof o === 'string' ? [o]
    : Array.isArray(o) ? o.flatMap(texts)
      : o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => (NOT_TEXT.has(k) ? [] : texts(v))) : [];

/** Texts from constants that translated screens show; the step names and titles come from the wizard. */
export function englishFromConstants(extra: unknown[] = []): string[] {
  return texts([
    NAME_MESSAGES, ENGLISH_NAME, FILE_MESSAGES, GUARDIAN_MESSAGES, GUARDIAN_NOTICE, SECTORS.map((s) => s.label), GUARDIAN_RELATIONSHIPS,
    MOBILE_TAKEN, PASSWORD_MESSAGES, CONTROL_CHARACTERS_MESSAGE, CERTIFICATE_TEXTS,
    NAV.map((n) => [n.label, (n.children ?? []).map((c) => c.label)]), FOOTER_ABOUT, FOOTER_LINKS.map((l) => l.label),
    FOOTER_REGISTER_LINKS.map((l) => l.label), SITE.tagline, SITE.description,
    APPLICANT_DOCUMENTS, AADHAAR_PDF_TIP ?? [], DOCUMENT_HINTS.aadhaar, DOCUMENT_HINTS.passportPhoto, HEADER_TEXT, BEFORE_SCRIPTS_TEXT, MOBILE_TAKEN_WAY_ON,
    SEMESTER_OPTIONS.map((s) => s.label), CARD_STATUS_LABEL, NEXT_STEP, APPLICATION_NAME, APPROVED, MAIL_HELD_NOTE, 'Male', 'Female', '{date}, {time}', 'Pending', 'Approved', 'Rejected', 'Revoked',
    'Internship Acknowledgement Card', 'Member Acknowledgement Card', 'Personal Details', 'Educational Details',
    INTERNSHIP_GUIDELINES, INTERNSHIP_GUIDELINES_TITLE, MEMBER_HOW_TO_APPLY, MEMBER_HOW_TO_APPLY_TITLE,
    'Internship Registration', 'Member Registration', INTERN_PAGE_INTRO, MEMBER_PAGE_INTRO, READ_TERMS_FIRST, INTERNSHIP_PDFS.map((p) => p.label),
    HERO_ACTIONS.map((a) => a.label), STRATEGY, WORK.NINE_PILLARS.map((p) => p.title), HERO_LOGGED_IN_MESSAGE,
    // The pages translated in full (issue 28): every text of their content modules.
    Object.values(ABOUT), GET_INVOLVED_PAGE, GET_INVOLVED_CARDS, GEN_Z_WORKSPACE, GET_INVOLVED_CLOSING, REGISTER_PAGE, REGISTRATION_CHOICES,
    EVENT_STATE, Object.values(REFERRAL_MESSAGES), 'Checking…', 'Submit',
    // The events pages and their registration form (issue 36).
    Object.values(STATE_LABEL), Object.values(REGISTRATION_LABELS), Object.values(REGISTRATION_TEXTS),
    // The consent notices (DPDP) and, since issue 34, the site's terms and privacy policy: translated in full.
    [INSTITUTE_TERMS, INTERNSHIP_TERMS, MEMBER_TERMS, TERMS_AND_CONDITIONS, PRIVACY_POLICY], LAST_UPDATED,
    UNSUBSCRIBE_REFUSED, LOGOUT_FAILED,
    // API refusals the registration forms show in their language (issue 39): the store stalled, the portal busy.
    STORE_UNAVAILABLE.message, PORTAL_BUSY.message,
    // The intern's internship road (issue 37): refusals, field messages and outcomes the profile shows.
    INTERN_REFUSALS, LOG_FIELD_MESSAGES, DONE_MESSAGES, FAILED_MESSAGE,
    // The serving process's refusal when its upload places are taken (uploads_busy), in the form's language.
    BUSY_UPLOADING,
    // The rest of the public pages (issue 34): every text of their content modules, and the public forms.
    EVENTS, EVENTS_HERO, EVENTS_PAGE, YOUTH_CAMPAIGNS, Object.values(DONATE),
    // Donations (issue 38): the form's refusals, the payment and problem pages, the receipt.
    DONATION_TEXTS,
    CONTACT_PAGE, NEWSLETTER, COMMUNITY_SIGNUP, PARTNER_FORM, INQUIRY_PLACEHOLDER, INQUIRY_TYPES, INTERESTS, PARTNERSHIP_TYPES, STORY_THEMES, STORY_FORM,
    JOIN_PAGE, JOIN_PATHS, 'Ways to Join', PARTNER_PAGE, REACH, { ...WHY_PARTNER, currentPartners: PARTNERS.map((p) => p.kind) },
    IMPACT_HERO, IMPACT_PAGE, SPOTLIGHT_SECTION, SPOTLIGHT_WORDS, SPOTLIGHT_THEMES,
    GALLERY_PAGE, GALLERY_WORDS, GALLERY_IMAGES.slice(0, GALLERY_SHOWN), Object.values(WORK), Object.values(PROGRAMS),
    ADVISORS_SECTION, GOVERNING_BODY_PAGE, 'Chairman', 'Director', DIRECTOR_GALLERY.map((g) => g.alt),
    { ...PHILOSOPHY.PHILOSOPHY, author: [], quote: PHILOSOPHY.PHILOSOPHY.quote.text }, PHILOSOPHY.PHILOSOPHY_PAGE, Object.values(RESEARCH),
    COMMUNITY_THANKS, STORY_THANKS, PARTNERSHIP_THANKS, NEWSLETTER_MESSAGES,
    'Please tell us a little more (at least {n} characters).', 'Thank you!', 'Sorry, that did not work. Please try again.', 'We could not reach the server. Please check your connection and try again.',
    // The database's outage, answered by apiRoute in the caller's language (the server's held-back 500s stay English).
    UNAVAILABLE_MESSAGE,
    // Events (issue 36): the registration's form and refusals, the cancel page, and the mails about a place.
    EVENT_REGISTRATION_MESSAGES, EVENT_REGISTRATION_REFUSALS, EVENT_CANCEL_REFUSALS, EVENT_MAIL_SUBJECT, EVENT_MAIL_OPENING, EVENT_MAIL_NOTE,
    // The site's copy moved into the database (issue 35): the seed writes its Assamese and Hindi from these entries.
    CONTENT_SEEDS.map(seedTexts), REPORT_KINDS, MEDIA_KINDS,
    // Get Involved (issue 35): the volunteer and mentor forms, their pages, refusals and acknowledgement mail.
    HELP_OFFER_PAGES, HELP_OFFER_SENT, HELP_OFFER_MESSAGES, OFFER_FIELD, HELP_OFFER_THANKS, TOO_MANY_OFFERS, HELP_OFFER_MAIL, SUBMISSION_RECEIVED_MAIL, FIND_A_CLUB, OPENINGS_PAGE,
    ...extra,
  ]);
}
