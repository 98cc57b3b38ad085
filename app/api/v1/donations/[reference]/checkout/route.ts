// POST /api/v1/donations/{reference}/checkout {razorpay_order_id, razorpay_payment_id, razorpay_signature}: the
// gateway checkout's answer, sent on by our page's script (JSON) or posted by the gateway's hosted checkout to its
// callback URL (a form from the gateway's site, hence anyOrigin: it proves itself by its signature and carries no
// session). The server checks the signature and asks the gateway for the payment before anything counts.
import { apiRoute } from '@/lib/http/api-route';
import { z } from '@/lib/kernel/zod';
import { verifyCheckout } from '@/lib/donations/gateway-payment';
import { isPlainFormPost, seeOther } from '@/lib/accounts/login-without-scripts';
import { payPath, problemHref } from '@/lib/donations/without-scripts';
import { requestLocale } from '@/lib/i18n/api-language';
import { REFERENCE_FORMAT } from '@/lib/donations/reference';
import { notFound } from '@/lib/kernel/domain-errors';

const id = z.string().trim().min(1).max(64);
const answerSchema = z.object({ razorpay_order_id: id, razorpay_payment_id: id, razorpay_signature: z.string().trim().regex(/^[0-9a-f]{64}$/i) });

export const POST = apiRoute<{ reference: string }>(async ({ req, params, json, urlEncoded }) => {
  if (!REFERENCE_FORMAT.test(params.reference)) throw notFound('No donation has this reference.');
  if (!isPlainFormPost(req)) {
    const confirmed = await verifyCheckout(params.reference, answerSchema.parse((await json()) ?? {}));
    return { reference: confirmed.reference, receipt: confirmed.receipt };
  }
  const locale = requestLocale(req);
  try {
    await verifyCheckout(params.reference, answerSchema.parse(Object.fromEntries(await urlEncoded())));
    return seeOther(`${payPath(locale, params.reference)}?paid=1`);
  } catch (error) {
    const href = problemHref(error, locale, params.reference);
    if (!href) throw error;
    return seeOther(href);
  }
}, { anyOrigin: true });
