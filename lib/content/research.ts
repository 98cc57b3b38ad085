// /research copy in code: the hero and the page's own words. Reports, toolkits and multimedia are content in the
// database (lib/content-store/types, issue 35).

export const RESEARCH_HERO = {
  title: 'Research & Resources',
  subtitle:
    'What we learn from young people across the Northeast, turned into reports, practical toolkits and stories anyone can use.',
} as const;

/** The page's own headings and link words ({n} and {title} filled in by the page). */
export const RESEARCH_PAGE = {
  reports: 'Reports',
  download: 'Download report',
  comingSoon: '(coming soon)',
  toolkits: 'Toolkits',
  modules: '{n} modules',
  resources: 'Resources included',
  multimedia: 'Multimedia',
  episodes: '{n} episodes',
  cover: 'Cover image of {title}',
  listen: 'Listen',
  watch: 'Watch',
  view: 'View',
} as const;
