// How many notices one public form sends the staff mailbox (LIMITS.staffNoticesPerForm). A script can post a form
// from many addresses with many emails, and a notice per message would bury the mailbox (600 an hour by the
// per-address limit alone). In each fixed window the first `points` messages of a form get their own notice; the
// rest fold into one "N more" notice, sent when the window ends and rewritten while it waits, so the staff
// get at most points + 1 mails per form and window. Every message is stored and shown in the console regardless.
// The count is of the form's stored messages in the window, taken under a lock per form: parallel submissions
// take turns for this one step (the previous one has committed), so the count is exact and never over the cap.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { LIMITS } from '@/lib/limits';
import type { SubmissionKind } from './messages/submission';

const TABLES: Record<SubmissionKind, Prisma.Sql> = {
  contact: Prisma.raw('contact_messages'),
  partnership: Prisma.raw('partnership_requests'),
  story: Prisma.raw('impact_stories'),
};

export type NoticeTurn = { single: true } | { single: false; more: number; window: number; windowEndsAt: Date };

/** Whether this submission (already stored in `tx`) gets its own notice, or is the `more`th folded one of its window. */
export async function staffNoticeTurn(tx: Prisma.TransactionClient, kind: SubmissionKind): Promise<NoticeTurn> {
  const { points, windowSeconds } = LIMITS.staffNoticesPerForm;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-notice:${kind}`}))`;
  // The database's clock for the window, as for created_at: the stored row counts itself (same transaction).
  const [row] = await tx.$queryRaw<{ position: number; window: bigint }[]>`
    WITH w AS (SELECT floor(extract(epoch FROM now()) / ${windowSeconds})::bigint AS window)
    SELECT (SELECT count(*)::int FROM ${TABLES[kind]} WHERE created_at >= to_timestamp(w.window * ${windowSeconds})) AS position, w.window
    FROM w`;
  if (row.position <= points) return { single: true };
  const window = Number(row.window);
  return { single: false, more: row.position - points, window, windowEndsAt: new Date((window + 1) * windowSeconds * 1000) };
}
