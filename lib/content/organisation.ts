// Everything about the organisation itself, in one place: name, contact details, social links, board,
// partners and headline figures. The rest of the site reads these (lib/content/site.ts, the footer, the
// contact, partner, governance, home and impact pages).
//
// Values wrapped in placeholder(...) were made up for the demo. A foundation taking the site over replaces
// each with its own and removes the wrapper (README, "Making it yours"); until then, a deployment logs a
// warning for each at start (lib/content/placeholder-warnings.ts), so a made-up phone number cannot go live unnoticed.

const placeholders: string[] = [];

/** Marks a made-up value; `what` names it in the start-up warning. Returns the value unchanged. */
function placeholder<T>(what: string, value: T): T {
  placeholders.push(what);
  return value;
}

/** The placeholders still in this file, e.g. ['phone number', 'street address', ...]. */
export const placeholdersInUse = (): readonly string[] => placeholders;

export const ORGANISATION = {
  name: placeholder('organisation name', 'NextGen Youth Foundation'),
  shortName: placeholder('short name', 'NextGen'),
  legalNote: placeholder(
    'legal status (Section 8 registration)',
    'NextGen Youth Foundation is a not-for-profit company registered under Section 8 of the Companies Act, 2013, with its office in Guwahati, Assam.',
  ),
  url: placeholder('public web address', 'https://nextgenyouth.org.in'),
  email: placeholder('email address', 'hello@nextgenyouth.org.in'),
  phone: placeholder('phone number', '+91 361 246 0000'),
  /** The phone number in E.164 form, for tel: links. */
  phoneHref: placeholder('phone number (tel: link)', 'tel:+913612460000'),
  address: placeholder('street address', {
    street: '2nd Floor, Bhangagarh Complex, GS Road',
    city: 'Guwahati',
    region: 'Assam',
    postalCode: '781005',
    country: 'IN',
  }),
  /** The address on one line, as shown on contact cards. */
  addressLine: placeholder('street address (one line)', '2nd Floor, Bhangagarh Complex, GS Road, Guwahati, Assam 781005'),
  /** Who signs certificates (lib/certificates/certificate-pdf.ts). */
  certificateSignatory: placeholder('certificate signatory', { name: 'Shri Rajib Kalita', role: 'Chairman, NextGen Youth Foundation' }),
} as const;

/** Social accounts; '#' until the foundation's accounts are confirmed. */
export const SOCIAL_LINKS = placeholder('social links (LinkedIn, Instagram, Twitter, Facebook, YouTube)', [
  { id: 'linkedin', label: 'LinkedIn', href: '#' },
  { id: 'instagram', label: 'Instagram', href: '#' },
  { id: 'twitter', label: 'Twitter', href: '#' },
  { id: 'facebook', label: 'Facebook', href: '#' },
  { id: 'youtube', label: 'YouTube', href: '#' },
] as const);

/**
 * The Governing Body's names, by profile id. Their roles, photos (public/images/people/) and biographies
 * are in lib/content-store/seed/people.ts (seeded into the content store) and are just as made up.
 */
export const BOARD = placeholder('board members (names here; roles, photos and biographies in lib/content-store/seed/people.ts and public/images/people/)', {
  chairman: { name: 'Shri Rajib Kalita' },
  'ananya-baruah': { name: 'Dr. Ananya Baruah' },
  'mitali-hazarika': { name: 'Smt. Mitali Hazarika' },
  'bhaskar-jyoti-sarma': { name: 'Prof. Bhaskar Jyoti Sarma' },
  'nazia-rahman': { name: 'Dr. Nazia Rahman' },
  'pranjal-bora': { name: 'Shri Pranjal Bora' },
  'rupali-deka': { name: 'Adv. Rupali Deka' },
  'deepjyoti-tanti': { name: 'Shri Deepjyoti Tanti' },
} as const);

/** Shown on /partner: list real partners only with their consent. */
export const PARTNERS = placeholder('partners', [
  { name: 'Brahmaputra Tea Estates Welfare Trust', kind: 'Health camps for tea garden youth' },
  { name: 'Luit Valley Technologies', kind: 'Digital skills labs' },
  { name: 'Dhansiri Valley Institute of Science & Commerce', kind: 'Campus clubs and internships' },
  { name: 'Xorai Cultural Collective', kind: 'Bihu and heritage workshops' },
]);

// The spec gives two sets of figures: the home counters (100000+ youth, 100+ cities) and the impact page and
// partner claim (50,000+ youth, 25 cities), and a visitor reading both sees the site contradict itself (issue
// 34). The youth reached and the cities are therefore held once, here, and every page says the same; the
// smaller claim is kept, as the one the spec repeats and the one a foundation can stand behind.
const REACH = placeholder('youth reached and cities (home counters, impact page, partner claim)', { youth: '50,000', cities: 25 });
const { youth } = REACH;

/** Headline figures (the spec's sample numbers): the home counters, the impact page and the partner claim. */
export const FIGURES = {
  home: placeholder('home page counters', [
    { value: `${youth}+`, label: 'Youth Impacted' },
    { value: '20+', label: 'Annual Events' },
    { value: String(REACH.cities), label: 'Cities' },
    { value: '10000+', label: 'Volunteers' },
  ]),
  impact: placeholder('impact page figures', [
    { value: `${youth}+`, label: 'Youth Reached' },
    { value: String(REACH.cities), label: 'Cities' },
    { value: '100+', label: 'Events' },
    { value: '30+', label: 'Media Mentions' },
  ]),
  reach: { youth, cities: REACH.cities },
} as const;
