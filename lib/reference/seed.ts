// Idempotent seeding of the reference lists (the demo colleges are lib/institutions/seed.ts).
// createMany with skipDuplicates leans on the unique constraints, so running it twice changes nothing.
import { ASSAM_DISTRICTS } from '@/prisma/seed-data/assam-districts';
import { CATEGORIES, COURSES, STREAMS } from '@/prisma/seed-data/education';
import { createDb } from '@/lib/platform/db/create-client';

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
