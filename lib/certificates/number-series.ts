// Gap-free numbers (docs/decisions/023): the series row is taken with an upsert inside the caller's
// transaction, so its row lock makes issuers on every instance wait their turn, and a transaction that rolls
// back gives its number back. No sequence: PostgreSQL sequences skip numbers on rollback.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The next number of `series` (1 for a new series), taken inside `tx`. */
export async function takeNumber(tx: Prisma.TransactionClient, series: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ taken: number }[]>`
    INSERT INTO number_series (series, next) VALUES (${series}, 2)
    ON CONFLICT (series) DO UPDATE SET next = number_series.next + 1
    RETURNING next - 1 AS taken`;
  return row.taken;
}
