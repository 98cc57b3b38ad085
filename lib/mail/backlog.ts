// The mail queue's backlog: what waits to be sent. A held mail (`registration-held`, lib/mail/notify.ts) is a
// record that a mail was deliberately not sent: it never leaves and is no backlog, so every count leaves it out
// (it would otherwise read as a stuck message for as long as it is kept; retention deletes it).
// Read by /api/metrics and by /api/ready for the holder of METRICS_TOKEN only: the count moves by one when a form
// queues a mail, and the forms that must not say whether an address or number is known (newsletter, forgot
// password) queue one only when it is.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { HELD_TOPIC } from './outbox';

export type MailBacklog = { unsent: number; failing: number; oldestUnsentSeconds: number };

export async function mailBacklog(): Promise<MailBacklog> {
  const [row] = await db.$queryRaw<{ unsent: bigint; failing: bigint; oldest: Date | null }[]>`
    SELECT count(*) AS unsent, count(*) FILTER (WHERE last_error IS NOT NULL) AS failing, min(created_at) AS oldest
    FROM mail_outbox WHERE sent_at IS NULL AND topic <> ${HELD_TOPIC}`;
  return {
    unsent: Number(row.unsent),
    failing: Number(row.failing),
    oldestUnsentSeconds: row.oldest ? Math.round((Date.now() - row.oldest.getTime()) / 1000) : 0,
  };
}
