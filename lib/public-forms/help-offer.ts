// Offers of help from the Get Involved forms (/volunteer and /mentor). Stored with their mail (a notice to
// staff, an acknowledgement to the sender in the form's language) in one transaction, like a contact message.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { mailSubmission } from '@/lib/mail/submissions';
import type { Locale } from '@/lib/i18n/locales';
import type { HelpOfferData, HelpOfferKind } from './help-offer-schema';
import { normaliseEmail } from './spam-guard';

export const HELP_OFFER_THANKS: Record<HelpOfferKind, string> = {
  volunteer: 'Thank you for offering to volunteer! Our team will contact you within a week about the next drive near you.',
  mentor: 'Thank you for offering to mentor! Our team will contact you within a week to talk about a group that fits you.',
};

export async function saveHelpOffer(data: HelpOfferData, language: Locale, address: string) {
  return db.$transaction(async (tx) => {
    const row = await tx.helpOffer.create({
      data: { kind: data.kind, name: data.name, email: normaliseEmail(data.email), mobile: data.mobile, district: data.district, offer: data.offer, language },
      select: { id: true, email: true },
    });
    await mailSubmission(tx, {
      kind: data.kind, id: row.id, address, name: data.name, email: row.email, language,
      fields: [['Mobile', data.mobile], ['District', data.district], ['What they offer', data.offer]],
    });
    return { id: row.id };
  });
}
