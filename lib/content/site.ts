// Site-wide identity, navigation and footer data. Plain data only: pages and
// the layout import what they need from '@/lib/content/site'.

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
  name: 'NextGen Youth Foundation',
  shortName: 'NextGen',
  legalNote:
    'NextGen Youth Foundation is a not-for-profit company registered under Section 8 of the Companies Act, 2013, with its office in Guwahati, Assam.',
  tagline: 'Rooted in Assam. Rising with Gen Z.',
  description:
    'NextGen Youth Foundation is a Guwahati non-profit helping Gen Z across Assam and the Northeast lead, build skills, start ventures and serve their communities.',
  url: 'https://nextgenyouth.org.in',
  email: 'hello@nextgenyouth.org.in',
  phone: '+91 361 246 0000',
  phoneHref: 'tel:+913612460000',
  address: {
    street: '2nd Floor, Bhangagarh Complex, GS Road',
    city: 'Guwahati',
    region: 'Assam',
    postalCode: '781005',
    country: 'IN',
  },
  addressLine: '2nd Floor, Bhangagarh Complex, GS Road, Guwahati, Assam 781005',
  // Placeholder links until the foundation's accounts are confirmed.
  socials: {
    linkedin: '#',
    instagram: '#',
    twitter: '#',
    facebook: '#',
    youtube: '#',
  },
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

export type LegalLinks = typeof EXTERNAL_LEGAL;
