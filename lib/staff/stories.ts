// Publishing an impact story on /impact, and taking it down (reviewers and admins; audited). A story is
// published only if its sender ticked the consent box in the story form: staff cannot override that.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';

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
  });
}
