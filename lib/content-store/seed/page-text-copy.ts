// The blocks of page text as the site had them in code (issue 35): home hero, about, our work, donate and contact,
// in English; ./page-text.ts seeds them with their Assamese and Hindi. Plain data, for the seed and the tests.
import { APPLICANT_MAX_AGE, APPLICANT_MIN_AGE } from '@/lib/kernel/age';
import type { PageTextBlock } from '../types/page-text';

export type Block = { eyebrow?: string; title: string; subtitle?: string; body?: string[]; items?: string[] };

export const PAGE_TEXT_COPY: Record<PageTextBlock, Block> = {
  'home-hero': {
    eyebrow: 'NextGen Youth Foundation · Guwahati, Assam',
    title: 'Rooted in Assam. Rising with Gen Z.',
    subtitle: 'From tea-garden lanes in Dibrugarh to college campuses in Silchar and the river islands of Majuli, we help young people of the Northeast lead, learn new skills, start ventures and serve the places they call home.',
  },
  'about-hero': {
    title: 'About Us',
    subtitle: 'A youth foundation from Guwahati, built with and for the young people of Assam and the Northeast.',
  },
  'about-who-we-are': {
    title: 'Who We Are',
    body: [
      `NextGen Youth Foundation is a not-for-profit Section 8 company based in Guwahati. We work with Gen Z, roughly those aged ${APPLICANT_MIN_AGE} to ${APPLICANT_MAX_AGE}, across Assam and the wider Northeast, through campus clubs, internships, workshops and youth-led campaigns.`,
      'We began as a handful of volunteers running weekend career sessions for students who had come to Guwahati from Dhemaji, Goalpara and the Barak Valley. Today our clubs and volunteers reach young people in cities, small towns, tea gardens and river islands, but the idea is the same: give every young person a fair chance to lead.',
      'Our work covers leadership, entrepreneurship, civic engagement, mental health, culture and sustainability. We do it in Assamese, Bangla, Hindi, English and whichever language helps a room feel at home.',
    ],
  },
  'about-vision': {
    title: 'Our Vision',
    body: ['A Northeast where every young person, whatever their district, community or income, has the confidence, skills and networks to shape their own future and the future of their region.'],
  },
  'about-mission': {
    title: 'Our Mission',
    subtitle: 'We exist to:',
    items: [
      'Build a network of Gen Z clubs in colleges and communities across Assam and the Northeast.',
      'Offer practical training in leadership, digital skills, entrepreneurship and employability.',
      'Create internships that give students real work experience in social impact.',
      'Make mental health and wellbeing a normal, open conversation among young people.',
      'Support youth-led action on climate, floods, clean rivers and civic participation.',
      'Celebrate and carry forward the languages, crafts and festivals of our region.',
    ],
  },
  'about-governance': {
    title: 'Governance',
    body: [
      'NextGen is registered as a Section 8 company under the Companies Act, 2013. Any surplus is put back into our programmes; nothing is paid out to members as profit.',
      'A Governing Body chaired by Shri Rajib Kalita sets our direction, approves budgets and reviews every programme each year. Our Director, Dr. Ananya Baruah, leads the team and day-to-day work. Accounts are audited annually by an independent chartered accountant.',
      'Young people sit at the table too: a youth representative serves on the Governing Body, and club leads are consulted before new programmes are launched.',
    ],
  },
  'our-work-hero': {
    title: 'Our Work',
    subtitle: 'Nine focus pillars, four ways of working, and one goal: young people of the Northeast leading the change they want to see.',
  },
  'our-work-pillars': {
    eyebrow: 'What We Work On',
    title: 'Our Nine Focus Pillars',
    subtitle: 'Our 11 Pillars of Impact framework guides everything we do. These nine focus pillars are where our clubs, interns and volunteers put that framework to work every week.',
  },
  'donate-hero': {
    title: 'DONATE / SUPPORT US',
    subtitle: 'Your support puts workshops, clubs and opportunities within reach of young people across Assam and the Northeast.',
  },
  'donate-why': {
    title: 'Why Donate',
    body: [
      'For many young people in tea gardens, char areas and small towns, a single workshop or mentor is the first door that opens. Your gift keeps those doors open.',
      'We are a Section 8 non-profit: every rupee is used for our work with young people, never for private profit, and our accounts are audited every year.',
    ],
  },
  'donate-uses': {
    title: 'How Donations Are Used',
    subtitle: 'Your contribution supports:',
    items: ['Skill-building workshops', 'Campus club initiatives', 'Event logistics and outreach', 'Research and advocacy'],
  },
  'donate-campaigns': { title: 'Fundraising Campaigns', subtitle: 'Choose a cause close to your heart:' },
  'contact-hero': {
    title: 'Get in Touch',
    subtitle: 'Questions, ideas, a story to share or a project to start? Write to us. We read every message and usually reply within two working days.',
  },
  'contact-visit': { title: 'Visit Us', subtitle: 'Monday to Saturday, 10:00 am to 5:30 pm' },
  'contact-email': { title: 'Email Us' },
  'contact-phone': { title: 'Call Us' },
  'contact-social': { title: 'Follow Us' },
};

