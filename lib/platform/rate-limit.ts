// Rate limits with rate-limiter-flexible's PostgreSQL store: counters live in the rate_limits table,
// so every app instance behind a load balancer shares them.
// Keys are mobile numbers, emails and client addresses: personal data. The table stores only
// "<limiter>:<HMAC of the key>", a fixed 43 characters after the limiter name, so it holds no raw
// personal data, any key fits the column, and erasing a person can still recompute their rows' keys.
import 'server-only';
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/platform/env';
import { tooManyRequests } from '@/lib/kernel/domain-errors';
import { metrics } from './metrics';

const globalForPool = globalThis as unknown as { rateLimitPool?: pg.Pool };
function pool() {
  if (globalForPool.rateLimitPool) return globalForPool.rateLimitPool;
  const created = new pg.Pool({ connectionString: env.DATABASE_URL, max: 3, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by a database restart is an 'error' event: unheard, it would end the process.
  created.on('error', (e) => console.error('[rate-limit] idle database connection lost:', e.message));
  return (globalForPool.rateLimitPool = created);
}

// A key of its own, derived from the newest session secret with a fixed label: rotating the secret only
// restarts the counters (their rows expire within the hour), and a rate-limit hash never doubles as a seal.
const hmacKey = () => createHmac('sha256', env.SESSION_SECRET.split(',')[0].trim()).update('rate-limit-keys-v1').digest();

const hashKey = (limiter: string, key: string) => createHmac('sha256', hmacKey()).update(`${limiter}\0${key}`).digest('base64url');

/** The rate_limits.key under which `limiter` counts `key` (for erasure: rows of a person's number or email). */
export const storedRateLimitKey = (limiter: string, key: string) => `${limiter}:${hashKey(limiter, key)}`;

/** Every read and write of the store goes through getKey, so hashing here covers consume, get, delete and block. */
class HashedKeyLimiter extends RateLimiterPostgres {
  getKey(key: string | number): string {
    return storedRateLimitKey(this.keyPrefix, String(key));
  }
}

export type Limiter = RateLimiterPostgres;

/** `points` attempts per `durationSeconds`; once spent, refused for `blockSeconds` (default: the rest of the window). */
export function createLimiter(name: string, points: number, durationSeconds: number, blockSeconds = 0): () => Limiter {
  let limiter: Limiter | undefined; // built on first use, so importing needs no database
  return () => (limiter ??= new HashedKeyLimiter({
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

const refused = (limiter: () => Limiter) => metrics().rateLimited.inc({ limiter: limiter().keyPrefix });

/** Counts one attempt for each key; throws a RateLimitedError when any key is over its limit. */
export async function consume(limiter: () => Limiter, ...keys: string[]) {
  for (const key of keys) {
    try {
      await limiter().consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) { refused(limiter); throw tooManyRequests(e.msBeforeNext / 1000); }
      throw e;
    }
  }
}

/**
 * Counts one attempt for a key in a single atomic step and returns how many the window now holds; over the
 * limit, throws `refusal(secondsToWait)`. Counting before the work (not after) is what holds under parallel
 * requests: each one takes its point before any of them is evaluated.
 */
export async function countAttempt(limiter: () => Limiter, key: string, refusal: (waitSeconds: number) => Error): Promise<number> {
  try {
    return (await limiter().consume(key)).consumedPoints;
  } catch (e) {
    if (e instanceof RateLimiterRes) { refused(limiter); throw refusal(e.msBeforeNext / 1000); }
    throw e;
  }
}

export async function reset(limiter: () => Limiter, key: string) {
  await limiter().delete(key);
}

/** Gives back one point counted for a key (an attempt that turned out not to count). */
export async function refund(limiter: () => Limiter, key: string) {
  await limiter().reward(key, 1);
}
