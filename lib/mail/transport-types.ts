// What another feature may add to an outgoing mail: files drawn when the mail is sent (a donation receipt's PDF),
// found from the outbox row's topic and dedupe key. The composition root (instrumentation.ts, the tests) passes
// them to the worker, so lib/mail depends on no feature.
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailAttachments = (mail: { topic: string; dedupeKey: string }) => Promise<MailAttachment[]>;
