// Builds the limiters of lib/limits.ts, and counts only the attempts that succeed.
import 'server-only';
import type { Limit } from '@/lib/limits';
import { consume, createLimiter, refund, type Limiter } from './rate-limit';

export const limiterFor = (limit: Limit) => createLimiter(limit.name, limit.points, limit.windowSeconds, limit.blockSeconds ?? 0);

/**
 * Runs `work` with one point of `key` reserved, and gives the point back if it fails: only successes
 * count. Reserving first (rather than counting afterwards) keeps the limit exact under parallel requests.
 */
export async function countingSuccesses<T>(limiter: () => Limiter, key: string, work: () => Promise<T>): Promise<T> {
  await consume(limiter, key);
  try {
    return await work();
  } catch (e) {
    await refund(limiter, key);
    throw e;
  }
}
