// POST /api/v1/partnership-request: store a partnership request from /partner.
import { apiRoute } from '@/lib/http/api-route';
import { requestLocale } from '@/lib/i18n/api-language';
import { partnershipRequestSchema } from '@/lib/public-forms/schema';
import { isBot, limitSubmissions } from '@/lib/public-forms/spam-guard';
import { PARTNERSHIP_THANKS, savePartnershipRequest } from '@/lib/public-forms/partnership-request';

export const POST = apiRoute(async ({ req, json, ip }) => {
  const data = partnershipRequestSchema.parse(await json());
  if (isBot(data)) return { message: PARTNERSHIP_THANKS };
  await limitSubmissions('partnership-request', ip, data.email);
  await savePartnershipRequest(data, requestLocale(req), ip);
  return { message: PARTNERSHIP_THANKS };
});
