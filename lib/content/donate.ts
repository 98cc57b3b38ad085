// /donate copy in code: the campaigns (donations name them) and how to give (with the organisation's email and
// phone). The hero, why donate and how donations are used are staff's page text (issue 35). The form itself is
// components/site/donate/donate-form.tsx (lib/donations).

export const DONATE_BUTTON = { label: 'Donate Now', href: '/donate' } as const;

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
