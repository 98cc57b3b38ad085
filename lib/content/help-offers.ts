// /volunteer and /mentor: the "Start Volunteering" and "Apply as Mentor" pages of Get Involved, and the page a
// form sent without scripts lands on (/volunteer/sent, /mentor/sent).
/** The two forms' kinds, as lib/public-forms/help-offer-schema.ts names them. */
type HelpOfferKind = 'volunteer' | 'mentor';

export type HelpOfferPage = { title: string; subtitle: string; formTitle: string; offerHint: string; button: string; points: string[] };

export const HELP_OFFER_PAGES: Record<HelpOfferKind, HelpOfferPage> = {
  volunteer: {
    title: 'Start Volunteering',
    subtitle: 'Tell us who you are and how you would like to help. We match volunteers with drives, camps and festivals near them.',
    formTitle: 'Offer to volunteer',
    offerHint: 'For example: weekend clean-ups, teaching children, first aid, photography, or a few hours a month.',
    button: 'Send my offer',
    points: [
      'Riverbank clean-ups, health camps, Bihu festivals and flood-relief drives across Assam',
      'Give a few hours or a few weekends: you choose how much',
      'Someone from our team calls you within a week',
    ],
  },
  mentor: {
    title: 'Apply as Mentor',
    subtitle: 'Share what you know with a small group of young people. Tell us about yourself, and we will find a group that fits you.',
    formTitle: 'Offer to mentor',
    offerHint: 'For example: your work or field, the skills you could teach, and how many hours a month you can give.',
    button: 'Send my application',
    points: [
      'Meet a small group of club members, in person or online',
      'An hour a month is enough to change a path',
      'Someone from our team calls you within a week',
    ],
  },
};

export const HELP_OFFER_SENT = {
  title: 'Thank you',
  problemTitle: 'Please check your offer',
  back: 'Back to the form',
  more: 'See the other ways to get involved',
} as const;
