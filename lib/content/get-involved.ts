// /get-involved (also served at /workspace) copy. Each card's button leads to the page where that step is
// taken: Find a Club (/clubs), the volunteer and mentor forms, the partnership request on /partner, the openings.
import { APPLICANT_DOCUMENTS, INSTITUTION_PROOF_NEED } from './document-guidance';
import { APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '../kernel/age';

export const GET_INVOLVED_PAGE = {
  title: 'GET INVOLVED',
  subtitle:
    'Whether you have an hour a week or a whole summer, there is a place for you in the NextGen community.',
  imageAlt: 'Young volunteers working together at a community drive in Assam',
  waysTitle: 'Ways to Get Involved',
} as const;

export type GetInvolvedId = 'gen-z-club' | 'volunteer' | 'mentor' | 'partner' | 'careers';

export type GetInvolvedCard = {
  /** Anchor id on the page, e.g. /get-involved#volunteer. */
  id: GetInvolvedId;
  title: string;
  description: string;
  button: string;
  href: string;
};

export const GET_INVOLVED_CARDS = [
  {
    id: 'gen-z-club',
    title: 'Join a Gen Z Club',
    description:
      'Meet young people near you who want to make things happen. Clubs meet weekly on campuses and in neighbourhoods, and choose their own projects.',
    button: 'Find a Club',
    href: '/clubs',
  },
  {
    id: 'volunteer',
    title: 'Volunteer With Us',
    description:
      'Help at riverbank clean-ups, health camps, Bihu festivals and flood-relief drives. Give a few hours or a few weekends; every pair of hands counts.',
    button: 'Start Volunteering',
    href: '/volunteer',
  },
  {
    id: 'mentor',
    title: 'Become a Mentor',
    description:
      'Share what you know with a small group of young people, whether it is running a business, building a career or leading a team. An hour a month can change a path.',
    button: 'Apply as Mentor',
    href: '/mentor',
  },
  {
    id: 'partner',
    title: 'Partner With Us',
    description:
      'Companies, colleges, NGOs and cultural groups can co-host programmes, offer internships or sponsor a club, and reach young people across Assam.',
    button: 'Explore Partnerships',
    href: '/partner#partnership-request',
  },
  {
    id: 'careers',
    title: 'Careers & Internships',
    description:
      'Work with our Guwahati team or intern for 8 to 12 weeks in research, outreach, design or media, and earn a certificate for real experience.',
    button: 'View Openings',
    href: '/openings',
  },
] as const satisfies readonly GetInvolvedCard[];

export type WorkspaceBlurb = {
  title: string;
  /** The age band above the title, a whole phrase (translated as one). */
  eyebrow: string;
  minAge: number;
  maxAge: number;
  description: string;
  highlights: string[];
};

export const GEN_Z_WORKSPACE: WorkspaceBlurb = {
  title: 'Gen Z Workspace',
  eyebrow: 'Ages 25 to 28',
  minAge: 25,
  maxAge: 28,
  description:
    'For young professionals aged 25 to 28 who have started working but still want to build something for the Northeast. The Workspace brings early-career professionals, freelancers and first-time founders together to mentor younger members and lead projects of their own.',
  highlights: [
    'Monthly evening meet-ups in Guwahati, with online sessions for members elsewhere',
    'Lead a project team of younger club members',
    'Peer circles on careers, money and wellbeing',
  ],
};

export type ClosingCta = {
  title: string;
  description: string;
  button: string;
  href: string;
};

export const GET_INVOLVED_CLOSING = {
  title: 'Ready to Make a Difference?',
  description:
    'Join thousands of young people across Assam and the Northeast who are already leading change in their campuses and communities.',
  button: 'Get Started Today',
  href: '/join',
} as const satisfies ClosingCta;

// /join: the ways to join, and the community sign-up below them.
export type JoinPath = { title: string; description: string; button: string; href: string };

export const JOIN_PAGE = {
  title: 'Join the NextGen Community',
  subtitle:
    'Sign up for updates, join a Gen Z club, intern with us or register your college. Pick the path that fits you; every one of them starts here.',
} as const;

export const JOIN_PATHS: readonly JoinPath[] = [
  {
    title: 'Become a Member',
    description: `Young people aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE} can join a Gen Z club as a member with the referral code of a NextGen intern.`,
    button: 'Register as Member',
    href: '/member',
  },
  {
    title: 'Intern With Us',
    description: 'College and university students can apply for an 8 to 12 week internship in research, outreach, design or media.',
    button: 'Register as Intern',
    href: '/intern',
  },
  {
    title: 'Register Your Institution',
    description: 'Colleges register once and, after approval, their students can choose them in the internship form.',
    button: 'Register Institution',
    href: '/institute-registration',
  },
  {
    title: 'Volunteer, Mentor or Partner',
    description: 'Give a few hours at a drive, mentor a small group, or bring your organisation on board.',
    button: 'See All Ways to Help',
    href: '/get-involved',
  },
];

// /register: the chooser between the three registrations.
export const REGISTER_PAGE = {
  title: 'Register With NextGen',
  subtitle: 'Choose the registration that fits you. Each takes about ten minutes; keep the documents listed under it ready as files on your phone or computer.',
  needsTitle: 'You will need',
  readTerms: 'Read the terms<hidden> for {registration}</hidden>',
  alreadyRegistered: 'Already registered? <login>Log in</login> to see your profile and acknowledgement card.',
} as const;

export type RegistrationChoice = { title: string; who: string; description: string; needs: string[]; button: string; href: string; termsHref: string };

export const REGISTRATION_CHOICES: readonly RegistrationChoice[] = [
  {
    title: 'Internship Registration',
    who: 'For enrolled college and university students, 16 and above',
    description: 'Apply for the NextGen Internship Programme. Your college must already be registered and approved.',
    needs: [...APPLICANT_DOCUMENTS, 'Your college, course and semester'],
    button: 'Register as Intern',
    href: '/intern',
    termsHref: '/internship-terms',
  },
  {
    title: 'Institution Registration',
    who: 'For recognised colleges and universities in India',
    description: 'Register your institution so that your students can apply for internships. Staff review every registration.',
    needs: ['Details of an authorised faculty or staff contact', 'Institution address and PIN code', INSTITUTION_PROOF_NEED],
    button: 'Register Institution',
    href: '/institute-registration',
    termsHref: '/institute-terms',
  },
  {
    title: 'Member Registration',
    who: `For young people aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}`,
    description: 'Join a Gen Z club as a member. You need the referral code of a registered NextGen intern.',
    needs: ['A referral code from a NextGen intern', ...APPLICANT_DOCUMENTS],
    button: 'Register as Member',
    href: '/member',
    termsHref: '/member-terms',
  },
];
