// /impact's Youth Spotlight as the site had it in code (lib/content/impact.ts), moved into the database once
// (issue 35): one `spotlight` item per story, keyed by its id, in the carousel's order.
import type { Translator } from '@/lib/i18n/translate';
import { spotlight } from '../types/spotlight';
import type { ContentSeed } from './seed-items';

export const SPOTLIGHT_STORIES = [
  {
    id: 'priyanka-gogoi',
    name: 'Priyanka Gogoi',
    place: '21, Dibrugarh',
    story:
      'I started our college’s Vote Ready desk with three friends. By election day we had helped over 400 first-time voters register, many of them from nearby tea gardens.',
    theme: 'Civic',
    image: '/images/spotlight/priyanka-gogoi.webp',
  },
  {
    id: 'rahul-pegu',
    name: 'Rahul Pegu',
    place: '23, Majuli',
    story:
      'Every monsoon the river takes a little more of our island. Our club now maps erosion with phones and plants bamboo and vetiver with the village, and the elders join in.',
    theme: 'Environment',
    image: '/images/spotlight/rahul-pegu.webp',
  },
  {
    id: 'nilakshi-bora',
    name: 'Nilakshi Bora',
    place: '20, Jorhat',
    story:
      'After the peer-listener training I realised how many classmates were quietly struggling. We set up a Friday listening circle, and now the college has a counsellor on campus every week.',
    theme: 'Health',
    image: '/images/spotlight/nilakshi-bora.webp',
  },
  {
    id: 'arif-laskar',
    name: 'Arif Laskar',
    place: '24, Silchar',
    story:
      'Our ward had a broken drain for two years. We learnt how to file an RTI and write to the municipal board, and it was repaired before the rains. Small wins teach you that the system can listen.',
    theme: 'Civic',
    image: '/images/spotlight/arif-laskar.webp',
  },
  {
    id: 'sunita-tanti',
    name: 'Sunita Tanti',
    place: '19, Dibrugarh',
    story:
      'I grew up on a tea estate and never spoke about periods out loud. Now I run menstrual health sessions for girls in three gardens, in Sadri and Assamese.',
    theme: 'Health',
    image: '/images/spotlight/sunita-tanti.webp',
  },
  {
    id: 'debajit-saikia',
    name: 'Debajit Saikia',
    place: '22, Tezpur',
    story:
      'Our Bihu celebration used to leave the field full of plastic plates. Last year we switched to banana-leaf and areca plates with local vendors, and the field was clean by night.',
    theme: 'Environment',
    image: '/images/spotlight/debajit-saikia.webp',
  },
  {
    id: 'karishma-begum',
    name: 'Karishma Begum',
    place: '18, Barpeta',
    story:
      'During the floods our club ran a WhatsApp helpline in Assamese and Bangla, matching families in relief camps with volunteers who had medicines and dry food.',
    theme: 'Civic',
    image: '/images/spotlight/karishma-begum.webp',
  },
] as const;

export const spotlightSeed: ContentSeed = {
  type: spotlight,
  entries: () => SPOTLIGHT_STORIES.map((s) => ({
    key: s.id,
    write: (t: Translator) => ({ name: s.name, place: t(s.place), story: t(s.story), theme: s.theme, photo: s.image }),
  })),
};
