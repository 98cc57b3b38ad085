// The people of /governing-body, /chairman, /director and /profile/{id} as the site had them in code
// (lib/content/people.ts), moved into the database once (issue 35): one `person` item each, keyed by the profile's
// id, in the Governing Body's order (the chairman first). Everyone here is a fictional placeholder for the
// foundation's real office-bearers: their names are in lib/content/organisation.ts (BOARD), marked as placeholders.
import { BOARD } from '@/lib/content/organisation';
import type { Translator } from '@/lib/i18n/translate';
import { person, type PersonGroup } from '../types/person';
import { paragraphs, type ContentSeed } from './seed-items';

type Member = {
  id: string;
  name: string;
  role: string;
  description: string;
  image: string;
  details: string[];
};

const CHAIRMAN: Member = {
  id: 'chairman',
  name: BOARD['chairman'].name,
  role: 'Chairman',
  description:
    'An educationist with over three decades in schools and colleges across Assam, he chairs the Governing Body and guides NextGen’s long-term direction.',
  image: '/images/people/chairman.webp',
  details: [
    'Shri Rajib Kalita has spent more than thirty years in education in Assam, as a teacher of economics, a college principal and an adviser to community schools in Kamrup and Nalbari.',
    'As Chairman of NextGen Youth Foundation he leads the Governing Body, safeguards the foundation’s values and makes sure that young people’s voices shape its decisions.',
    'He is known for his quiet patience, his love of Bhupen Hazarika’s songs and his belief that every village has a future leader waiting for a chance.',
  ],
};

const ANANYA_BARUAH: Member = {
  id: 'ananya-baruah',
  name: BOARD['ananya-baruah'].name,
  role: 'Director & Member Secretary',
  description:
    'A social worker and researcher who has spent fifteen years working with young people across the Northeast, she leads NextGen’s team and programmes.',
  image: '/images/people/ananya-baruah.webp',
  details: [
    'Dr. Ananya Baruah holds a doctorate in social work and has worked with adolescents and young adults in Assam, Meghalaya and Arunachal Pradesh for fifteen years.',
    'She founded NextGen’s first campus clubs and designed its internship programme, and now leads a team of staff, mentors and volunteers across Assam.',
    'On the Governing Body she serves as Member Secretary, bringing programme plans, budgets and reports to the board.',
  ],
};

const MITALI_HAZARIKA: Member = {
  id: 'mitali-hazarika',
  name: BOARD['mitali-hazarika'].name,
  role: 'Treasurer',
  description:
    'A chartered accountant from Guwahati who oversees NextGen’s finances, budgets and compliance.',
  image: '/images/people/mitali-hazarika.webp',
  details: [
    'Smt. Mitali Hazarika is a chartered accountant with more than twenty years of practice in Guwahati, advising small businesses, cooperatives and non-profits.',
    'As Treasurer she reviews the foundation’s accounts every quarter, prepares budgets with the Director and ensures that donations are used as promised.',
    'She also mentors young women entrepreneurs on bookkeeping and financial planning through NextGen’s startup bootcamps.',
  ],
};

const BHASKAR_JYOTI_SARMA: Member = {
  id: 'bhaskar-jyoti-sarma',
  name: BOARD['bhaskar-jyoti-sarma'].name,
  role: 'Member, Education & Research',
  description:
    'A retired professor of sociology who guides NextGen’s research, surveys and learning programmes.',
  image: '/images/people/bhaskar-jyoti-sarma.webp',
  details: [
    'Prof. Bhaskar Jyoti Sarma taught sociology for over thirty years and has written on migration, rural change and youth aspirations in the Brahmaputra Valley.',
    'He chairs NextGen’s research committee and helped design the State of Youth in Assam survey, making sure it listens to young people from every district.',
    'He enjoys mentoring interns, especially those writing their first field report.',
  ],
};

const NAZIA_RAHMAN: Member = {
  id: 'nazia-rahman',
  name: BOARD['nazia-rahman'].name,
  role: 'Member, Health & Wellbeing',
  description:
    'A psychiatrist from Silchar who advises NextGen’s Mind Matters and youth health programmes.',
  image: '/images/people/nazia-rahman.webp',
  details: [
    'Dr. Nazia Rahman is a psychiatrist who has worked in public hospitals and community clinics in the Barak Valley for over twelve years.',
    'She designed NextGen’s peer-listener training and reviews every mental health session to keep it safe, sensitive and evidence-based.',
    'She speaks often in colleges about stress, sleep and asking for help, in Bangla, Assamese and English.',
  ],
};

const PRANJAL_BORA: Member = {
  id: 'pranjal-bora',
  name: BOARD['pranjal-bora'].name,
  role: 'Member, Entrepreneurship & Innovation',
  description:
    'A Jorhat-based entrepreneur who built a speciality tea business and now mentors young founders.',
  image: '/images/people/pranjal-bora.webp',
  details: [
    'Shri Pranjal Bora grew up near the tea estates of Jorhat and went on to build a small speciality tea company that works directly with local growers.',
    'On the Governing Body he guides NextGen’s startup bootcamps and the Build for Assam hackathon, and connects young founders with mentors and markets.',
    'He believes the Northeast’s next great businesses will be started by people who never had to leave home to start them.',
  ],
};

