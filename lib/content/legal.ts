// Static legal text for /terms-and-condition, /privacy-policy,
// /institute-terms, /internship-terms and the member terms.
import { TERMS_DOCUMENTS_SENTENCES } from './document-guidance';
import { APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '../kernel/age';

export type LegalSection = {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
};

export type LegalDocument = {
  title: string;
  lastUpdated: string;
  intro?: string[];
  sections: LegalSection[];
  /** Where the page's back link goes, for terms opened from a registration form. */
  backHref?: string;
  backLabel?: string;
};

/** The line above a legal text's date ('Last updated: June 1, 2025'), a whole sentence for the translations. */
export const LAST_UPDATED = 'Last updated: {date}';

const CONTACT_PARAGRAPH =
  'NextGen Youth Foundation, 2nd Floor, Bhangagarh Complex, GS Road, Guwahati, Assam 781005. Email: hello@nextgenyouth.org.in. Phone: +91 361 246 0000.';

export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: 'June 1, 2025',
  intro: [
    'These terms govern your use of the website of NextGen Youth Foundation, a not-for-profit company registered under Section 8 of the Companies Act, 2013, with its office in Guwahati, Assam ("NextGen", "we", "us"). By using this website you agree to these terms. If you do not agree, please do not use the website.',
  ],
  sections: [
    {
      heading: 'Permitted Use',
      paragraphs: ['You may use this website for lawful, personal and non-commercial purposes, including to:'],
      bullets: [
        'learn about our work, programmes, events and resources;',
        'register as an intern, member or institution, and view your own profile and acknowledgement card;',
        'contact us, share your story or propose a partnership;',
        'download and share our published resources with credit to NextGen Youth Foundation.',
      ],
    },
    {
      heading: 'Prohibited Use',
      paragraphs: ['You must not:'],
      bullets: [
        'give false information or register on behalf of another person without their consent;',
        'try to access accounts, data or systems that are not yours, or disrupt the website;',
        'upload viruses, harmful code or content that is unlawful, abusive, hateful or obscene;',
        'copy, scrape or resell website content for commercial purposes without our written permission;',
        'use our name or logo to suggest an endorsement we have not given, or to collect money.',
      ],
    },
    {
      heading: 'User Submissions',
      paragraphs: [
        'When you send us a message, a story, a registration or a partnership request, you confirm that the information is true and that you have the right to share it.',
        'By submitting a story or photographs for the Youth Spotlight, you allow us to edit and publish them on our website, social media and reports, with credit to you. We will not publish your contact details. You may ask us to remove your story at any time.',
        'All registrations are subject to review. We may decline or remove any submission that breaks these terms.',
      ],
    },
    {
      heading: 'Donations',
      paragraphs: [
        'Donations can be made on this website by UPI or, where offered, online through a payment gateway, by Indian citizens from Indian bank accounts only. Donations are voluntary and are used for the foundation’s charitable purposes; a receipt is emailed once a donation is confirmed.',
        'Donations are non-refundable unless stated otherwise in writing at the time of giving. If you believe a donation was made in error, please contact us and we will review it in good faith.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'The text, photographs, logos, reports and toolkits on this website belong to NextGen Youth Foundation or are used with permission. You may share our published resources for non-commercial purposes with credit; any other use needs our written permission.',
      ],
    },
    {
      heading: 'Links and Availability',
      paragraphs: [
        'This website may link to other websites that we do not control, and we are not responsible for their content. We work to keep the website accurate and available, but we do not guarantee that it will always be error-free or uninterrupted.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute relating to this website is subject to the exclusive jurisdiction of the courts at Guwahati, Assam.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they were last changed. Continuing to use the website after a change means you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms can be sent to:', CONTACT_PARAGRAPH],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'June 1, 2025',
  intro: [
    'NextGen Youth Foundation respects your privacy. This policy explains what personal data we collect through this website, why we collect it and how we protect it, in line with the laws of India, including the Digital Personal Data Protection Act, 2023.',
  ],
  sections: [
    {
      heading: 'Data We Collect',
      bullets: [
        'Contact and sign-up forms: your name, email address, phone number, interests and message.',
        'Registrations: name, date of birth, gender, address, district, police station, PIN code, mobile and WhatsApp numbers, email, educational details, and documents you upload such as your photograph and Aadhaar card.',
        'Institution registrations: institution details and the name, designation and contact details of the authorised person, with an ID proof.',
        'Technical data: basic information such as browser type and pages visited, used to keep the website working and secure.',
      ],
    },
    {
      heading: 'How We Use Your Data',
      bullets: [
        'to process registrations and run internships, clubs and programmes;',
        'to reply to your messages and keep you informed about events you have asked to hear about;',
        'to issue acknowledgement cards and completion certificates;',
        'to improve our programmes, using summarised data that does not identify you;',
        'to meet our legal and audit obligations.',
      ],
    },
    {
      heading: 'Sharing Your Data',
      paragraphs: [
        'We do not sell or rent your personal data. We share it only when needed: with your institution to verify your internship registration, with service providers who host our website or send our emails under confidentiality obligations, or when required by law.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use a small number of cookies and similar browser storage to keep you signed in and to remember your progress in registration forms. We do not use advertising cookies. You can clear cookies and stored data in your browser at any time, though some features may then stop working.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: ['You may, by writing to us:'],
      bullets: [
        'ask what personal data we hold about you and request a copy;',
        'ask us to correct or update inaccurate data;',
        'ask us to delete your data where we no longer need it, or withdraw consent you have given;',
        'unsubscribe from our emails at any time.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website is meant for young people aged 16 and above, and for parents, educators and organisations. It is not directed at children under 13, and we do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us data, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We protect your data with reasonable technical and organisational measures, including secure connections, hashed passwords and limited staff access. No system is completely secure, so please keep your password private.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: ['We may update this policy from time to time. The date at the top shows when it was last changed.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['For privacy questions or requests, contact:', CONTACT_PARAGRAPH],
    },
  ],
};

export const INSTITUTE_TERMS: LegalDocument = {
  title: 'Terms and Conditions for Institution Registration',
  lastUpdated: 'June 1, 2025',
  backHref: '/institute-registration',
  backLabel: 'Back to Institution Registration',
  intro: [
    'These terms apply to colleges and universities that register with NextGen Youth Foundation so that their students can apply for our internship programme.',
  ],
  sections: [
    {
      heading: 'Eligibility',
      bullets: [
        'The institution must be a recognised and accredited higher education institution in India.',
        'Registration must be completed by an authorised faculty or staff member who will act as the institution’s contact person.',
      ],
    },
    {
      heading: 'Purpose of Registration',
      paragraphs: ['Registration allows the institution to:'],
      bullets: [
        'nominate its students for NextGen internships;',
        'receive official communication about the internship programme;',
        'coordinate the certification of students who complete an internship;',
        'take part in feedback and monitoring of its students’ internships.',
      ],
    },
    {
      heading: 'Responsibilities of the Institution',
      bullets: [
        'Ensure that only eligible students currently enrolled at the institution apply through it.',
        'Issue endorsement or approval letters for selected students in good time, in line with the National Education Policy (NEP) 2020 provisions on internships.',
        'Share feedback on the internship experience once students have completed it.',
      ],
    },
    {
      heading: 'Verification and Approval',
      paragraphs: [
        'Every registration is verified by NextGen Youth Foundation before approval. We may ask for additional documents to confirm the institution’s status or the contact person’s authority. Only approved institutions appear in the internship registration form.',
      ],
    },
    {
      heading: 'Use of Information',
      paragraphs: [
        'Information provided by the institution is used only to verify the registration, coordinate internships and communicate about the programme. It is handled in line with our Privacy Policy and is not shared for any unrelated purpose.',
      ],
    },
    {
      heading: 'Code of Conduct',
      paragraphs: [
        'Institutions and their representatives are expected to act honestly and professionally. Misconduct, misrepresentation or the submission of false documents may lead to the institution’s removal from the programme.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'NextGen Youth Foundation may amend these terms at any time. Registered institutions will be informed of significant changes by email.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['For questions about institution registration, write to hello@nextgenyouth.org.in.'],
    },
  ],
};

export const INTERNSHIP_TERMS: LegalDocument = {
  title: 'Terms and Conditions for the Internship Programme',
  lastUpdated: 'June 1, 2025',
  backHref: '/intern',
  backLabel: 'Back to Internship Registration',
  intro: [
    'Please read these terms carefully before registering for an internship with NextGen Youth Foundation. By submitting your registration you agree to them.',
  ],
  sections: [
    {
      heading: 'Eligibility',
      bullets: [
        'You must be a student currently enrolled in a recognised college, university or institution.',
        'You must be at least 16 years of age on the date of registration.',
        'The programme is open to students from across India; preference may be given to students from the Northeast.',
      ],
    },
    {
      heading: 'Application and Selection',
      bullets: [
        'Registration does not guarantee selection.',
        'Selection is based on merit, the information in your application and the needs of the programme.',
        'NextGen may reject any application without giving a reason.',
      ],
    },
    {
      heading: 'Duration',
      bullets: [
        'The standard internship lasts 8 to 12 weeks and may be extended by mutual agreement.',
        'The minimum number of hours per week will be agreed at onboarding.',
        'Repeated absence without notice may lead to the internship being ended early.',
      ],
    },
    {
      heading: 'Nature of the Internship',
      bullets: [
        'The internship is voluntary and unpaid unless stated otherwise in writing.',
        'A completion certificate is issued to interns who meet the minimum participation and performance criteria.',
        'The internship does not create an employment relationship with NextGen Youth Foundation.',
      ],
    },
    {
      heading: 'Conduct and Confidentiality',
      bullets: [
        'Interns must treat colleagues, partners and community members with respect and follow the foundation’s code of conduct and safeguarding rules.',
        'Information about participants, partners and internal work must be kept confidential during and after the internship.',
        'Harassment, discrimination or misuse of the foundation’s name may lead to immediate termination.',
      ],
    },
    {
      heading: 'Documents',
      bullets: [
        ...TERMS_DOCUMENTS_SENTENCES,
        'Falsified or tampered documents will lead to disqualification.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'Reports, designs, content and other work created during the internship belong to NextGen Youth Foundation. Interns may describe their work in portfolios and CVs with credit to the foundation, without disclosing confidential information.',
      ],
    },
    {
      heading: 'Institutional Approval Letter',
      paragraphs: [
        'Selected interns must submit an approval letter from their college or university within 7 days of selection. If the letter is not received in time, the offer may be withdrawn.',
      ],
    },
    {
      heading: 'Communication',
      paragraphs: [
        'All official communication will be by email, and important updates may also be sent on WhatsApp. Interns are expected to respond within 48 hours.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'NextGen Youth Foundation may amend these terms at any time. Registered applicants will be informed of significant changes by email.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['For questions about the internship programme, write to hello@nextgenyouth.org.in or call +91 361 246 0000.'],
    },
  ],
};

export const MEMBER_TERMS: LegalDocument = {
  title: 'Terms and Conditions for Youth Club Membership',
  lastUpdated: 'June 1, 2025',
  backHref: '/member',
  backLabel: 'Back to Member Registration',
  intro: [
    'These terms apply to young people who register as members of a NextGen Gen Z club. By submitting your registration you agree to them.',
  ],
  sections: [
    {
      heading: 'Eligibility',
      bullets: [
        `Membership is open to young people aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}.`,
        'Members under 18 should register with the knowledge of a parent or guardian.',
      ],
    },
    {
      heading: 'Referral',
      paragraphs: [
        'Membership registration requires a valid referral code, which is the reference ID of a registered NextGen intern. Registrations with an invalid or misused referral code will not be accepted.',
      ],
    },
    {
      heading: 'Membership and Review',
      paragraphs: [
        'All registrations are subject to review. Registration does not by itself confirm membership, and NextGen may decline or cancel a registration that does not meet these terms.',
      ],
    },
    {
      heading: 'Code of Conduct',
      bullets: [
        'Treat fellow members, volunteers and community members with respect, whatever their background, language, religion or gender.',
        'Take part in club activities honestly and safely, and follow the guidance of club leads and mentors.',
        'Do not use the club or the foundation’s name for political campaigning, fundraising or commercial activity without written permission.',
        'Harassment, discrimination or misconduct may lead to suspension or cancellation of membership.',
      ],
    },
    {
      heading: 'Documents',
      bullets: [
        'Applications are accepted online only.',
        ...TERMS_DOCUMENTS_SENTENCES,
        'Falsified or tampered documents will lead to cancellation of membership.',
      ],
    },
    {
      heading: 'Use of Your Data',
      paragraphs: [
        'Your information is used only to manage your membership, run club activities and communicate with you about NextGen programmes. It is handled in line with our Privacy Policy and is not sold or shared for unrelated purposes.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'NextGen Youth Foundation may amend these terms at any time. Members will be informed of significant changes by email.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['For questions about membership, write to hello@nextgenyouth.org.in or call +91 361 246 0000.'],
    },
  ],
};
