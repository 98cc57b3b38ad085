// Contact messages from /contact.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { ContactData } from '@/lib/public-forms/schema';
import { normaliseEmail } from './spam-guard';

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you within two working days.';

export async function saveContactMessage(data: ContactData) {
  return db.contactMessage.create({
    data: { name: data.name, email: normaliseEmail(data.email), subject: data.subject, message: data.message, inquiryType: data.inquiryType },
    select: { id: true },
  });
}
