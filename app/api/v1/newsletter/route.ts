// POST /api/v1/newsletter: ask for the newsletter. The subscription waits for its confirmation link (double
// opt-in, lib/public-forms/newsletter.ts); the answer, and the work done before it, is the same for every address.
import { apiRoute } from '@/lib/http/api-route';
import { newsletterSchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { NEWSLETTER_MESSAGES, requestNewsletter } from '@/lib/public-forms/newsletter';
import { requestLocale } from '@/lib/i18n/api-language';

export const POST = apiRoute(async ({ req, json, ip }) => {
  const data = newsletterSchema.parse(await json());
  if (isBot(data)) return { message: NEWSLETTER_MESSAGES.subscribed };
  await limitSubmissions('newsletter', ip, data.email);
  await requestNewsletter(data.email, requestLocale(req));
  return { message: NEWSLETTER_MESSAGES.subscribed };
});
