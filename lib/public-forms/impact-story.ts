// Impact stories from /impact. They are stored unpublished: staff review them before any appears on the site.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { ImpactStoryData } from '@/lib/public-forms/schema';
import { normaliseEmail } from './spam-guard';

export const STORY_THANKS = 'Thank you for sharing your story! Our team will read it and may contact you before featuring it.';

export async function saveImpactStory(data: ImpactStoryData) {
  return db.impactStory.create({
    data: { name: data.name, email: normaliseEmail(data.email), theme: data.theme, story: data.story },
    select: { id: true },
  });
}
