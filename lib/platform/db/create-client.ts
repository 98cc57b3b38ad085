// Builds a Prisma client over the pg driver adapter (the engine-free client, see docs/decisions/001).
// The app uses the single instance in lib/platform/db/client.ts; scripts and tests build their own with this.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';

export function createDb(connectionString: string, max = 10) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }),
    omit: { applicant: { passwordHash: true } },
  });
}

export type Db = ReturnType<typeof createDb>;
