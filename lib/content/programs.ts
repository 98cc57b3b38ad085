// /programs: flagship programmes, each linking to its block on /our-work.
import { APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '../kernel/age';

export type ProgramLink =
  | '/our-work#youth-clubs'
  | '/our-work#skill-building'
  | '/our-work#workshops'
  | '/our-work#campaigns';

export type Program = {
  id: string;
  title: string;
  audience: string;
  duration: string;
  description: string;
  href: ProgramLink;
};

export const PROGRAMS_PAGE = {
  title: 'Our Programs',
  subtitle:
    'Flagship programmes that take young people from first meeting to first project, first job or first venture.',
  learnMoreLabel: 'Learn More',
} as const;

export const PROGRAMS: readonly Program[] = [
  {
    id: 'gen-z-clubs',
    title: 'Gen Z Clubs',
    audience: `Students and young people aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}`,
    duration: 'Year-round, weekly meetings',
    description:
      'Join or start a club on your campus or in your neighbourhood. Clubs pick their own projects, from Bihu celebrations to ward clean-ups, with a NextGen mentor alongside.',
    href: '/our-work#youth-clubs',
  },
  {
    id: 'nextgen-internship',
    title: 'NextGen Internship Programme',
    audience: 'Enrolled college and university students, 16 and above',
    duration: '8 to 12 weeks',
    description:
      'Hands-on internships in research, outreach, design, media and programme support, with a completion certificate for interns who meet the criteria.',
    href: '/our-work#skill-building',
  },
  {
    id: 'digital-skills-lab',
    title: 'Digital Skills Lab',
    audience: 'Students and job-seekers in small towns',
    duration: '6-week evening course',
    description:
      'Practical training in spreadsheets, design tools, coding basics, digital safety and AI literacy, taught in Assamese, Bangla, Hindi and English.',
    href: '/our-work#skill-building',
  },
  {
    id: 'startup-bootcamp',
    title: 'Young Founders Bootcamp',
    audience: 'Aspiring entrepreneurs aged 18 to 28',
    duration: '2-day bootcamp with 3 months of mentoring',
    description:
      'Turn an idea into a tested business plan, with sessions on costing, pricing and pitching, and mentors from across the Northeast.',
    href: '/our-work#workshops',
  },
  {
    id: 'mind-matters',
    title: 'Mind Matters',
    audience: 'College students, club leads and teachers',
    duration: 'Workshops and a 4-week peer-listener course',
    description:
      'Mental health awareness and peer-listener training, designed with psychiatrists and counsellors, to make campuses kinder places to ask for help.',
    href: '/our-work#workshops',
  },
  {
    id: 'brahmaputra-green-corps',
    title: 'Brahmaputra Green Corps',
    audience: 'Young volunteers of all backgrounds',
    duration: 'Seasonal campaigns through the year',
    description:
      'Youth-led riverbank clean-ups, flood-preparedness drives and plastic-free festivals along the Brahmaputra and its tributaries.',
    href: '/our-work#campaigns',
  },
];

/** The page's own labels and the internship documents' section. */
export const PROGRAMS_PAGE_TEXT = {
  who: 'Who:',
  duration: 'Duration:',
  documentsTitle: 'Internship Programme 2025',
  documentsIntro: 'Read the official notification and programme details before you apply.',
  registerIntern: 'Register as Intern',
  internshipTerms: 'Internship Terms',
} as const;
