// Sends one outbox row, at most once. The worker first claims the row with a conditional update
// (unsent, and unclaimed or claimed long ago), so two runs of the same job, on one instance or two,
// cannot both send it; a run that finds the row sent or claimed does nothing. A failed send releases
// the claim and throws, and the queue retries later with backoff. The Message-ID is fixed per row, so
// in the one window we cannot close (the SMTP server accepted, then this process died before
// recording it) the resent copy carries the same Message-ID and mail clients show it once.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { SendMail } from './transport';
import type { MailAttachment, MailAttachments, MailWriter } from './transport-types';
import { withFooter } from './outbox';
import { staffAddress } from './staff-address';
import { unsubscribeHeaders } from './unsubscribe';

/** A claim older than this belongs to a worker that died mid-send; the row may be taken over. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

export type SendResult = 'sent' | 'already-sent' | 'claimed-elsewhere' | 'missing' | 'withdrawn';

/**
 * `attachments`: files another feature adds to its mail, drawn now; `write`: the words and files of a mail queued
 * without them (./transport-types.ts).
 */
export async function sendOutboxMail(outboxId: number, send: SendMail, from: string, attachments?: MailAttachments, write?: MailWriter): Promise<SendResult> {
  const now = new Date();
  const claimed = await db.mailOutbox.updateMany({
    where: { id: outboxId, sentAt: null, OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } }] },
    data: { claimedAt: now, attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) {
    const row = await db.mailOutbox.findUnique({ where: { id: outboxId }, select: { sentAt: true } });
    return !row ? 'missing' : row.sentAt ? 'already-sent' : 'claimed-elsewhere';
  }
  const mail = await db.mailOutbox.findUniqueOrThrow({ where: { id: outboxId } });
  const messageId = `<outbox-${mail.id}-${mail.createdAt.getTime()}@${senderDomain(from)}>`;
  const stored = await db.mailAttachment.findMany({ where: { outboxId }, orderBy: { id: 'asc' } });
  const unwritten = mail.textBody === null && mail.htmlBody === null;
  let words = { subject: mail.subject, text: mail.textBody ?? '', html: mail.htmlBody ?? '' };
  try {
    // Queued without its words: written now (a job without its writer fails and is retried, never sent empty).
    const written = unwritten ? await (write ?? noWriter)({ topic: mail.topic, dedupeKey: mail.dedupeKey }) : undefined;
    if (written === null) {
      await db.mailOutbox.delete({ where: { id: outboxId } });
      return 'withdrawn';
    }
    if (written) words = withFooter(written, mail.topic, mail.toAddress);
    const drawn = attachments ? await attachments({ topic: mail.topic, dedupeKey: mail.dedupeKey }) : [];
    const files: MailAttachment[] = [
      ...stored.map((f) => ({ filename: f.filename, contentType: f.contentType, content: Buffer.from(f.content), ...(f.contentId ? { cid: f.contentId } : {}) })),
      ...(written?.attachments ?? []),
      ...drawn,
    ];
    await send({
      from, to: mail.toAddress, replyTo: mail.replyTo ?? staffAddress(), subject: words.subject, text: words.text, html: words.html, messageId,
      headers: unsubscribeHeaders(mail.topic, mail.toAddress),
      ...(files.length ? { attachments: files } : {}),
    });
  } catch (error) {
    // The subject as written (a mail queued without words has none until now): what staff see of a failed mail.
    await db.mailOutbox.update({ where: { id: outboxId }, data: { claimedAt: null, subject: words.subject, lastError: String((error as Error)?.message ?? error).slice(0, 500) } });
    throw error;
  }
  // The bodies and files go once delivered: a reset link or a ticket must not stay readable in the database.
  await db.$transaction([
    db.mailOutbox.update({ where: { id: outboxId }, data: { sentAt: new Date(), messageId, lastError: null, textBody: null, htmlBody: null, subject: words.subject } }),
    db.mailAttachment.deleteMany({ where: { outboxId } }),
  ]);
  return 'sent';
}

const noWriter: MailWriter = async (m) => { throw new Error(`no writer for the mail ${m.dedupeKey} queued without its words`); };

function senderDomain(from: string) {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
