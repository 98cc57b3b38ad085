// /about copy: who we are, vision, mission and governance.
import { APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '../kernel/age';

export type TextBlock = {
  title: string;
  paragraphs: string[];
};

export type RelatedLink = {
  label: string;
  href: string;
  description: string;
};

export const ABOUT_HERO = {
  title: 'About Us',
  subtitle:
    'A youth foundation from Guwahati, built with and for the young people of Assam and the Northeast.',
} as const;

export const ABOUT_IMAGE_ALT = 'NextGen volunteers and club members together in Guwahati';

export const WHO_WE_ARE: TextBlock = {
  title: 'Who We Are',
  paragraphs: [
    `NextGen Youth Foundation is a not-for-profit Section 8 company based in Guwahati. We work with Gen Z, roughly those aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}, across Assam and the wider Northeast, through campus clubs, internships, workshops and youth-led campaigns.`,
    'We began as a handful of volunteers running weekend career sessions for students who had come to Guwahati from Dhemaji, Goalpara and the Barak Valley. Today our clubs and volunteers reach young people in cities, small towns, tea gardens and river islands, but the idea is the same: give every young person a fair chance to lead.',
    'Our work covers leadership, entrepreneurship, civic engagement, mental health, culture and sustainability. We do it in Assamese, Bangla, Hindi, English and whichever language helps a room feel at home.',
  ],
};

export const VISION: TextBlock = {
  title: 'Our Vision',
  paragraphs: [
    'A Northeast where every young person, whatever their district, community or income, has the confidence, skills and networks to shape their own future and the future of their region.',
  ],
};

export type MissionSection = {
  title: string;
  intro: string;
  items: string[];
};

export const MISSION: MissionSection = {
  title: 'Our Mission',
  intro: 'We exist to:',
  items: [
    'Build a network of Gen Z clubs in colleges and communities across Assam and the Northeast.',
    'Offer practical training in leadership, digital skills, entrepreneurship and employability.',
    'Create internships that give students real work experience in social impact.',
    'Make mental health and wellbeing a normal, open conversation among young people.',
    'Support youth-led action on climate, floods, clean rivers and civic participation.',
    'Celebrate and carry forward the languages, crafts and festivals of our region.',
  ],
};

export type GovernanceSection = TextBlock & {
  links: RelatedLink[];
};

export const GOVERNANCE: GovernanceSection = {
  title: 'Governance',
  paragraphs: [
    'NextGen is registered as a Section 8 company under the Companies Act, 2013. Any surplus is put back into our programmes; nothing is paid out to members as profit.',
    'A Governing Body chaired by Shri Rajib Kalita sets our direction, approves budgets and reviews every programme each year. Our Director, Dr. Ananya Baruah, leads the team and day-to-day work. Accounts are audited annually by an independent chartered accountant.',
    'Young people sit at the table too: a youth representative serves on the Governing Body, and club leads are consulted before new programmes are launched.',
  ],
  links: [
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
  ],
};
