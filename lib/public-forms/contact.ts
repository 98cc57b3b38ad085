// Contact messages from /contact. Stored with their mail (a notice to staff, a confirmation to the sender in the form's language)
// in one transaction.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { ContactData } from '@/lib/public-forms/schema';
import { mailSubmission } from '@/lib/mail/submissions';
import type { Locale } from '@/lib/i18n/locales';
import { normaliseEmail } from './spam-guard';

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you within two working days.';

export async function saveContactMessage(data: ContactData, language: Locale, address: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: { name: data.name, email: normaliseEmail(data.email), subject: data.subject, message: data.message, inquiryType: data.inquiryType },
      select: { id: true, email: true },
    });
    await mailSubmission(tx, {
      kind: 'contact', id: row.id, address, language, name: data.name, email: row.email,
      fields: [['Enquiry', data.inquiryType], ['Subject', data.subject], ['Message', data.message]],
    });
    return { id: row.id };
  });
}
