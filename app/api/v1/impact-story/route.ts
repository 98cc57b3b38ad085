// POST /api/v1/impact-story: store a youth story from /impact for staff review.
import { apiRoute } from '@/lib/http/api-route';
import { impactStorySchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { STORY_THANKS, saveImpactStory } from '@/lib/public-forms/impact-story';

export const POST = apiRoute(async ({ json, ip }) => {
  const data = impactStorySchema.parse(await json());
  if (isBot(data)) return { message: STORY_THANKS };
  await limitSubmissions('impact-story', ip, data.email);
  await saveImpactStory(data, ip);
  return { message: STORY_THANKS };
});
