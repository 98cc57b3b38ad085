// POST /api/v1/donations {amount, campaign, name, email, mobile, address, pan?, indian_citizen, method}: starts a
// donation; 201 {reference, upi_uri?, order?}. Without scripts the browser posts the form itself and is sent on
// to the payment page (lib/donations/without-scripts.ts).
import { apiRoute } from '@/lib/http/api-route';
import { donationSchema } from '@/lib/donations/rules';
import { createDonation } from '@/lib/donations/create-donation';
import { limitDonations } from '@/lib/donations/limits';
import { isPlainFormPost, seeOther } from '@/lib/accounts/login-without-scripts';
import { payPath, postedDonation, problemHref } from '@/lib/donations/without-scripts';
import { requestLocale } from '@/lib/i18n/api-language';

export const POST = apiRoute(async ({ req, json, urlEncoded, ip }) => {
  const locale = requestLocale(req);
  if (!isPlainFormPost(req)) {
    const input = donationSchema.parse((await json()) ?? {});
    await limitDonations(ip);
    return Response.json({ success: true, ...(await createDonation(input, locale)) }, { status: 201 });
  }
  try {
    const input = donationSchema.parse(postedDonation(await urlEncoded()));
    await limitDonations(ip);
    const created = await createDonation(input, locale);
    return seeOther(payPath(locale, created.reference));
  } catch (error) {
    const href = problemHref(error, locale);
    if (!href) throw error;
    return seeOther(href);
  }
});
