// One busy moment must not become a 500: a transaction that has to wait for a pooled connection waits (up to
// SERVER_LIMITS.transactionMaxWaitMs) instead of failing after Prisma's 2 s default, as a public form's did on a loaded machine
// ("Unable to start a transaction in the given time").
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/platform/db/create-client';
import { SERVER_LIMITS } from '@/lib/limits';

const db = createDb(process.env.DATABASE_URL!, 1); // one connection: the second transaction must queue
afterAll(() => db.$disconnect());

describe('the database client', () => {
  it('lets a transaction wait for the only connection while another holds it for 3 s', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let started!: () => void;
    const holding = new Promise<void>((r) => { started = r; });
    const first = db.$transaction(async (tx) => { await tx.$queryRaw`SELECT 1`; started(); await held; }, { timeout: 60_000 });
    await holding;
    const second = db.$transaction(async (tx) => tx.$queryRaw<{ n: number }[]>`SELECT 2 AS n`);
    await new Promise((r) => setTimeout(r, 3_000)); // past Prisma's default wait of 2 s
    release();
    await first;
    expect(await second).toEqual([{ n: 2 }]);
    expect(SERVER_LIMITS.transactionMaxWaitMs).toBeGreaterThan(3_000);
  });
});
