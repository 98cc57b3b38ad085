// /donate copy. The form itself is components/site/donate/donate-form.tsx (lib/donations).

export const DONATE_PAGE = {
  title: 'DONATE / SUPPORT US',
  subtitle:
    'Your support puts workshops, clubs and opportunities within reach of young people across Assam and the Northeast.',
  donateButton: { label: 'Donate Now', href: '/donate' },
} as const;

export type WhyDonateCard = {
  title: string;
  paragraphs: string[];
};

export const WHY_DONATE: WhyDonateCard = {
  title: 'Why Donate',
  paragraphs: [
    'For many young people in tea gardens, char areas and small towns, a single workshop or mentor is the first door that opens. Your gift keeps those doors open.',
    'We are a Section 8 non-profit: every rupee is used for our work with young people, never for private profit, and our accounts are audited every year.',
  ],
};

export const DONATION_USES = [
  'Skill-building workshops',
  'Campus club initiatives',
  'Event logistics and outreach',
  'Research and advocacy',
] as const;

export const HOW_DONATIONS_ARE_USED = {
  title: 'How Donations Are Used',
  intro: 'Your contribution supports:',
  items: DONATION_USES,
} as const;

export type FundraisingCampaign = {
  id: string;
  title: string;
  description: string;
};

export const FUNDRAISING_CAMPAIGNS = [
  {
    id: 'sponsor-a-club',
    title: 'Sponsor a Club',
    description:
      'Cover a Gen Z club’s meetings, training and first community project for a full year.',
  },
  {
    id: 'youth-health-drive',
    title: 'Youth Health Drive',
    description:
      'Fund health camps and mental health sessions for young people in tea garden and flood-affected communities.',
  },
  {
    id: 'tech-for-change',
    title: 'Tech for Change',
    description:
      'Equip digital skills labs with laptops and internet so small-town students can learn to code, design and create.',
  },
] as const satisfies readonly FundraisingCampaign[];

export const FUNDRAISING_SECTION = {
  title: 'Fundraising Campaigns',
  intro: 'Choose a cause close to your heart:',
  campaigns: FUNDRAISING_CAMPAIGNS,
} as const;

export type HowToGive = {
  title: string;
  paragraphs: string[];
  contactLabel: string;
  contactHref: string;
};

/** {email} and {phone} are the organisation's (organisation.ts), filled in by the page. */
export const HOW_TO_GIVE: HowToGive = {
  title: 'Give Now',
  paragraphs: [
    'Give by UPI from any app at no cost, or online by card or netbanking. Your receipt comes by email as soon as your gift is confirmed; with your PAN it qualifies for a deduction under section 80G.',
    'We can accept gifts only from Indian citizens paying from an Indian bank account. To give in kind or from abroad, please write to us at {email} or call {phone}.',
    'NextGen will never ask you to send money to a personal account. If in doubt, contact our office in Guwahati directly.',
  ],
  contactLabel: 'Contact Us',
  contactHref: '/contact',
};
