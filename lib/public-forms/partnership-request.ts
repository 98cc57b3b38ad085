// Partnership requests from /partner.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { PartnershipRequestData } from '@/lib/public-forms/schema';
import { normaliseEmail, orNull } from './spam-guard';

export const PARTNERSHIP_THANKS = 'Thank you! Your partnership request has been received and our team will contact you soon.';

export async function savePartnershipRequest(data: PartnershipRequestData) {
  return db.partnershipRequest.create({
    data: {
      organizationName: data.organizationName,
      contactPerson: data.contactPerson,
      email: normaliseEmail(data.email),
      phone: orNull(data.phone),
      website: orNull(data.website),
      partnershipType: data.partnershipType,
      message: orNull(data.message),
    },
    select: { id: true },
  });
}
