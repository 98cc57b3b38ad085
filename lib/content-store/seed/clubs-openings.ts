// Demo clubs and openings for a local quick start (issue 35): the site had no copy for either, so a production
// installation starts with none and staff add them in the console. Written once by type and key, published as
// version 1 by "seed" through the one seed writer (./index.ts); the openings close 60 days after the seed ran.
import { todayInIndia } from '@/lib/kernel/age';
import { writeSeedItems } from './write';

type Item = { type: 'club' | 'opening'; key: string; en: Record<string, unknown> };

const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

function demoClubsAndOpenings(): Item[] {
  const closes = inDays(60);
  const p = (text: string) => `<p>${text}</p>`;
  return [
    { type: 'club', key: 'cotton-university', en: { name: 'Gen Z Club, Cotton University', college: 'Cotton University, Guwahati', district: 'Kamrup Metropolitan', contact: 'cotton.club@example.org' } },
    { type: 'club', key: 'dibrugarh-university', en: { name: 'Gen Z Club, Dibrugarh University', college: 'Dibrugarh University, Dibrugarh', district: 'Dibrugarh', contact: '+91 98765 43210' } },
    { type: 'club', key: 'jorhat-neighbourhood', en: { name: 'Jorhat Neighbourhood Club', college: 'Gar-Ali community hall, Jorhat', district: 'Jorhat', contact: 'jorhat.club@example.org' } },
    { type: 'opening', key: 'flood-relief-volunteers', en: { kind: 'volunteer', title: 'Flood-relief volunteers', description: p('Pack and hand out relief kits on weekends during the flood season.'), place: 'Barpeta', closes, open: true } },
    { type: 'opening', key: 'career-mentors', en: { kind: 'mentor', title: 'Career mentors for first-year students', description: p('Meet a group of five students once a month, online or in Guwahati.'), place: 'Online', closes, open: true } },
    { type: 'opening', key: 'programme-coordinator', en: { kind: 'careers', title: 'Programme coordinator', description: p('Run the Gen Z clubs of Upper Assam with our Guwahati team. Full time.'), place: 'Guwahati', closes, open: true } },
    { type: 'opening', key: 'research-intern', en: { kind: 'internships', title: 'Research intern', description: p('Eight to twelve weeks on the youth employment survey.'), place: 'Guwahati', closes, open: true } },
  ];
}

/** Writes the demo items missing by type and key (a local quick start and the browser tests only); returns how many were added. */
export async function seedDemoClubsAndOpenings(url: string): Promise<number> {
  const items = demoClubsAndOpenings();
  let added = 0;
  for (const type of ['club', 'opening'] as const) added += await writeSeedItems(url, type, items.filter((i) => i.type === type).map((i) => ({ key: i.key, data: { en: i.en } })));
  return added;
}
