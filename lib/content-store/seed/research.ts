// /research as the site had it in code (issue 35): reports, toolkits and multimedia, moved into the database once.
// Their download and media links were placeholders ('#'): the items have none, and the page says "coming soon".
import { mediaLink } from '../types/media-link';
import { researchReport } from '../types/research-report';
import { toolkit } from '../types/toolkit';
import { lines, type ContentSeed } from './seed-items';

const REPORTS = [
  {
    id: 'state-of-youth-assam-2025',
    title: 'State of Youth in Assam 2025',
    description:
      'Our first survey of young people’s hopes, worries and aspirations, covering education, jobs, migration, mental health and civic life.',
    date: '2025-03-15',
    type: 'Survey Findings',
    stats: ['2,400 respondents aged 16 to 28', '18 districts covered', '7 in 10 want to build a career in the Northeast'],
  },
  {
    id: 'floods-and-futures',
    title: 'Floods and Futures',
    description:
      'How the annual floods disrupt schooling, exams and first jobs for young people in riverine districts, and what youth volunteers can do before, during and after.',
    date: '2025-07-20',
    type: 'Research Report',
    stats: ['6 flood-affected districts', '120 in-depth interviews', '12 recommendations for colleges and local bodies'],
  },
  {
    id: 'campus-mental-health-brief',
    title: 'Breaking the Silence: Mental Health on Campus',
    description:
      'A short brief for college leaders on peer support, counselling access and reducing stigma, drawn from our Mind Matters listening circles.',
    date: '2025-10-10',
    type: 'Policy Brief',
    stats: ['35 colleges consulted', '5 low-cost actions any campus can take'],
  },
  {
    id: 'nextgen-annual-report-2024-25',
    title: 'Annual Report 2024–25',
    description:
      'A transparent look at our programmes, reach, finances and lessons learnt over the year.',
    date: '2025-09-30',
    type: 'Annual Report',
    stats: ['50,000+ youth reached', '25 cities', '100+ events'],
  },
];

const TOOLKITS = [
  {
    id: 'start-a-gen-z-club',
    title: 'Start a Gen Z Club',
    description:
      'Everything a student needs to set up and run a club on campus or in a neighbourhood, from the first meeting to the first project.',
    modules: 6,
    resources: ['Club charter template', 'Meeting planner', 'Project budget sheet', 'Social media starter kit'],
  },
  {
    id: 'flood-ready-communities',
    title: 'Flood Ready Communities',
    description:
      'A guide for youth volunteers in flood-prone areas on preparedness, safe first response and supporting relief camps, in Assamese and English.',
    modules: 5,
    resources: ['Household emergency kit checklist', 'Village risk-mapping exercise', 'Relief camp volunteer guide'],
  },
  {
    id: 'peer-listener-handbook',
    title: 'Peer Listener Handbook',
    description:
      'How to listen without judging, recognise when a friend needs professional help, and look after yourself while supporting others.',
    modules: 4,
    resources: ['Listening skills worksheet', 'Helpline directory for Assam', 'Self-care plan template'],
  },
  {
    id: 'idea-to-enterprise',
    title: 'From Idea to Enterprise',
    description:
      'A practical path for young founders: testing an idea, costing and pricing, registering a small business and pitching to mentors.',
    modules: 8,
    resources: ['Business model canvas', 'Costing calculator', 'Pitch deck template', 'Guide to government schemes for startups'],
  },
];

const MULTIMEDIA = [
  {
    id: 'brahmaputra-voices',
    title: 'Brahmaputra Voices',
    type: 'Podcast',
    description:
      'Conversations with young founders, artists and activists from the Northeast about what it takes to build something here.',
    episodes: 12,
    thumbnail: '/images/multimedia/brahmaputra-voices.webp',
  },
  {
    id: 'club-diaries',
    title: 'Club Diaries',
    type: 'Video',
    description:
      'Short films following Gen Z clubs in Jorhat, Silchar and Tezpur through a semester of projects, setbacks and small victories.',
    episodes: 6,
    thumbnail: '/images/multimedia/club-diaries.webp',
  },
  {
    id: 'island-of-masks',
    title: 'Island of Masks',
    type: 'Photo Essay',
    description:
      'Young mask-makers of Majuli keep a satra tradition alive while the river reshapes their island.',
    features: ['28 photographs', 'Interviews with three young artisans', 'Text in Assamese and English'],
    thumbnail: '/images/multimedia/island-of-masks.webp',
  },
  {
    id: 'after-the-water',
    title: 'After the Water',
    type: 'Photo Essay',
    description:
      'Youth volunteers in Morigaon and Barpeta during and after the monsoon floods, rebuilding classrooms and routines.',
    features: ['24 photographs', 'Volunteer testimonies', 'Map of relief camps supported'],
    thumbnail: '/images/multimedia/after-the-water.webp',
  },
];

export const researchReportSeed: ContentSeed = {
  type: researchReport,
  entries: () => REPORTS.map((r) => ({ key: r.id, write: (t) => ({
    title: t(r.title), description: t(r.description), date: r.date, kind: r.type, stats: lines(r.stats.map((s) => t(s))), pdf: '',
  }) })),
};

export const toolkitSeed: ContentSeed = {
  type: toolkit,
  entries: () => TOOLKITS.map((k) => ({ key: k.id, write: (t) => ({
    title: t(k.title), description: t(k.description), modules: k.modules, resources: lines(k.resources.map((x) => t(x))),
  }) })),
};

export const mediaLinkSeed: ContentSeed = {
  type: mediaLink,
  entries: () => MULTIMEDIA.map((m) => ({ key: m.id, write: (t) => ({
    title: t(m.title), kind: m.type, description: t(m.description), episodes: 'episodes' in m ? m.episodes : null,
    features: 'features' in m && m.features ? lines(m.features.map((f) => t(f))) : '', thumbnail: m.thumbnail, url: '',
  }) })),
};
