// Partnership requests from /partner. Stored with their mail (a notice to staff, a confirmation to the
// sender) in one transaction.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { PartnershipRequestData } from '@/lib/public-forms/schema';
import { mailSubmission } from '@/lib/mail/submissions';
import type { Locale } from '@/lib/i18n/locales';
import { normaliseEmail, orNull } from './spam-guard';

export const PARTNERSHIP_THANKS = 'Thank you! Your partnership request has been received and our team will contact you soon.';

export async function savePartnershipRequest(data: PartnershipRequestData, language: Locale, address: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.partnershipRequest.create({
      data: {
        organizationName: data.organizationName,
        contactPerson: data.contactPerson,
        email: normaliseEmail(data.email),
        phone: orNull(data.phone),
        website: orNull(data.website),
        partnershipType: data.partnershipType,
        message: orNull(data.message),
      },
      select: { id: true, email: true },
    });
    await mailSubmission(tx, {
      kind: 'partnership', id: row.id, address, language, name: data.contactPerson, email: row.email,
      fields: [['Organisation', data.organizationName], ['Type', data.partnershipType], ['Phone', orNull(data.phone)], ['Message', orNull(data.message)]],
    });
    return { id: row.id };
  });
}
