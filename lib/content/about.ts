// /about copy in code: the photo's description and the governance links. Who we are, vision, mission and
// governance are staff's page text (issue 35).

export type RelatedLink = {
  label: string;
  href: string;
  description: string;
};

export const ABOUT_IMAGE_ALT = 'NextGen volunteers and club members together in Guwahati';

/** The cards under the governance text: pages of the site, so they stay in code. */
export const GOVERNANCE_LINKS: readonly RelatedLink[] = [
  {
    label: 'Meet Our Director',
    href: '/director',
    description: 'Dr. Ananya Baruah on why she builds spaces for young people to lead.',
  },
  {
    label: 'Governing Body',
    href: '/governing-body',
    description: 'The people who guide NextGen and hold it accountable.',
  },
  {
    label: 'Our Philosophy',
    href: '/philosophy',
    description: 'Integral Capitalism for Gen Z: the ideas behind our work.',
  },
];
