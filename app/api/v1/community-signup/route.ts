// POST /api/v1/community-signup: store a "Join Our Community" sign-up.
import { apiRoute } from '@/lib/http/api-route';
import { communitySignupSchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { COMMUNITY_THANKS, saveCommunitySignup } from '@/lib/public-forms/community-signup';

export const POST = apiRoute(async ({ json, ip }) => {
  const data = communitySignupSchema.parse(await json());
  if (isBot(data)) return { message: COMMUNITY_THANKS };
  await limitSubmissions('community-signup', ip, data.email);
  await saveCommunitySignup(data);
  return { message: COMMUNITY_THANKS };
});