const RUPALI_DEKA: Member = {
  id: 'rupali-deka',
  name: BOARD['rupali-deka'].name,
  role: 'Member, Legal & Compliance',
  description:
    'An advocate practising in Guwahati who advises NextGen on governance, safeguarding and legal compliance.',
  image: '/images/people/rupali-deka.webp',
  details: [
    'Adv. Rupali Deka has practised law in Guwahati for fifteen years, with a focus on civil, labour and non-profit matters.',
    'She advises the Governing Body on compliance, contracts and policies, and led the drafting of NextGen’s safeguarding and privacy policies.',
    'She also runs legal-awareness sessions for young people on their rights as students, workers and citizens.',
  ],
};

const DEEPJYOTI_TANTI: Member = {
  id: 'deepjyoti-tanti',
  name: BOARD['deepjyoti-tanti'].name,
  role: 'Youth Representative',
  description:
    'A former NextGen intern from a tea garden community in Dibrugarh who brings the voice of young members to the board.',
  image: '/images/people/deepjyoti-tanti.webp',
  details: [
    'Shri Deepjyoti Tanti grew up on a tea estate in Dibrugarh district and joined NextGen as an intern while studying commerce.',
    'He later started a Gen Z club for tea garden youth that runs career guidance and sports programmes, and was elected by club leads as Youth Representative.',
    'On the Governing Body he makes sure every new programme is tested against one question: will it work for young people like the ones he grew up with?',
  ],
};

/** The leaders' own pages: the quote and the longer biography. */
const LEADER_PAGES: Record<string, { quote: string; biography: string[] }> = {
  chairman: {
    quote:
      'Our young people carry the strength of the Brahmaputra. Our duty is to help them find the direction.',
    biography: [
  'Shri Rajib Kalita was born in a farming family in Nalbari district and was the first in his village to complete a master’s degree. He began his career as a lecturer in economics and spent more than three decades in education in Assam, including many years as principal of a college in Kamrup district.',
  'As principal he was known for opening the college library in the evenings for students who worked during the day, and for starting scholarship and mentoring schemes for first-generation learners from char areas and tea garden communities.',
  'After retiring from active teaching he advised community schools and village libraries, and served on local committees for adult literacy and flood relief in lower Assam.',
  'He joined NextGen Youth Foundation as Chairman of its Governing Body, drawn by its belief that young people should not only be served but also lead. He guides the foundation’s long-term direction, upholds its values of integrity and inclusion, and makes sure its accounts and decisions are open to scrutiny.',
  'He continues to meet students wherever he can, and likes to end every conversation with the same advice: learn deeply, stay humble and never forget the people who helped you rise.',
    ],
  },
  'ananya-baruah': {
    quote:
      'Young people in the Northeast do not need to be told to dream bigger. They need a room, a mentor and a first real chance. That is what we try to build.',
    biography: [
    'Dr. Ananya Baruah grew up in Jorhat, where her mother taught at a government school and her father ran a small printing press. Evenings spent watching students crowd into her mother’s kitchen for free tuition shaped her belief that opportunity, not talent, is what is unevenly shared.',
    'She studied social work and went on to earn a doctorate with research on the aspirations of rural youth in the Brahmaputra Valley. For fifteen years she has worked with adolescents and young adults across Assam, Meghalaya and Arunachal Pradesh on education, livelihoods and mental health.',
    'In Guwahati she began running weekend career sessions for students who had come to the city from Dhemaji, Goalpara and the Barak Valley. Those sessions became NextGen Youth Foundation, and the first handful of volunteers became its first Gen Z clubs.',
    'As Director she leads the foundation’s team and programmes: campus clubs, the internship programme, the Mind Matters campaign and the annual Gen Z Capital Convention. She also wrote the foundation’s guiding essay, Integral Capitalism for Gen Z.',
    'She still spends most weeks on the road, at a club meeting in Tezpur, a health camp in a Dibrugarh tea garden or a workshop on Majuli, because, as she puts it, the best ideas for the Northeast are already in its young people.',
    ],
  },
};

/** The Programme Advisory Committee: Governing Body members, in the committee's own order. */
const ADVISER_ROLES: Record<string, string> = {
  'bhaskar-jyoti-sarma': 'Adviser, Research & Learning',
  'nazia-rahman': 'Adviser, Mental Health',
  'pranjal-bora': 'Adviser, Startups & Innovation',
  'rupali-deka': 'Adviser, Safeguarding & Legal',
  'mitali-hazarika': 'Adviser, Finance',
  'deepjyoti-tanti': 'Adviser, Youth Voice',
};

const MEMBERS: [Member, PersonGroup][] = [
  [CHAIRMAN, 'chairman'],
  [ANANYA_BARUAH, 'director'],
  ...[MITALI_HAZARIKA, BHASKAR_JYOTI_SARMA, NAZIA_RAHMAN, PRANJAL_BORA, RUPALI_DEKA, DEEPJYOTI_TANTI].map((m): [Member, PersonGroup] => [m, 'governing-body']),
];

export const personSeed: ContentSeed = {
  type: person,
  entries: () => MEMBERS.map(([m, group]) => ({
    key: m.id,
    write: (t: Translator) => {
      const page = LEADER_PAGES[m.id];
      const adviser = Object.keys(ADVISER_ROLES).indexOf(m.id);
      return {
        name: m.name, group, role: t(m.role), summary: t(m.description), biography: paragraphs(m.details.map((p) => t(p))), photo: m.image,
        adviserRole: adviser < 0 ? '' : t(ADVISER_ROLES[m.id]!), adviserOrder: adviser < 0 ? null : adviser + 1,
        quote: page ? t(page.quote) : '', pageBiography: page ? paragraphs(page.biography.map((p) => t(p))) : '',
      };
    },
  })),
};
