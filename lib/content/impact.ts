// /impact copy: headline statistics and the rotating youth spotlight stories.

export const IMPACT_HERO = {
  title: 'Our Impact',
  subtitle:
    'Numbers tell part of the story. The rest is told by the young people who lead clubs, clean rivers and look out for each other.',
} as const;

export const IMPACT_PAGE = { numbers: 'Impact in Numbers', statistics: 'Impact statistics' } as const;

export const SPOTLIGHT_THEMES = ['All', 'Civic', 'Health', 'Environment'] as const;

export type SpotlightFilter = (typeof SPOTLIGHT_THEMES)[number];
export type SpotlightTheme = Exclude<SpotlightFilter, 'All'>;

export type SpotlightStory = {
  id: string;
  name: string;
  /** Age and town, shown under the name. */
  place: string;
  story: string;
  theme: SpotlightTheme;
  image: string;
};

/** The carousel's own words ({n}, {total}, {name} filled in by the carousel). */
export const SPOTLIGHT_WORDS = {
  filter: 'Filter stories by theme',
  slide: 'Story {n} of {total}',
  portrait: 'Portrait of {name}',
  previous: 'Previous story',
  next: 'Next story',
  pause: 'Pause rotation',
  resume: 'Resume rotation',
} as const;

export const SPOTLIGHT_SECTION = {
  title: 'Youth Spotlight',
  subtitle: 'Young changemakers from across Assam, in their own words.',
} as const;

export const SPOTLIGHT_STORIES: readonly SpotlightStory[] = [
  {
    id: 'priyanka-gogoi',
    name: 'Priyanka Gogoi',
    place: '21, Dibrugarh',
    story:
      'I started our college’s Vote Ready desk with three friends. By election day we had helped over 400 first-time voters register, many of them from nearby tea gardens.',
    theme: 'Civic',
    image: '/images/spotlight/priyanka-gogoi.webp',
  },
  {
    id: 'rahul-pegu',
    name: 'Rahul Pegu',
    place: '23, Majuli',
    story:
      'Every monsoon the river takes a little more of our island. Our club now maps erosion with phones and plants bamboo and vetiver with the village, and the elders join in.',
    theme: 'Environment',
    image: '/images/spotlight/rahul-pegu.webp',
  },
  {
    id: 'nilakshi-bora',
    name: 'Nilakshi Bora',
    place: '20, Jorhat',
    story:
      'After the peer-listener training I realised how many classmates were quietly struggling. We set up a Friday listening circle, and now the college has a counsellor on campus every week.',
    theme: 'Health',
    image: '/images/spotlight/nilakshi-bora.webp',
  },
  {
    id: 'arif-laskar',
    name: 'Arif Laskar',
    place: '24, Silchar',
    story:
      'Our ward had a broken drain for two years. We learnt how to file an RTI and write to the municipal board, and it was repaired before the rains. Small wins teach you that the system can listen.',
    theme: 'Civic',
    image: '/images/spotlight/arif-laskar.webp',
  },
  {
    id: 'sunita-tanti',
    name: 'Sunita Tanti',
    place: '19, Dibrugarh',
    story:
      'I grew up on a tea estate and never spoke about periods out loud. Now I run menstrual health sessions for girls in three gardens, in Sadri and Assamese.',
    theme: 'Health',
    image: '/images/spotlight/sunita-tanti.webp',
  },
  {
    id: 'debajit-saikia',
    name: 'Debajit Saikia',
    place: '22, Tezpur',
    story:
      'Our Bihu celebration used to leave the field full of plastic plates. Last year we switched to banana-leaf and areca plates with local vendors, and the field was clean by night.',
    theme: 'Environment',
    image: '/images/spotlight/debajit-saikia.webp',
  },
  {
    id: 'karishma-begum',
    name: 'Karishma Begum',
    place: '18, Barpeta',
    story:
      'During the floods our club ran a WhatsApp helpline in Assamese and Bangla, matching families in relief camps with volunteers who had medicines and dry food.',
    theme: 'Civic',
    image: '/images/spotlight/karishma-begum.webp',
  },
];

export const STORY_FORM = {
  title: 'Share Your Story',
  subtitle:
    'Led a project, started a club or changed something in your community? Tell us and we may feature you in the Youth Spotlight.',
  submitLabel: 'Submit Story',
} as const;
