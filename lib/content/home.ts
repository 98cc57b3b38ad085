// Home page copy in code: the hero's buttons and the strategy section (the hero's words and the counters are
// content in the database, issue 35).

export type HeroAction = {
  label: string;
  href: string;
  /** Which registration the button starts; used for the logged-in notice. */
  kind: 'intern' | 'institute' | 'member';
};

/** The hero's buttons: each starts a registration, so they stay with the registration rules in code; the hero's
 * words are staff's (page text `home-hero`, issue 35). */
export const HERO_ACTIONS: readonly HeroAction[] = [
  { label: 'Register as Intern', href: '/intern', kind: 'intern' },
  { label: 'Register Your Institute', href: '/institute-registration', kind: 'institute' },
  { label: 'Become a Member', href: '/member', kind: 'member' },
];

export type StrategyItem = {
  title: string;
  description: string;
};

export type StrategySection = {
  eyebrow: string;
  title: string;
  intro: string;
  items: StrategyItem[];
};

export const STRATEGY: StrategySection = {
  eyebrow: 'Our Strategy',
  title: 'How We Turn Energy Into Impact',
  intro:
    'Young people in Assam do not lack ideas or courage. What they often lack is a room to meet in, a mentor who believes in them and a first real chance. Our strategy is built to supply all three.',
  items: [
    {
      title: 'Start Where Youth Already Are',
      description:
        'We work through colleges, schools, hostels and neighbourhood clubs, so a student in Jorhat or a young worker in Tezpur can join without travelling to Guwahati.',
    },
    {
      title: 'Learn by Doing',
      description:
        'Every workshop ends in action: a flood-preparedness plan for a village, a pitch for a small business, a campaign a club runs itself. Skills stick when they are used.',
    },
    {
      title: 'Mentors and Peers, Not Lectures',
      description:
        'Working professionals, entrepreneurs and elders mentor small groups, and young people who have been through a programme come back to guide the next batch.',
    },
    {
      title: 'Proud of the Northeast, Open to the World',
      description:
        'We celebrate Bihu, our languages and our craft traditions while connecting young people to national opportunities, so that growing up here is never a reason to think small.',
    },
  ],
};
