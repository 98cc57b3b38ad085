// The next receipt number of a series, gap-free, inside the confirming transaction: a transaction-scoped advisory
// lock on the series serialises issuers across instances until their commit, and the number is one more than the
// highest issued (the unique (series, number) backs it up). A confirmation that rolls back issued nothing, so the
// next one takes the same number: no gap, no duplicate. Interim until lib/certificates' takeNumber (the shared
// number_series row of decision 023) is merged into this branch; the numbers it continues from are these rows.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

export async function nextReceiptNumber(tx: Prisma.TransactionClient, series: string): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`receipt-series:${series}`}, 0))`;
  const [row] = await tx.$queryRaw<{ next: number }[]>`SELECT COALESCE(MAX(number), 0)::int + 1 AS next FROM donation_receipts WHERE series = ${series}`;
  return row!.next;
}
