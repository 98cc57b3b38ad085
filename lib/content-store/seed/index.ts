// The content every installation starts with (issue 35): the copy the site had in code, one seed per content type
// (keep the list sorted by file). Run by `npm start` (scripts/serve.ts), `npm run db:seed`, the browser tests'
// server and the tests that need it. Items are written once by key, published as version 1 by "seed": a start
// never overwrites what staff changed since, and two instances starting at once write each item once.
import { counterSeed } from './counters';
import { galleryPhotoSeed } from './gallery';
import { pageTextSeed } from './page-text';
import { personSeed } from './people';
import { mediaLinkSeed, researchReportSeed, toolkitSeed } from './research';
import { spotlightSeed } from './spotlight';
import { seedItems, type ContentSeed } from './seed-items';
import { writeSeedItems } from './write';

export const CONTENT_SEEDS: readonly ContentSeed[] = [
  counterSeed,
  galleryPhotoSeed,
  pageTextSeed,
  personSeed,
  researchReportSeed, toolkitSeed, mediaLinkSeed,
  spotlightSeed,
];

/** Writes the items missing by type and key; returns how many were added. */
export async function seedContent(url: string, seeds: readonly ContentSeed[] = CONTENT_SEEDS): Promise<number> {
  let added = 0;
  for (const seed of seeds) added += await writeSeedItems(url, seed.type.type, seedItems(seed));
  return added;
}
