// POST /api/v1/newsletter: subscribe an email address; a repeated address answers success without a second row.
import { apiRoute } from '@/lib/http/api-route';
import { newsletterSchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from '@/lib/public-forms/newsletter';

export const POST = apiRoute(async ({ json, ip }) => {
  const data = newsletterSchema.parse(await json());
  if (isBot(data)) return { message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false };
  await limitSubmissions('newsletter', ip, data.email);
  const { created } = await subscribeToNewsletter(data.email);
  return { message: created ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.already, alreadySubscribed: !created };
});
