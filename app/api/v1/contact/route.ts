// POST /api/v1/contact: store a message from the /contact "Get in Touch" form.
import { apiRoute } from '@/lib/http/api-route';
import { requestLocale } from '@/lib/i18n/api-language';
import { contactSchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { CONTACT_THANKS, saveContactMessage } from '@/lib/public-forms/contact';

export const POST = apiRoute(async ({ req, json, ip }) => {
  const data = contactSchema.parse(await json());
  if (isBot(data)) return { message: CONTACT_THANKS };
  await limitSubmissions('contact', ip, data.email);
  await saveContactMessage(data, requestLocale(req), ip);
  return { message: CONTACT_THANKS };
});
