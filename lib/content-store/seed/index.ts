// The content every installation starts with (issue 35): the copy the site had in code, one seed per content type
// (keep the list sorted by file). Run by `npm start` (scripts/serve.ts), `npm run db:seed`, the browser tests'
// server and the tests that need it. Items are written once by key, published as version 1 by "seed": a start
// never overwrites what staff changed since, and two instances starting at once write each item once.
import { createDb } from '@/lib/platform/db/create-client';
import { Prisma } from '@/lib/generated/prisma/client';
import { counterSeed } from './counters';
import { galleryPhotoSeed } from './gallery';
import { pageTextSeed } from './page-text';
import { personSeed } from './people';
import { mediaLinkSeed, researchReportSeed, toolkitSeed } from './research';
import { spotlightSeed } from './spotlight';
import { seedItems, type ContentSeed } from './seed-items';

export const CONTENT_SEEDS: readonly ContentSeed[] = [
  counterSeed,
  galleryPhotoSeed,
  pageTextSeed,
  personSeed,
  researchReportSeed, toolkitSeed, mediaLinkSeed,
  spotlightSeed,
];

/** Who the seeded versions name as their publisher. */
export const SEED_STAFF = 'seed';

/** Writes the items missing by type and key; returns how many were added. */
export async function seedContent(url: string, seeds: readonly ContentSeed[] = CONTENT_SEEDS): Promise<number> {
  const db = createDb(url, 2);
  let added = 0;
  try {
    for (const seed of seeds) {
      const { type } = seed;
      const all = seedItems(seed);
      const have = new Set((await db.contentItem.findMany({ where: { type: type.type }, select: { key: true } })).map((r) => r.key));
      for (const [i, item] of all.entries()) {
        if (have.has(item.key)) continue;
        const data = item.data as Prisma.InputJsonValue;
        try {
          await db.contentItem.create({
            data: {
              type: type.type, key: item.key, sortOrder: i, draft: data, published: data, publishedAt: new Date(), updatedBy: SEED_STAFF,
              versions: { create: { version: 1, data, publishedBy: SEED_STAFF } },
            },
          });
          added++;
        } catch (e) {
          // Another instance starting at the same time wrote it first.
          if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')) throw e;
        }
      }
    }
    return added;
  } finally {
    await db.$disconnect();
  }
}
