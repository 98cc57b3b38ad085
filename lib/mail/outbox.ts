// The one way to send mail: `queueMail(tx, message)` inside the transaction of the event that causes
// it. The outbox row and its queue job commit or roll back with the event, so a registration that
// fails sends nothing and one that succeeds cannot lose its mail. `dedupeKey` names the event: queueing
// the same event again is a no-op, so an event never has two messages.
import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { withUnsubscribeLink, type RenderedMail } from './layout';
import { hasOptedOut, OPTIONAL_TOPICS, STAFF_TOPICS, unsubscribePageUrl } from './unsubscribe';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export type MailTopic = 'donation-receipt' | 'registration-received' | 'registration-held' | 'decision' | 'internship' | 'password-reset' | 'password-changed' | 'submission-received' | 'newsletter-confirm' | 'staff-notification' | 'staff-digest' | 'event-registration' | 'event-certificate';
/** A mail deliberately not sent: its row says so, and nothing counts it as waiting (./backlog.ts). */
export const HELD_TOPIC = 'registration-held' satisfies MailTopic;
export type MailOwner = { type: ApplicationKind; id: number };

export type OutgoingMail = RenderedMail & {
  to: string;
  topic: MailTopic;
  dedupeKey: string;
  owner?: MailOwner;
  /** Reply-To, when not the staff mailbox (lib/mail/send-outbox-mail.ts). */
  replyTo?: string;
  /** Not before this moment (a summary sent when its window ends, ./staff-notices.ts). */
  runAt?: Date;
  /**
   * The event's mail is rewritten while it waits (subject and bodies), instead of kept as first queued: a summary
   * that grows until it leaves. Once a worker has claimed or sent it, it stays as it went.
   */
  rewriteWhileWaiting?: boolean;
  /** Files sent with the mail (a ticket's QR code and calendar file, a PDF); removed once it is sent, like the bodies. */
  attachments?: MailFile[];
};

/** An attached file; `contentId` shows it inside the HTML body (`<img src="cid:…">`). */
export type MailFile = { filename: string; contentType: string; content: Uint8Array; contentId?: string };

export const SEND_MAIL_TASK = 'send-mail';
// graphile-worker retries with exponential backoff (about e^n seconds, capped near 6 hours):
// 25 attempts keep trying for about four days of SMTP outage before a message is given up.
export const MAIL_MAX_ATTEMPTS = 25;

/**
 * Records a mail that is deliberately not sent (`registration-held`): a row without bodies and without a
 * job, so the card can say so and nothing ever goes out.
 */
export async function recordHeldMail(tx: Prisma.TransactionClient, mail: Pick<OutgoingMail, 'to' | 'topic' | 'dedupeKey' | 'owner' | 'subject'>) {
  await tx.mailOutbox.upsert({
    where: { dedupeKey: mail.dedupeKey },
    create: { dedupeKey: mail.dedupeKey, topic: mail.topic, personType: mail.owner?.type ?? null, personId: mail.owner?.id ?? null, toAddress: mail.to, subject: mail.subject },
    update: {},
  });
}

/** The words of a mail to `to` as they go out: every mail to the public with its address's unsubscribe link in the footer. */
export const withFooter = (mail: RenderedMail, topic: string, to: string): RenderedMail =>
  STAFF_TOPICS.has(topic) ? mail : withUnsubscribeLink(mail, unsubscribePageUrl(to, mail.lang));

/**
 * Queues a mail; every mail to the public gets its address's unsubscribe link in the footer (./unsubscribe.ts),
 * and optional mail to an address that unsubscribed is not queued at all (null, as for a repeated event).
 */
export async function queueMail(tx: Prisma.TransactionClient, outgoing: OutgoingMail): Promise<number | null> {
  if (OPTIONAL_TOPICS.has(outgoing.topic) && (await hasOptedOut(tx, outgoing.to))) return null;
  const mail = { ...outgoing, ...withFooter(outgoing, outgoing.topic, outgoing.to) };
  // One round trip: the row, and its job and files only if the row is new (the transaction stays short). `xmax = 0`
  // tells a new row from one rewritten in place (a rewritten row already has its job and files).
  const rewrite = mail.rewriteWhileWaiting
    ? Prisma.sql`DO UPDATE SET subject = EXCLUDED.subject, text_body = EXCLUDED.text_body, html_body = EXCLUDED.html_body
        WHERE mail_outbox.sent_at IS NULL AND mail_outbox.claimed_at IS NULL`
    : Prisma.sql`DO NOTHING`;
  // The files go in the same statement (a data-modifying CTE always runs), as base64 in one JSON parameter.
  const files = JSON.stringify((outgoing.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, contentId: a.contentId ?? null, content: Buffer.from(a.content).toString('base64') })));
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH row AS (
      INSERT INTO mail_outbox (dedupe_key, topic, person_type, person_id, to_address, reply_to, subject, text_body, html_body)
      VALUES (${mail.dedupeKey}, ${mail.topic}, ${mail.owner?.type ?? null}, ${mail.owner?.id ?? null},
              ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html})
      ON CONFLICT (dedupe_key) ${rewrite}
      RETURNING id, xmax = 0 AS inserted
    ), fresh AS (SELECT id FROM row WHERE inserted), files AS (
      INSERT INTO mail_attachments (outbox_id, filename, content_type, content_id, content)
      SELECT fresh.id, f->>'filename', f->>'contentType', f->>'contentId', decode(f->>'content', 'base64')
      FROM fresh, json_array_elements(${files}::json) WITH ORDINALITY AS a(f, n) ORDER BY n
    )
    SELECT fresh.id FROM fresh,
      LATERAL graphile_worker.add_job(${SEND_MAIL_TASK}, json_build_object('outboxId', fresh.id),
        job_key := 'mail:' || fresh.id, max_attempts := ${MAIL_MAX_ATTEMPTS}::int, run_at := ${mail.runAt ?? null}::timestamptz) AS job`;
  return rows[0]?.id ?? null; // null: this event's message was already queued
}

export type MailWithdrawal = 'withdrawn' | 'sent' | 'none';

/**
 * Takes back an event's mail while no worker has taken it (an approval undone within minutes): the row goes,
 * and with it the job (a job whose row is gone does nothing, ./send-outbox-mail.ts). The delete and the worker's
 * claim are both conditional on the same row, so exactly one of them wins. 'sent': it left, or is leaving now;
 * the row stays, as the record of what was sent, under its key with `:undone:<row id>` added, so the event is no
 * longer "already mailed": when it happens again (approved again after the undo), its mail is queued again.
 */
export async function withdrawMail(tx: Prisma.TransactionClient, dedupeKey: string): Promise<MailWithdrawal> {
  const gone = await tx.$queryRaw<{ id: number }[]>`
    DELETE FROM mail_outbox WHERE dedupe_key = ${dedupeKey} AND sent_at IS NULL AND claimed_at IS NULL RETURNING id`;
  if (gone[0]) {
    await tx.$executeRaw`SELECT 1 FROM graphile_worker.remove_job(${`mail:${gone[0].id}`})`;
    return 'withdrawn';
  }
  const left = await tx.$executeRaw`UPDATE mail_outbox SET dedupe_key = dedupe_key || ':undone:' || id WHERE dedupe_key = ${dedupeKey}`;
  return left ? 'sent' : 'none';
}
