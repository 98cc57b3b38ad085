// A window already mostly spent, set up through the limiter itself as earlier requests from the address would
// have left it. A test then crosses the limit with a few real requests: that proves what hundreds of requests
// would, without their minutes on a busy machine (a 600-request loop took over 30 s at load 10).
import type { Limit } from '@/lib/limits';
import { limiterFor } from '@/lib/platform/limiter-for';
import { addressKey } from '@/lib/platform/client-ip';

/** Spends `points` of the address's window of `limit` (of one public form's, when the key names the form). */
export const alreadySpent = (limit: Limit, address: string, points: number, form?: string) =>
  limiterFor(limit)().penalty(form ? `${form}:${addressKey(address)}` : addressKey(address), points);
