// Per-address limits of the donation endpoints (lib/limits.ts, README "Rate limits"): generous, as on the other
// public forms, to stop one script from filling the table or the gateway with orders.
import 'server-only';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';

const donationsByIp = limiterFor(LIMITS.donationsPerAddress);
const utrByIp = limiterFor(LIMITS.utrEntriesPerAddress);

export const limitDonations = (ip: string) => consume(donationsByIp, ip);
export const limitUtrEntries = (ip: string) => consume(utrByIp, ip);
