// How many notices the public forms send the staff mailbox. A script can post a form a few hundred times an hour
// from one address (LIMITS.publicFormsPerAddress), and a notice per message would bury the mailbox. A message gets
// its own notice while its sender's address is within LIMITS.staffNoticesPerAddress for that form; the rest of a
// form's messages in a fixed 30-minute window fold into one "N more" notice, sent when the window ends and
// rewritten while it waits. A form also sends at most SINGLE_NOTICES_PER_FORM_WINDOW single notices a window, from
// all addresses together. Every message is stored and shown in the console regardless.
// The window's counts are read under a lock per form: parallel submissions take turns for this one step (the one
// before has committed), so the "N more" it ends with counts every message of the window.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { LIMITS } from '@/lib/limits';
import { consume } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { RateLimitedError } from '@/lib/kernel/domain-errors';
import type { SubmissionKind } from './messages/submission';

/** Each form's stored messages (the two Get Involved forms share one table, by kind). */
const MESSAGES: Record<SubmissionKind, Prisma.Sql> = {
  contact: Prisma.raw('contact_messages WHERE true'),
  partnership: Prisma.raw('partnership_requests WHERE true'),
  story: Prisma.raw('impact_stories WHERE true'),
  volunteer: Prisma.raw(`help_offers WHERE kind = 'volunteer'`),
  mentor: Prisma.raw(`help_offers WHERE kind = 'mentor'`),
};
const perAddress = limiterFor(LIMITS.staffNoticesPerAddress);
/**
 * Single notices of one form in one window, whatever the addresses: the per-address share alone let anyone with
 * many addresses (an IPv6 /48 holds 65,536 /64s, each its own address here) send the mailbox 2 notices per address.
 * High enough that an ordinary half hour (and a test run, whose clients each have an address) never reaches it.
 */
export const SINGLE_NOTICES_PER_FORM_WINDOW = 50;

/** The dedupe key of a message's own notice (one per message) and of a window's "N more" notice. */
export const singleNoticeKey = (kind: SubmissionKind, id: number) => `${kind}:${id}:staff`;
export const foldedNoticeKey = (kind: SubmissionKind, window: number) => `${kind}:more:${window}:staff`;

export type NoticeTurn = { single: true } | { single: false; more: number; window: number; windowEndsAt: Date };

/** Whether this submission (already stored in `tx`) gets its own notice, or is one of the `more` folded ones of its window. */
export async function staffNoticeTurn(tx: Prisma.TransactionClient, kind: SubmissionKind, address: string): Promise<NoticeTurn> {
  const { windowSeconds } = LIMITS.staffNoticesPerAddress;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-notice:${kind}`}))`;
  // The database's clock for the window, as for created_at: the stored row counts itself (same transaction).
  const [row] = await tx.$queryRaw<{ messages: number; singles: number; window: bigint }[]>`
    WITH w AS (SELECT floor(extract(epoch FROM now()) / ${windowSeconds})::bigint AS window)
    SELECT w.window,
      (SELECT count(*)::int FROM ${MESSAGES[kind]} AND created_at >= to_timestamp(w.window * ${windowSeconds})) AS messages,
      (SELECT count(*)::int FROM mail_outbox WHERE topic = 'staff-notification' AND dedupe_key ~ ${`^${kind}:\\d+:staff$`}
        AND created_at >= to_timestamp(w.window * ${windowSeconds})) AS singles
    FROM w`;
  if (row.singles < SINGLE_NOTICES_PER_FORM_WINDOW && await withinShare(`${kind}:${address}`)) return { single: true };
  const window = Number(row.window);
  return { single: false, more: row.messages - row.singles, window, windowEndsAt: new Date((window + 1) * windowSeconds * 1000) };
}

const withinShare = (key: string) => consume(perAddress, key).then(() => true, (e) => {
  if (e instanceof RateLimitedError) return false;
  throw e;
});
