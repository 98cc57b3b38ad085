// /philosophy: the Director's essay "Integral Capitalism for Gen Z".

export type PhilosophyCardTitle =
  | 'Rationale'
  | 'Foundations'
  | 'Core Tenets'
  | 'Global Vision'
  | 'Pillars in Action'
  | 'Roadmap';

export type PhilosophyCard = {
  title: PhilosophyCardTitle;
  paragraphs?: string[];
  bullets?: string[];
};

export type Philosophy = {
  title: string;
  date: string;
  author: string;
  authorRole: string;
  intro: string[];
  cards: PhilosophyCard[];
  quote: { text: string; attribution: string };
  authorshipNote: string;
};

export const PHILOSOPHY: Philosophy = {
  title: 'Integral Capitalism for Gen Z',
  date: 'May 30, 2025',
  author: 'Dr. Ananya Baruah',
  authorRole: 'Director, NextGen Youth Foundation',
  intro: [
    'Gen Z in Assam is growing up between two stories. One says that success means leaving: for Bengaluru, Delhi or abroad. The other says that business and profit are somehow at odds with community and culture.',
    'Integral Capitalism is our attempt at a third story: that young people can create wealth, serve their communities and stay rooted in their culture at the same time, and that the Northeast is a good place to do all three.',
  ],
  cards: [
    {
      title: 'Rationale',
      paragraphs: [
        'Talented young people leave the Northeast every year, not because they want to, but because they see too few paths at home. Meanwhile floods, unemployment and stress weigh on those who stay. Neither charity alone nor profit alone has changed this. We need a way of building enterprise that counts people and place as part of the bottom line.',
      ],
    },
    {
      title: 'Foundations',
      paragraphs: [
        'The idea draws on old and new sources: the idea of the world as one family, the shared, self-governing life of the Assamese namghar, the cooperative traditions of our villages and tea communities, and modern thinking on social enterprise and stakeholder value.',
      ],
    },
    {
      title: 'Core Tenets',
      bullets: [
        'Prosperity with purpose: profit is a tool, not the goal.',
        'People first: dignity of work for every worker and every customer.',
        'Rooted and open: proud of local culture, ready for global markets.',
        'Care for the river and the land that sustain us.',
        'Honesty and transparency in every transaction.',
      ],
    },
    {
      title: 'Global Vision',
      paragraphs: [
        'We see a generation of Northeast founders, creators and public servants who compete with the best anywhere while keeping their roots, and a region known for ethical enterprise as much as for tea, silk and music.',
      ],
    },
    {
      title: 'Pillars in Action',
      bullets: [
        'Startup bootcamps that ask founders to name their social impact alongside revenue.',
        'Gen Z clubs that run community projects with clear budgets and accounts.',
        'Internships that teach both professional skills and public purpose.',
        'Campaigns on rivers, health and voting that turn values into action.',
      ],
    },
    {
      title: 'Roadmap',
      bullets: [
        '2025: publish our youth survey and open Gen Z clubs in more districts.',
        '2026: host the Gen Z Capital Convention and launch a young founders’ fellowship.',
        '2027: extend clubs and exchanges to all eight northeastern states.',
        'Every year: measure what changes for young people, and share the results openly.',
      ],
    },
  ],
  quote: {
    text: 'The Brahmaputra does not choose between strength and gentleness; it carries both. So can the economy our young people build.',
    attribution: 'Dr. Ananya Baruah',
  },
  authorshipNote:
    'This essay was written by Dr. Ananya Baruah, Director of NextGen Youth Foundation, and first shared with club leads and interns on May 30, 2025. It reflects the foundation’s guiding philosophy and will keep evolving with the young people it serves.',
};

/** The essay page's own words: its eyebrow and byline (<name> marks the author's name, kept as it is). */
export const PHILOSOPHY_PAGE = {
  eyebrow: 'Our Philosophy',
  byline: 'By <name>{author}</name>, {role}',
  published: '2025-05-30',
} as const;
