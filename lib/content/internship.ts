// Guidance shown on /intern and /member, the internship PDFs, and the
// instructions printed on the intern acknowledgement card. What to upload comes from document-guidance.ts.
import { APPLICANT_DOCUMENTS, DOCUMENTS_SUMMARY } from './document-guidance';

/** The registration pages' introductions, filled in with the age limits (lib/kernel/age.ts). */
export const INTERN_PAGE_INTRO = 'For students and youth aged {min} to {max}. Choose your approved college, fill in four short steps (five if you are {min} or {minor}: a parent or guardian step is added) and keep your acknowledgement card.';
export const MEMBER_PAGE_INTRO = 'For members of a NextGen youth club. Enter the reference ID of the intern who invited you; the registration form opens once it is validated.';
/** The line under the guidance that links to the terms: one sentence, so a translation can order it freely. */
export const READ_TERMS_FIRST = { intern: 'Please read the <link>internship terms</link> before you apply.', member: 'Please read the <link>membership terms</link> before you apply.' } as const;

export const INTERNSHIP_GUIDELINES_TITLE = 'Guidelines for Applicants';

export const INTERNSHIP_GUIDELINES: string[] = [
  'Applicants must be at least 16 years of age.',
  'Approval from your institution is mandatory: your college or university must be registered and approved with NextGen before you can select it.',
  'Registration does not guarantee selection.',
  'Shortlisted candidates will be informed by email or WhatsApp.',
  'Your data will be used only for internship purposes.',
];

export type PdfLink = {
  label: string;
  href: string;
};

export const INTERNSHIP_PDFS = [
  { label: 'Internship Notification 2025', href: '/docs/internship-notification-2025.pdf' },
  { label: 'Internship Program 2025', href: '/docs/internship-program-2025.pdf' },
] as const satisfies readonly PdfLink[];

export const MEMBER_HOW_TO_APPLY_TITLE = 'How to Apply';

export const MEMBER_HOW_TO_APPLY: string[] = [
  'Applications are accepted online only.',
  'Apply early: registrations are reviewed in the order they are received.',
  DOCUMENTS_SUMMARY,
];

export type InstructionBlock = {
  heading: string;
  bullets: string[];
};

export const INTERN_CARD_INSTRUCTIONS_TITLE = 'Instructions';

export const INTERN_CARD_INSTRUCTIONS: InstructionBlock[] = [
  {
    heading: 'Eligibility',
    bullets: [
      'Open to students of a recognised college or university, and to interested youth.',
      'Applicants must be at least 16 years of age.',
      'Applicants must be willing to commit the time the internship requires.',
    ],
  },
  {
    heading: 'Mandatory Institution Approval',
    bullets: [
      'Your institution must register through the Institution Registration link on our website.',
      'Once the institution is approved, it appears in the internship registration form for you to select.',
    ],
  },
  {
    heading: 'Registration Process',
    bullets: [
      'Fill in all mandatory fields in the registration form.',
      ...APPLICANT_DOCUMENTS.map((line) => `Upload your ${line.charAt(0).toLowerCase()}${line.slice(1)}`),
      'Give a correct email address and mobile number: all updates will be sent there.',
    ],
  },
  {
    heading: 'Selection',
    bullets: [
      'Registration does not guarantee selection.',
      'Shortlisted candidates will be notified by email or WhatsApp.',
    ],
  },
  {
    heading: 'Commitment',
    bullets: [
      'Selected interns must attend the orientation and training sessions.',
      'Non-participation may lead to cancellation of the internship.',
    ],
  },
  {
    heading: 'Privacy',
    bullets: [
      'Your personal information is kept confidential and used only for internship purposes.',
      'It is never sold or shared with third parties except your institution, for verification.',
    ],
  },
];
