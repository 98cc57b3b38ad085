// POST /api/v1/payments/razorpay/webhook: the gateway's payment.captured / order.paid, checked on the raw body
// (X-Razorpay-Signature), handled once per X-Razorpay-Event-Id (lib/donations/gateway-payment.ts).
import { apiRoute } from '@/lib/http/api-route';
import { handleWebhook } from '@/lib/donations/gateway-payment';

export const POST = apiRoute(async ({ req, text }) => {
  const outcome = await handleWebhook(await text(), req.headers.get('x-razorpay-signature'), req.headers.get('x-razorpay-event-id'));
  return { outcome };
}, { anyOrigin: true, maxBodyBytes: 64 * 1024 });
