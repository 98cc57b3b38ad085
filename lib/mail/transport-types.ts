// A file sent with a mail. Two sources, one shape: files stored with the outbox row when it is queued
// (`queueMail({ attachments })`, mail_attachments: a ticket's QR and .ics, a certificate's PDF), and files drawn
// when the mail is sent (a donation receipt's PDF, found from the row's topic and dedupe key, so the outbox holds no
// copy of a document that carries a PAN). The composition root (instrumentation.ts, the tests) passes
// them to the worker, so lib/mail depends on no feature.
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type MailAttachments = (mail: { topic: string; dedupeKey: string }) => Promise<MailAttachment[]>;
