// /events copy: event records, the featured convention and youth-led campaigns.

export const EVENT_CATEGORIES = [
  'Convention',
  'Festival',
  'Workshop',
  'Bootcamp',
  'Health Camp',
  'Community Drive',
  'Dialogue',
  'Hackathon',
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export type EventRecord = {
  /** Stable slug, usable as a React key or anchor. */
  id: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  location: string;
  category: EventCategory;
  description: string;
  featured?: boolean;
  registerHref?: string;
};

export const EVENTS_HERO = {
  title: 'Events & Campaigns',
  subtitle:
    'Conventions, festivals, bootcamps and riverbank drives: where the NextGen community meets, learns and gets to work.',
} as const;

/** The page's own headings and button. */
export const EVENTS_PAGE = {
  featured: 'Featured Event',
  register: 'Register Now',
  calendar: 'Event Calendar',
  campaignsEyebrow: 'Youth-Led Campaigns',
  campaignsTitle: 'Campaigns Run by Young People',
} as const;

export const EVENTS: readonly EventRecord[] = [
  {
    id: 'gen-z-capital-convention-2026',
    title: 'Gen Z Capital Convention 2026',
    date: '2026-02-07',
    location: 'Guwahati, Assam',
    category: 'Convention',
    description:
      'Our flagship gathering of student leaders, young founders, creators and policymakers from across the Northeast. A day of keynotes, pitch sessions and conversations on building careers and enterprises without leaving home.',
    featured: true,
    registerHref: '/register',
  },
  {
    id: 'rongali-bihu-youth-utsav-2025',
    title: 'Rongali Bihu Youth Utsav',
    date: '2025-04-19',
    location: 'Jorhat',
    category: 'Festival',
    description:
      'Husori troupes, dhol and pepa workshops and a plastic-free food court run by our Jorhat clubs, welcoming the Assamese new year together.',
  },
  {
    id: 'brahmaputra-riverbank-clean-up-2025',
    title: 'Brahmaputra Riverbank Clean-Up',
    date: '2025-06-05',
    location: 'Uzan Bazar Ghat, Guwahati',
    category: 'Community Drive',
    description:
      'On World Environment Day, over 600 volunteers cleared plastic and waste from the riverfront and logged what they found for our river health report.',
  },
  {
    id: 'tea-garden-youth-health-camp-2025',
    title: 'Tea Garden Youth Health Camp',
    date: '2025-08-23',
    location: 'Dibrugarh',
    category: 'Health Camp',
    description:
      'Screenings for anaemia and eyesight, menstrual health sessions and career counselling for young people from tea garden communities, with local doctors and volunteers.',
  },
  {
    id: 'barak-valley-startup-bootcamp-2025',
    title: 'Barak Valley Startup Bootcamp',
    date: '2025-09-13',
    location: 'Silchar',
    category: 'Bootcamp',
    description:
      'A two-day bootcamp where 80 young founders turned ideas into pitches, with mentoring from entrepreneurs of the Barak Valley and Guwahati.',
  },
  {
    id: 'mind-matters-dialogue-tezpur-2025',
    title: 'Mind Matters: Youth Mental Health Dialogue',
    date: '2025-10-10',
    location: 'Tezpur',
    category: 'Dialogue',
    description:
      'On World Mental Health Day, students, counsellors and parents talked openly about exam stress, loneliness and asking for help.',
  },
  {
    id: 'majuli-heritage-climate-camp-2025',
    title: 'Majuli Heritage & Climate Camp',
    date: '2025-11-22',
    location: 'Majuli',
    category: 'Workshop',
    description:
      'Three days on the river island learning mask-making at the satras, mapping erosion with local youth and planning climate projects for home.',
  },
  {
    id: 'nextgen-build-for-assam-hackathon-2025',
    title: 'Build for Assam Hackathon',
    date: '2025-12-13',
    location: 'Guwahati',
    category: 'Hackathon',
    description:
      'Teams of students build digital tools for real local problems, from flood alerts in Assamese to booking apps for village homestays.',
  },
];

/**
 * The words for an event's state, in one place. Plain data here, not in the client component that shows them: a
 * server component importing a value from a 'use client' module gets a reference, not the value.
 */
export const EVENT_STATE = { past: 'Past event', upcoming: 'Upcoming', tookPlace: 'This event has taken place.' } as const;

export type YouthCampaign = {
  id: string;
  title: string;
  hashtag: string;
  description: string;
};

export const YOUTH_CAMPAIGNS: readonly YouthCampaign[] = [
  {
    id: 'clean-brahmaputra',
    title: 'Clean Brahmaputra',
    hashtag: '#CleanBrahmaputra',
    description:
      'Monthly riverbank clean-ups in Guwahati, Tezpur and Dibrugarh, led by college clubs who record the waste they collect and press local bodies to act on it.',
  },
  {
    id: 'vote-ready-gen-z',
    title: 'Vote Ready Gen Z',
    hashtag: '#VoteReadyGenZ',
    description:
      'A non-partisan drive helping first-time voters register, find their polling booth and understand how local government works.',
  },
  {
    id: 'mind-matters',
    title: 'Mind Matters',
    hashtag: '#MindMatters',
    description:
      'Peer listeners in colleges across Assam start honest conversations about stress and mental health, and point friends to trusted help.',
  },
  {
    id: 'flood-ready-youth',
    title: 'Flood Ready Youth',
    hashtag: '#FloodReadyYouth',
    description:
      'Young volunteers in Lakhimpur, Dhemaji and Morigaon train in first response and help families prepare emergency kits before the monsoon.',
  },
];
