// Idempotent seeding of the reference lists (and, for the dev server, a few demo institutions).
// createMany with skipDuplicates leans on the unique constraints, so running it twice changes nothing.
import { ASSAM_DISTRICTS } from '@/prisma/seed-data/assam-districts';
import { CATEGORIES, COURSES, STREAMS } from '@/prisma/seed-data/education';
import { createDb } from '@/lib/platform/db/create-client';
import { isDeployment, type EnvVars } from '@/lib/platform/config/app-env';

/** Demo colleges are for trying the site out: never in a deployment, where students could pick one. */
export const wantsDemoData = (e: EnvVars = process.env) => !isDeployment(e) && e.SEED_DEMO !== '0';

export async function seedReferenceData(url: string) {
  const db = createDb(url, 2);
  try {
    await db.district.createMany({ data: ASSAM_DISTRICTS.map((d) => ({ name: d.name })), skipDuplicates: true });
    const districts = new Map((await db.district.findMany()).map((d) => [d.name, d.id]));
    await db.policeStation.createMany({
      data: ASSAM_DISTRICTS.flatMap((d) => d.policeStations.map((name) => ({ name, districtId: districts.get(d.name)! }))),
      skipDuplicates: true,
    });
    await db.category.createMany({ data: CATEGORIES.map((name) => ({ name })), skipDuplicates: true });
    await db.stream.createMany({ data: STREAMS.map((name) => ({ name })), skipDuplicates: true });
    const categories = new Map((await db.category.findMany()).map((c) => [c.name, c.id]));
    const streams = new Map((await db.stream.findMany()).map((s) => [s.name, s.id]));
    await db.course.createMany({
      data: COURSES.flatMap((c) =>
        c.names.map((name) => ({ name, categoryId: categories.get(c.category)!, streamId: streams.get(c.stream)! })),
      ),
      skipDuplicates: true,
    });
    const [d, p, cat, s, c] = await Promise.all([
      db.district.count(), db.policeStation.count(), db.category.count(), db.stream.count(), db.course.count(),
    ]);
    return { districts: d, policeStations: p, categories: cat, streams: s, courses: c };
  } finally {
    await db.$disconnect();
  }
}

const DEMO_INSTITUTIONS = [
  { name: 'Cotton University', address: 'Panbazar, Guwahati', district: 'Kamrup Metropolitan', station: 'Pan Bazar', pin: '781001', person: 'Rupam Deka', phone: '9864012345', email: 'registrar@cottonuniversity.ac.in' },
  { name: 'Dibrugarh University', address: 'Rajabheta, Dibrugarh', district: 'Dibrugarh', station: 'Dibrugarh', pin: '786004', person: 'Mitali Gogoi', phone: '9435012345', email: 'registrar@dibru.ac.in' },
  { name: 'Tezpur University', address: 'Napaam, Tezpur', district: 'Sonitpur', station: 'Tezpur', pin: '784028', person: 'Pranjal Saikia', phone: '9954012345', email: 'registrar@tezu.ernet.in' },
];

/** Demo approved institutions for the dev server, so the internship form has choices. Tests make their own. */
export async function seedDemoInstitutions(url: string) {
  // The record builder tests use too, so a demo college is a valid one. Loaded here, not at the top: the
  // production image holds no tests/ (Dockerfile) and a deployment never seeds demo data (wantsDemoData).
  const { createInstitution } = await import('@/tests/factories/institution');
  const db = createDb(url, 2);
  let created = 0;
  try {
    for (const demo of DEMO_INSTITUTIONS) {
      if (await db.institution.findFirst({ where: { name: demo.name } })) continue;
      const district = await db.district.findUnique({ where: { name: demo.district } });
      const station = district
        ? ((await db.policeStation.findFirst({ where: { districtId: district.id, name: demo.station } }))
          ?? (await db.policeStation.findFirst({ where: { districtId: district.id } })))
        : null;
      if (!district || !station) continue;
      await db.$transaction((tx) => createInstitution(tx, {
        name: demo.name, fullAddress: demo.address, districtId: district.id, policeStationId: station.id, pinCode: demo.pin,
        assignedPersonName: demo.person, assignedPersonPhone: demo.phone, designation: 'Registrar', email: demo.email, reviewedBy: 'seed',
      }));
      created++;
    }
    return created;
  } finally {
    await db.$disconnect();
  }
}
