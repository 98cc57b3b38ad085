// /impact copy: the page's own words and the spotlight carousel's. The stories themselves are `spotlight` items
// in the content store (lib/content-store/types/spotlight.ts, seeded from lib/content-store/seed/spotlight.ts).

export const IMPACT_HERO = {
  title: 'Our Impact',
  subtitle:
    'Numbers tell part of the story. The rest is told by the young people who lead clubs, clean rivers and look out for each other.',
} as const;

export const IMPACT_PAGE = { numbers: 'Impact in Numbers', statistics: 'Impact statistics' } as const;

export const SPOTLIGHT_THEMES = ['All', 'Civic', 'Health', 'Environment'] as const;

export type SpotlightFilter = (typeof SPOTLIGHT_THEMES)[number];
export type SpotlightTheme = Exclude<SpotlightFilter, 'All'>;

/** A story as the carousel shows it, in the page's language; `lang` names the fields shown in English. */
export type SpotlightStory = {
  id: string;
  name: string;
  /** Age and town, shown under the name. */
  place: string;
  story: string;
  theme: SpotlightTheme;
  image: string;
  lang?: { place?: 'en'; story?: 'en' };
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

export const STORY_FORM = {
  title: 'Share Your Story',
  subtitle:
    'Led a project, started a club or changed something in your community? Tell us and we may feature you in the Youth Spotlight.',
  submitLabel: 'Submit Story',
} as const;
