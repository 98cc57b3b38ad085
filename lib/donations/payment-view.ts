// What the payment page shows for a donation: its amount and state, and how to pay: the UPI link and QR, or the
// gateway's hosted checkout (a plain form post, so it works without scripts). Nothing personal: the reference is
// the only key, and the page shows no name, contact or PAN.
import 'server-only';
import QRCode from 'qrcode';
import { db } from '@/lib/platform/db/client';
import { siteUrl } from '@/lib/mail/links';
import { withLang } from '@/lib/i18n/api-language';
import type { Locale } from '@/lib/i18n/locales';
import { gatewaySettings } from './config';
import { upiUri } from './create-donation';
import { REFERENCE_FORMAT } from './reference';

export async function paymentView(reference: string, locale: Locale) {
  if (!REFERENCE_FORMAT.test(reference)) return null;
  const d = await db.donation.findUnique({ where: { reference }, select: { reference: true, amountRupees: true, method: true, state: true, utr: true, razorpayOrderId: true } });
  if (!d) return null;
  const base = { reference: d.reference, amountRupees: d.amountRupees, state: d.state, utrGiven: Boolean(d.utr) };
  if (d.method === 'upi') {
    const uri = upiUri(d.amountRupees, d.reference);
    return { ...base, method: 'upi' as const, upiUri: uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }), utrAction: withLang(`/api/v1/donations/${d.reference}/utr`, locale) };
  }
  const gateway = gatewaySettings();
  return {
    ...base, method: 'online' as const,
    checkout: gateway && d.razorpayOrderId ? {
      action: `${gateway.baseUrl}/v1/checkout/embedded`,
      fields: {
        key_id: gateway.keyId, order_id: d.razorpayOrderId, amount: String(d.amountRupees * 100), currency: 'INR', name: 'NextGen Youth Foundation',
        description: `Donation ${d.reference}`, callback_url: siteUrl(withLang(`/api/v1/donations/${d.reference}/checkout`, locale)),
        cancel_url: siteUrl(`/donate/pay/${d.reference}`),
      },
    } : null,
  };
}
