// The people pages' own words and routes (issue 35): the people themselves (names, roles, photos, biographies,
// the leaders' quotes) are `person` items in the content store (lib/content-store/types/person.ts, seeded from
// lib/content-store/seed/people.ts); staff edit them in the console.

/** The profiles prerendered at /profile/{id}; any other id is answered by ../unknown (next.config.ts). */
export const KNOWN_PROFILE_IDS = [
  'chairman',
  'ananya-baruah',
  'mitali-hazarika',
  'bhaskar-jyoti-sarma',
  'nazia-rahman',
  'pranjal-bora',
  'rupali-deka',
  'deepjyoti-tanti',
] as const;

export const ADVISORS_SECTION = {
  title: 'Programme Advisory Committee',
  subtitle: 'Governing Body members who guide our programmes area by area.',
} as const;

export const PROFILE_MESSAGES = {
  noState: 'No profile data available.',
  unknownId: 'Detailed profile not available.',
} as const;

export const GOVERNING_BODY_PAGE = {
  title: 'Governing Body',
  subtitle:
    'The people who guide NextGen Youth Foundation, set its direction and hold it accountable to the young people it serves.',
  viewProfileLabel: 'View Profile',
  chairmanHref: '/chairman',
} as const;

export type PhotoItem = {
  src: string;
  alt: string;
};

/** The director's page's "In the Field" photos. */
export const DIRECTOR_GALLERY: readonly PhotoItem[] = [
  { src: '/images/director/director-01.webp', alt: 'Dr. Ananya Baruah addressing students at the Gen Z Capital Convention in Guwahati' },
  { src: '/images/director/director-02.webp', alt: 'Dr. Ananya Baruah talking with young women at a tea garden health camp in Dibrugarh' },
  { src: '/images/director/director-03.webp', alt: 'Dr. Ananya Baruah joining volunteers at a Brahmaputra riverbank clean-up' },
  { src: '/images/director/director-04.webp', alt: 'Dr. Ananya Baruah presenting certificates to interns at a completion ceremony' },
  { src: '/images/director/director-05.webp', alt: 'Dr. Ananya Baruah in a discussion circle with club leads in Tezpur' },
  { src: '/images/director/director-06.webp', alt: 'Dr. Ananya Baruah watching a young artisan at a mask-making workshop on Majuli' },
];
