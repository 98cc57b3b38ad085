// A file sent with a mail. Two sources, one shape: files stored with the outbox row when it is queued
// (`queueMail({ attachments })`, mail_attachments: a ticket's QR and .ics, a certificate's PDF), and files drawn
// when the mail is sent (a donation receipt's PDF, found from the row's topic and dedupe key, so the outbox holds no
// copy of a document that carries a PAN). The composition root (instrumentation.ts, the tests) passes
// them to the worker, so lib/mail depends on no feature.
import type { RenderedMail } from './layout';

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type MailAttachments = (mail: { topic: string; dedupeKey: string }) => Promise<MailAttachment[]>;
/**
 * The words and files of a mail queued without them (a registration's ticket, queued by the one statement that takes
 * the seat, lib/events/register.ts), written when it is sent from the row's topic and dedupe key; null when the mail
 * no longer applies (a waitlist notice for someone no longer waiting), and the row is withdrawn unsent.
 */
export type WrittenMail = RenderedMail & { attachments: MailAttachment[] };
export type MailWriter = (mail: { topic: string; dedupeKey: string }) => Promise<WrittenMail | null>;
