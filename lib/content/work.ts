// /our-work copy in code: the nine focus pillars and the four programme blocks (the hero and the pillars'
// heading are staff's page text, issue 35).

export type PillarId =
  | 'leadership'
  | 'entrepreneurship'
  | 'civic-engagement'
  | 'mental-health'
  | 'culture-heritage'
  | 'sustainability'
  | 'digital-skills'
  | 'sports-wellbeing'
  | 'north-east-rising';

export type Pillar = {
  id: PillarId;
  title: string;
  description: string;
};

export const NINE_PILLARS = [
  {
    id: 'leadership',
    title: 'Leadership & Governance',
    description:
      'Club elections, public speaking circles and youth parliaments where young people learn to run meetings, listen well and take responsibility for decisions.',
  },
  {
    id: 'entrepreneurship',
    title: 'Entrepreneurship & Startups',
    description:
      'From Jorhat tea start-ups to Majuli mask makers going online, we help young founders test ideas, price products and pitch to real mentors.',
  },
  {
    id: 'civic-engagement',
    title: 'Civic Engagement',
    description:
      'First-time voter drives, ward-level clean-ups and RTI awareness sessions that show Gen Z how local democracy works and how to take part.',
  },
  {
    id: 'mental-health',
    title: 'Mental Health & Wellbeing',
    description:
      'Peer-listener training, stress and exam-season sessions and safe spaces to talk, run with trained counsellors and without judgement.',
  },
  {
    id: 'culture-heritage',
    title: 'Art, Culture & Heritage',
    description:
      'Bihu workshops, Sattriya and folk music circles, and documentation projects that keep our languages, crafts and stories alive with young hands.',
  },
  {
    id: 'sustainability',
    title: 'Sustainability & Climate Action',
    description:
      'Riverbank clean-ups on the Brahmaputra, flood-preparedness training and plastic-free festivals led by young climate champions.',
  },
  {
    id: 'digital-skills',
    title: 'Digital Skills & Innovation',
    description:
      'Coding basics, digital safety, content creation and AI literacy so that a student in a small town has the same tools as one in a metro.',
  },
  {
    id: 'sports-wellbeing',
    title: 'Sports & Fitness',
    description:
      'Football leagues, yoga mornings and inter-club sports days that build teamwork and discipline, and keep young people active and connected.',
  },
  {
    id: 'north-east-rising',
    title: 'North East Rising',
    description:
      'Exchanges and shared projects with youth from all eight northeastern states, building friendships, busting stereotypes and telling our own stories.',
  },
] as const satisfies readonly Pillar[];

export type ProgrammeBlockId = 'youth-clubs' | 'skill-building' | 'workshops' | 'campaigns';

export type ProgrammeBlock = {
  /** Anchor id on /our-work, e.g. /our-work#youth-clubs. */
  id: ProgrammeBlockId;
  eyebrow: string;
  title: string;
  description: string;
  highlights: string[];
};

export const PROGRAMME_BLOCKS: readonly ProgrammeBlock[] = [
  {
    id: 'youth-clubs',
    eyebrow: 'Belong',
    title: 'Gen Z Youth Clubs',
    description:
      'Student- and community-run clubs that meet every week on campuses and in neighbourhoods. Each club picks its own projects and is supported by a NextGen mentor.',
    highlights: [
      'Clubs in colleges, schools and communities from Dhubri to Tinsukia',
      'Elected club leads trained in facilitation and planning',
      'A small seed grant for the first community project',
      'Inter-club meets each year in Guwahati',
    ],
  },
  {
    id: 'skill-building',
    eyebrow: 'Grow',
    title: 'Skill Building & Internships',
    description:
      'Structured learning that leads to real work: internships of 8 to 12 weeks with our teams and partners, plus short courses in digital, communication and career skills.',
    highlights: [
      'Internships in research, outreach, design, media and programme support',
      'Digital skills labs: spreadsheets, design tools, coding basics, AI literacy',
      'CV clinics and mock interviews with professionals',
      'Completion certificates for interns who meet the programme criteria',
    ],
  },
  {
    id: 'workshops',
    eyebrow: 'Learn',
    title: 'Workshops & Bootcamps',
    description:
      'One-day workshops and weekend bootcamps brought to campuses and towns across Assam, on the themes young people ask us for most.',
    highlights: [
      'Leadership and public speaking',
      'Startup bootcamps with local founders as mentors',
      'Mental health first aid and peer listening',
      'Flood preparedness and first response in riverine districts',
    ],
  },
  {
    id: 'campaigns',
    eyebrow: 'Act',
    title: 'Youth-Led Campaigns',
    description:
      'Campaigns designed and run by young people, with NextGen providing training, materials and a bigger platform.',
    highlights: [
      'Clean Brahmaputra riverbank drives',
      'First-time voter registration and awareness',
      'Mind Matters: breaking the silence on mental health',
      'Plastic-free Bihu celebrations',
    ],
  },
];
