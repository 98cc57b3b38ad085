// POST /api/v1/donations/{reference}/utr {utr}: the donor's 12-digit UPI transaction reference; the donation then
// waits for staff to confirm it against the bank statement. Without scripts: a redirect back to the payment page.
import { apiRoute } from '@/lib/http/api-route';
import { utrSchema } from '@/lib/donations/rules';
import { submitUtr, UTR_MESSAGES } from '@/lib/donations/utr';
import { limitUtrEntries } from '@/lib/donations/limits';
import { isPlainFormPost, seeOther } from '@/lib/accounts/login-without-scripts';
import { payPath, problemHref } from '@/lib/donations/without-scripts';
import { requestLocale } from '@/lib/i18n/api-language';
import { REFERENCE_FORMAT } from '@/lib/donations/reference';
import { notFound } from '@/lib/kernel/domain-errors';

export const POST = apiRoute<{ reference: string }>(async ({ req, params, json, urlEncoded, ip }) => {
  if (!REFERENCE_FORMAT.test(params.reference)) throw notFound(UTR_MESSAGES.notFound);
  const locale = requestLocale(req);
  if (!isPlainFormPost(req)) {
    const { utr } = utrSchema.parse((await json()) ?? {});
    await limitUtrEntries(ip);
    return { ...(await submitUtr(params.reference, utr)), message: UTR_MESSAGES.received };
  }
  try {
    const { utr } = utrSchema.parse(Object.fromEntries(await urlEncoded()));
    await limitUtrEntries(ip);
    await submitUtr(params.reference, utr);
    return seeOther(`${payPath(locale, params.reference)}?utr=received`);
  } catch (error) {
    const href = problemHref(error, locale, params.reference);
    if (!href) throw error;
    return seeOther(href);
  }
});
