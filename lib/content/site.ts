// Site-wide identity, navigation and footer data. Plain data only: pages and
// the layout import what they need from '@/lib/content/site'. The organisation's own details (name,
// address, phone, socials...) come from organisation.ts.
import { ORGANISATION, SOCIAL_LINKS } from './organisation';

export type PostalAddress = {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
};

export type SocialKey = 'linkedin' | 'instagram' | 'twitter' | 'facebook' | 'youtube';

export type SiteInfo = {
  name: string;
  shortName: string;
  legalNote: string;
  tagline: string;
  description: string;
  url: string;
  email: string;
  phone: string;
  /** The phone number in E.164 form, for tel: links. */
  phoneHref: string;
  address: PostalAddress;
  /** The address on one line, as shown on contact cards. */
  addressLine: string;
  socials: Record<SocialKey, string>;
};

export const SITE = {
  ...ORGANISATION,
  tagline: 'Rooted in Assam. Rising with Gen Z.',
  description:
    'NextGen Youth Foundation is a Guwahati non-profit helping Gen Z across Assam and the Northeast lead, build skills, start ventures and serve their communities.',
  socials: Object.fromEntries(SOCIAL_LINKS.map((s) => [s.id, s.href])) as Record<SocialKey, string>,
} as const satisfies SiteInfo;

export type NavLink = {
  label: string;
  href: string;
};

export type NavItem = {
  label: string;
  /** Present when the top-level item is itself a page. */
  href?: string;
  /** Present when the item opens a dropdown. */
  children?: NavLink[];
};

export const NAV: readonly NavItem[] = [
  {
    label: 'About',
    children: [
      { label: 'About Us', href: '/about' },
      { label: 'Director', href: '/director' },
      { label: 'Chairman', href: '/chairman' },
      { label: 'Governing Body', href: '/governing-body' },
      { label: 'Philosophy', href: '/philosophy' },
    ],
  },
  {
    label: 'Our Work',
    href: '/our-work',
    children: [
      { label: 'Programs', href: '/programs' },
      { label: 'Events', href: '/events' },
      { label: 'Impact', href: '/impact' },
    ],
  },
  {
    label: 'Resources',
    children: [
      { label: 'Research', href: '/research' },
      { label: 'Gallery', href: '/gallery' },
    ],
  },
  {
    label: 'Get Involved',
    href: '/get-involved',
    children: [
      { label: 'Join', href: '/join' },
      { label: 'Partner', href: '/partner' },
      { label: 'Donate', href: '/donate' },
    ],
  },
  {
    label: 'Register',
    children: [
      { label: 'Intern', href: '/intern' },
      { label: 'Member', href: '/member' },
      { label: 'Institution', href: '/institute-registration' },
    ],
  },
  { label: 'Contact', href: '/contact' },
];

export const FOOTER_ABOUT =
  'A Guwahati-based youth foundation helping young people from the Brahmaputra and Barak valleys to the hills lead, learn, build and belong.';

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Our Work', href: '/our-work' },
  { label: 'Programs', href: '/programs' },
  { label: 'Events', href: '/events' },
  { label: 'Impact', href: '/impact' },
  { label: 'Research', href: '/research' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Donate', href: '/donate' },
  { label: 'Contact', href: '/contact' },
];

export const FOOTER_REGISTER_LINKS: readonly NavLink[] = [
  { label: 'Register as Intern', href: '/intern' },
  { label: 'Register as Member', href: '/member' },
  { label: 'Register an Institution', href: '/institute-registration' },
  { label: 'Login', href: '/login' },
];

export const EXTERNAL_LEGAL = {
  privacy: '/privacy-policy',
  terms: '/terms-and-condition',
} as const;
