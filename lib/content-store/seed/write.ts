// The one writer of seeded content (./index.ts for the site's copy, ./clubs-openings.ts for the demo): items
// written once by type and key, published as version 1 by "seed", so a start never overwrites what staff changed
// since and two instances starting at once write each item once. No catalogues here: the browser tests import it.
import { createDb } from '@/lib/platform/db/create-client';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Translations } from '../content-type';

/** Who the seeded versions name as their publisher. */
export const SEED_STAFF = 'seed';

/** Writes the items of `type` missing by key, in this order; returns how many were added. */
export async function writeSeedItems(url: string, type: string, all: readonly { key: string; data: Translations<Record<string, unknown>> }[]): Promise<number> {
  const db = createDb(url, 2);
  let added = 0;
  try {
    const have = new Set((await db.contentItem.findMany({ where: { type }, select: { key: true } })).map((r) => r.key));
    for (const [i, item] of all.entries()) {
      if (have.has(item.key)) continue;
      const data = item.data as Prisma.InputJsonValue;
      try {
        await db.contentItem.create({
          data: {
            type, key: item.key, sortOrder: i, draft: data, published: data, publishedAt: new Date(), updatedBy: SEED_STAFF,
            versions: { create: { version: 1, data, publishedBy: SEED_STAFF } },
          },
        });
        added++;
      } catch (e) {
        // Another instance starting at the same time wrote it first.
        if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')) throw e;
      }
    }
    return added;
  } finally {
    await db.$disconnect();
  }
}
