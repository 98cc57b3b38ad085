// Impact stories from /impact. They are stored unpublished: staff review them, and publish only those whose
// sender agreed (lib/staff/stories.ts).
// Staff are told of each new story by mail, queued in the same transaction.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { ImpactStoryData } from '@/lib/public-forms/schema';
import { mailSubmission } from '@/lib/mail/submissions';
import { normaliseEmail } from './spam-guard';

export const STORY_THANKS = 'Thank you for sharing your story! Our team will read it and may contact you before featuring it.';

export async function saveImpactStory(data: ImpactStoryData, address: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.impactStory.create({
      data: { name: data.name, email: normaliseEmail(data.email), theme: data.theme, story: data.story, consentToPublish: data.consentToPublish === true },
      select: { id: true, email: true },
    });
    await mailSubmission(tx, {
      kind: 'story', id: row.id, address, name: data.name, email: row.email,
      fields: [['Theme', data.theme], ['Story', data.story], ['May we publish it', data.consentToPublish ? 'yes' : 'no']],
    });
    return { id: row.id };
  });
}
