// Runs the retention steps once. Several app instances may start it at the same moment: a PostgreSQL
// advisory lock, held by a transaction for the length of the run, lets exactly one of them work while
// the others return at once. The lock goes with the transaction, so a crashed run never leaves it held.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { RETENTION_STEPS, type RetentionStep } from './steps';

/** Rows deleted per step, or the error message of a step that failed (the other steps still run). */
export type RetentionReport = Record<string, number | string>;

// Two-integer advisory lock key: (application, purpose); any fixed pair no other code uses.
const LOCK_SQL = 'SELECT pg_try_advisory_xact_lock(7301, 13) AS locked';

/** null when another instance holds the lock (it is doing this very work). */
export async function runRetention(o: { now?: Date; steps?: RetentionStep[] } = {}): Promise<RetentionReport | null> {
  const now = o.now ?? new Date();
  const steps = o.steps ?? RETENTION_STEPS;
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRawUnsafe<{ locked: boolean }[]>(LOCK_SQL);
      if (!locked) return null;
      const report: RetentionReport = {};
      for (const step of steps) {
        // Steps use their own connections; this transaction only holds the lock while they run.
        try { report[step.name] = await step.run(now); }
        catch (e) { report[step.name] = e instanceof Error ? e.message : String(e); }
      }
      return report;
    },
    { maxWait: 10_000, timeout: 10 * 60_000 },
  );
}
