// The SMTP connection: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL).
// Timeouts are short so a dead server fails the attempt quickly and the queue retries it later.
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAttachment } from './transport-types';

export type SendMail = (m: { from: string; to: string; replyTo?: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string>; attachments?: MailAttachment[] }) => Promise<unknown>;

const transports = new Map<string, Transporter>();

export function smtpSender(smtpUrl: string): SendMail {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
    transports.set(smtpUrl, t);
  }
  const transport = t;
  return (m) => transport.sendMail(m);
}
