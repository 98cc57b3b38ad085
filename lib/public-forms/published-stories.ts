// The stories staff published from the inbox (lib/staff/stories.ts), for /impact: only what the sender agreed
// to show (the name as typed, the theme, the story), never the email. /impact stays a static page that Next.js
// regenerates (ISR): every few minutes, and on every instance when staff publish, unpublish or add a photo
// (lib/staff/stories.ts publishes the page).
import 'server-only';
import { db } from '@/lib/platform/db/client';

export type PublishedStory = { id: number; name: string; theme: string; story: string; photo: { imageKey: string; alt: string } | null };

/** How many stories /impact shows, newest first. */
export const PUBLISHED_STORIES_SHOWN = 12;

export async function publishedStories(): Promise<PublishedStory[]> {
  // `next build` prerenders the page without a database; the first regeneration after start fills it in.
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  return db.impactStory.findMany({
    where: { published: true, consentToPublish: true },
    select: { id: true, name: true, theme: true, story: true, photo: { select: { imageKey: true, alt: true } } },
    orderBy: { publishedAt: 'desc' },
    take: PUBLISHED_STORIES_SHOWN,
  });
}
