// Rate limits with rate-limiter-flexible's PostgreSQL store: counters live in the rate_limits table,
// so every app instance behind a load balancer shares them.
import 'server-only';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { tooManyRequests } from './errors';

const globalForPool = globalThis as unknown as { rateLimitPool?: pg.Pool };
const pool = () => (globalForPool.rateLimitPool ??= new pg.Pool({ connectionString: env.DATABASE_URL, max: 3 }));

export type Limiter = RateLimiterPostgres;

/** `points` attempts per `durationSeconds`; once spent, refused for `blockSeconds` (default: the rest of the window). */
export function createLimiter(name: string, points: number, durationSeconds: number, blockSeconds = 0): () => Limiter {
  let limiter: Limiter | undefined; // built on first use, so importing needs no database
  return () => (limiter ??= new RateLimiterPostgres({
    storeClient: pool(),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds,
  }));
}

/** Counts one attempt for each key; throws a 429 HttpError when any key is over its limit. */
export async function consume(limiter: () => Limiter, ...keys: string[]) {
  for (const key of keys) {
    try {
      await limiter().consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooManyRequests(e.msBeforeNext / 1000);
      throw e;
    }
  }
}

/** Whether a key is currently over its limit, without counting an attempt. */
export async function remainingWait(limiter: () => Limiter, key: string): Promise<number> {
  const res = await limiter().get(key);
  return res && res.remainingPoints <= 0 ? res.msBeforeNext / 1000 : 0;
}

export async function reset(limiter: () => Limiter, key: string) {
  await limiter().delete(key);
}

/** Gives back one point counted for a key (an attempt that turned out not to count). */
export async function refund(limiter: () => Limiter, key: string) {
  await limiter().reward(key, 1);
}
