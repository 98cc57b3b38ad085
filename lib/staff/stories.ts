// Publishing an impact story on /impact, and taking it down (reviewers and admins; audited). A story is
// published only if its sender ticked the consent box in the story form: staff cannot override that. Staff may add
// a photo to a story (issue 35: lib/media, the gallery's pipeline). Each change publishes /impact to every
// instance in its own transaction (lib/publishing, docs/decisions/025).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { inEveryLanguage } from '@/lib/publishing/paths';
import { publishPaths } from '@/lib/publishing/publish';
import { parseMediaKey } from '@/lib/media/media-key';
import { isCleanText } from '@/lib/kernel/text';

const IMPACT_PAGES = inEveryLanguage('/impact');
export const STORY_PHOTO_MESSAGES = {
  alt: 'Describe the photo for people who cannot see it (at most 300 characters).',
  image: 'Choose a photo to upload.',
} as const;

export const NO_CONSENT = 'This story cannot be published: its sender did not agree to publication in the story form. Ask them by email; they can send the story again with the box ticked.';

export async function setStoryPublished(id: number, published: boolean, staff: string) {
  return db.$transaction(async (tx) => {
    const story = await tx.impactStory.findUnique({ where: { id }, select: { consentToPublish: true } });
    if (!story) throw notFound(`No impact story with id ${id}.`);
    if (published && !story.consentToPublish) throw invalid(NO_CONSENT);
    // The consent is checked again in the update itself, so the rule holds whatever reaches this function.
    const { count } = await tx.impactStory.updateMany({
      where: { id, ...(published ? { consentToPublish: true } : {}) },
      data: published ? { published: true, publishedAt: new Date(), publishedBy: staff } : { published: false, publishedAt: null, publishedBy: null },
    });
    if (!count) throw invalid(NO_CONSENT);
    await audit(tx, { staff, action: published ? 'story.publish' : 'story.unpublish', entityType: 'story', entityId: id });
    await publishPaths(tx, IMPACT_PAGES);
  });
}

/** The story's photo, for the console. */
export const storyPhoto = (id: number) => db.storyPhoto.findUnique({ where: { storyId: id }, select: { imageKey: true, alt: true } });

/** Sets (or replaces) the photo shown with the story on /impact: `imageKey` from lib/media/media-store.ts's storeWebImage. */
export async function setStoryPhoto(id: number, imageKey: string, alt: string, staff: string) {
  const words = alt.trim();
  if (!parseMediaKey(imageKey)) throw invalid(STORY_PHOTO_MESSAGES.image, { photo: STORY_PHOTO_MESSAGES.image });
  if (!words || words.length > 300 || !isCleanText(words)) throw invalid(STORY_PHOTO_MESSAGES.alt, { alt: STORY_PHOTO_MESSAGES.alt });
  return db.$transaction(async (tx) => {
    const story = await tx.impactStory.findUnique({ where: { id }, select: { published: true } });
    if (!story) throw notFound(`No impact story with id ${id}.`);
    await tx.storyPhoto.upsert({ where: { storyId: id }, create: { storyId: id, imageKey, alt: words, addedBy: staff }, update: { imageKey, alt: words, addedBy: staff, addedAt: new Date() } });
    await audit(tx, { staff, action: 'story.photo', entityType: 'story', entityId: id, detail: { imageKey } });
    if (story.published) await publishPaths(tx, IMPACT_PAGES);
  });
}
