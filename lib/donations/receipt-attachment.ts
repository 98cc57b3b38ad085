// The mail worker's attachments for donation mail: a receipt's mail (dedupe key donation-receipt:<id>) carries that
// receipt's PDF, drawn when the mail is sent, so the outbox holds no PDF and the mail and the download are alike.
import 'server-only';
import type { MailAttachments } from '@/lib/mail/transport-types';
import { RECEIPT_MAIL_KEY } from './receipts';
import { receiptPdf } from './receipt-pdf';

export const donationAttachments: MailAttachments = async (mail) => {
  if (mail.topic !== 'donation-receipt' || !mail.dedupeKey.startsWith(RECEIPT_MAIL_KEY)) return [];
  const pdf = await receiptPdf(Number(mail.dedupeKey.slice(RECEIPT_MAIL_KEY.length)));
  return pdf ? [{ filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' }] : [];
};
