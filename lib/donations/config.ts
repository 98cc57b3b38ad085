// The donation settings (README, "Donations"), read from the environment when used, so a test or the quick start
// can point the gateway at the stand-in (scripts/razorpay-stand-in.ts) before the first request. UPI is always on;
// the online gateway is on only when all three Razorpay secrets are set. The foundation's 80G details print on
// every receipt; a local run shows that they are missing instead of inventing them.
import 'server-only';
import { SITE } from '@/lib/content/site';
import { appEnv } from '@/lib/platform/config/app-env';

export const RAZORPAY_API = 'https://api.razorpay.com';
const NOT_SET = '(not set)';

const read = (name: string) => process.env[name]?.trim() || undefined;

export function upiSettings() {
  const upiId = process.env.DONATION_UPI_ID?.trim() || (appEnv() === 'local' ? 'nextgen.demo@upi' : undefined);
  if (!upiId) throw new Error('DONATION_UPI_ID is not set: UPI donations need the foundation\'s UPI ID (README, "Donations")');
  return { upiId, payeeName: process.env.DONATION_PAYEE_NAME?.trim() || SITE.name };
}

export type GatewaySettings = { keyId: string; keySecret: string; webhookSecret: string; baseUrl: string };

/** The gateway's settings, or null when the foundation has none (the online method is then not offered). */
export function gatewaySettings(): GatewaySettings | null {
  const keyId = read('RAZORPAY_KEY_ID');
  const keySecret = read('RAZORPAY_KEY_SECRET');
  const webhookSecret = read('RAZORPAY_WEBHOOK_SECRET');
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, baseUrl: (read('RAZORPAY_BASE_URL') ?? RAZORPAY_API).replace(/\/+$/, '') };
}

/** What a receipt says of the foundation (section 80G(5) and rule 18AB). */
export function foundationDetails() {
  return {
    name: SITE.name,
    address: SITE.addressLine,
    pan: read('FOUNDATION_PAN') ?? NOT_SET,
    registration80G: read('FOUNDATION_80G_NUMBER') ?? NOT_SET,
    validity80G: read('FOUNDATION_80G_VALIDITY') ?? NOT_SET,
    /** The URN's date of issue, as Form 10BD asks for it (DD-MM-YYYY). */
    registrationDate80G: read('FOUNDATION_80G_DATE') ?? NOT_SET,
  };
}
