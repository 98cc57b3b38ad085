// A donation starts here: stored as awaiting payment under a fresh reference, with either the UPI link to pay
// (always on) or a gateway order in paise (when the foundation has a gateway). Nothing here marks anything paid.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { invalid } from '@/lib/kernel/domain-errors';
import type { Locale } from '@/lib/i18n/locales';
import { gatewaySettings, upiSettings } from './config';
import { createOrder, type GatewayOrder } from './gateway';
import { encryptPan } from './pan';
import { newReference } from './reference';
import type { DonationInput } from './rules';

export const ONLINE_OFF = 'Online payment is not available just now. Please give by UPI.';

/** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<reference> (NPCI's UPI linking specification). */
export function upiUri(amountRupees: number, reference: string): string {
  const { upiId, payeeName } = upiSettings();
  const q = (v: string) => encodeURIComponent(v);
  return `upi://pay?pa=${q(upiId)}&pn=${q(payeeName)}&am=${amountRupees}.00&cu=INR&tn=${q(reference)}`;
}

export type CreatedDonation = { reference: string; upi_uri?: string; order?: GatewayOrder & { key_id: string } };

export async function createDonation(input: DonationInput, language: Locale): Promise<CreatedDonation> {
  const gateway = input.method === 'online' ? gatewaySettings() : null;
  if (input.method === 'online' && !gateway) throw invalid(ONLINE_OFF, { method: ONLINE_OFF }, 'online_payment_off');
  const upi = input.method === 'upi' ? upiSettings() : null; // a missing UPI ID fails before anything is stored
  const pan = input.pan ? encryptPan(input.pan) : { panEncrypted: null, panKeyId: null };
  const row = await insertWithFreshReference({
    amountRupees: input.amount, campaign: input.campaign, name: input.name, email: input.email, mobile: input.mobile,
    address: input.address, ...pan, language, method: input.method,
  });
  if (upi) return { reference: row.reference, upi_uri: upiUri(row.amountRupees, row.reference) };
  // The order is created after the row, so a gateway that does not answer leaves a donation marked failed
  // (never charged), and one that answers is tied to exactly this row.
  try {
    const order = await createOrder(gateway!, row.amountRupees, row.reference);
    await db.donation.update({ where: { id: row.id }, data: { razorpayOrderId: order.id } });
    return { reference: row.reference, order: { ...order, key_id: gateway!.keyId } };
  } catch (e) {
    await db.donation.update({ where: { id: row.id }, data: { state: 'failed' } });
    throw e;
  }
}

async function insertWithFreshReference(data: Omit<Prisma.DonationUncheckedCreateInput, 'reference'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.donation.create({ data: { ...data, reference: newReference() }, select: { id: true, reference: true, amountRupees: true } });
    } catch (e) {
      // 31^8 references: a clash is a once-in-a-lifetime event, retried rather than assumed away.
      if (attempt < 3 && e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') continue;
      throw e;
    }
  }
}
