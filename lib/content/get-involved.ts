// /get-involved (also served at /workspace) copy. Card buttons use placeholder
// links ('#') until each sign-up flow exists.

export const GET_INVOLVED_PAGE = {
  title: 'GET INVOLVED',
  subtitle:
    'Whether you have an hour a week or a whole summer, there is a place for you in the NextGen community.',
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
    href: '#',
  },
  {
    id: 'volunteer',
    title: 'Volunteer With Us',
    description:
      'Help at riverbank clean-ups, health camps, Bihu festivals and flood-relief drives. Give a few hours or a few weekends; every pair of hands counts.',
    button: 'Start Volunteering',
    href: '#',
  },
  {
    id: 'mentor',
    title: 'Become a Mentor',
    description:
      'Share what you know with a small group of young people, whether it is running a business, building a career or leading a team. An hour a month can change a path.',
    button: 'Apply as Mentor',
    href: '#',
  },
  {
    id: 'partner',
    title: 'Partner With Us',
    description:
      'Companies, colleges, NGOs and cultural groups can co-host programmes, offer internships or sponsor a club, and reach young people across Assam.',
    button: 'Explore Partnerships',
    href: '#',
  },
  {
    id: 'careers',
    title: 'Careers & Internships',
    description:
      'Work with our Guwahati team or intern for 8 to 12 weeks in research, outreach, design or media, and earn a certificate for real experience.',
    button: 'View Openings',
    href: '#',
  },
] as const satisfies readonly GetInvolvedCard[];

export type WorkspaceBlurb = {
  title: string;
  ageRange: string;
  minAge: number;
  maxAge: number;
  description: string;
  highlights: string[];
};

export const GEN_Z_WORKSPACE: WorkspaceBlurb = {
  title: 'Gen Z Workspace',
  ageRange: '25 to 28',
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
