// Option lists and copy for the contact, community sign-up, partnership and
// impact story forms, plus the /contact and /partner side panels.
import { ORGANISATION, PARTNERS, SOCIAL_LINKS } from './organisation';

export const INQUIRY_TYPES = [
  'General Inquiry',
  'Media & Press',
  'Partnership Proposal',
  'Volunteer Information',
  'Donation Related',
  'Other',
] as const;

/** Label of the empty first option of the inquiry type select. */
export const INQUIRY_PLACEHOLDER = 'Select inquiry type';

export const INTERESTS = [
  'Spirituality Programs',
  'Cultural Events',
  'Innovation Workshops',
  'Volunteer Opportunities',
  'All Programs',
] as const;

export type PartnershipTypeOption = {
  value: 'corporate' | 'ngo' | 'education' | 'cultural' | 'other';
  label: string;
};

export const PARTNERSHIP_TYPES = [
  { value: 'corporate', label: 'Corporate Partnership' },
  { value: 'ngo', label: 'NGO Collaboration' },
  { value: 'education', label: 'Educational Institution' },
  { value: 'cultural', label: 'Cultural Organization' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly PartnershipTypeOption[];

export const STORY_THEMES = ['Civic', 'Health', 'Environment'] as const;

export type SocialLink = {
  id: 'linkedin' | 'instagram' | 'twitter' | 'facebook' | 'youtube';
  label: string;
  href: string;
};

/** The social accounts that exist: one still a placeholder ('#') is left out rather than linked nowhere. */
export const SOCIAL_LIST: readonly SocialLink[] = SOCIAL_LINKS.filter((s) => s.href !== '#');

/** /contact's words in code; its hero and cards are staff's page text (issue 35). */
export const CONTACT_PAGE = {
  stayConnectedTitle: 'Stay Connected',
  // Only with an account to follow: a 'Follow NextGen' above no links read as a broken page (issue 34).
  stayConnectedText: SOCIAL_LIST.length
    ? 'Follow NextGen for event updates, youth stories and opportunities across the Northeast.'
    : 'Our newsletter brings event updates, youth stories and opportunities across the Northeast once a month.',
} as const;

export const NEWSLETTER = {
  title: 'Subscribe to Our Newsletter',
  text: 'One email a month: upcoming events, internship openings and stories from our clubs.',
  placeholder: 'Your email address',
  button: 'Subscribe',
} as const;

export const COMMUNITY_SIGNUP = {
  id: 'newsletter',
  title: 'Join Our Community',
  text: 'Tell us what interests you and we will let you know about programmes and events near you.',
  button: 'Join Now',
  thankYouTitle: 'Thank You for Joining!',
  thankYouText: 'Welcome to the NextGen community. Look out for our next update in your inbox.',
  againButton: 'Sign up another person',
} as const;

export type Partner = {
  name: string;
  /** What kind of organisation it is, shown under the name. */
  kind: string;
};

export type WhyPartnerPanel = {
  title: string;
  claim: string;
  paragraphs: string[];
  benefits: string[];
  partnersTitle: string;
  currentPartners: Partner[];
};

// The partners and the reach figures live in organisation.ts, with the other details a foundation replaces;
// the claim is a template, so a new figure needs no new translation.
export const REACH = 'over {youth} young Indians across {cities} cities';
export const PARTNER_PAGE = {
  title: 'Partner With Us',
  subtitle: 'Reach {reach}, and build programmes with young people rather than for them.',
  description: `${ORGANISATION.shortName} works with young people across Assam and the Northeast. Partners reach motivated students and young professionals through programmes designed and led with them.`,
} as const;
export const WHY_PARTNER: WhyPartnerPanel = {
  title: 'Why Partner With Us?',
  claim: REACH,
  paragraphs: [
    `${ORGANISATION.shortName} works with {reach}, with deep roots in Assam and the Northeast. Partners reach motivated students and young professionals through programmes that are designed and led with them.`,
  ],
  benefits: [
    'Co-create workshops, internships and campaigns with real youth input',
    'Reach campuses and communities beyond the big cities',
    'Clear reporting on outcomes after every programme',
    'Visibility at the Gen Z Capital Convention and our events',
  ],
  partnersTitle: 'Current Partners',
  currentPartners: PARTNERS,
};

export const PARTNER_FORM = {
  title: 'Request a Partnership',
  text: 'Tell us about your organisation and what you would like to build together. Our partnerships team will get back to you.',
  button: 'Submit Request',
} as const;
