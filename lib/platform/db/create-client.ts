// Builds a Prisma client over the pg driver adapter (the engine-free client, see docs/decisions/001).
// The app uses the single instance in lib/platform/db/client.ts; scripts and tests build their own with this.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { SERVER_LIMITS } from '@/lib/limits';

export function createDb(connectionString: string, max = 10) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }),
    omit: { applicant: { passwordHash: true } },
    // A transaction waits for a pooled connection up to this long. Prisma's default, 2 s, turned a busy moment (a
    // college lab registering at once, a loaded machine) into a 500 for whoever came next; waiting is better.
    transactionOptions: { maxWait: SERVER_LIMITS.transactionMaxWaitMs },
  });
}

export type Db = ReturnType<typeof createDb>;
