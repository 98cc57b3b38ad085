// The "Start Volunteering" and "Apply as Mentor" forms' one schema: the /volunteer and /mentor pages' form, its
// no-script POST and POST /api/v1/help-offers all parse it. Server-side only in practice: the page's form checks
// with the browser's own rules (required, pattern, maxLength), which keeps zod out of the page's first load.
import { z } from '../kernel/zod';
import { isValidMobile } from '../kernel/field-rules';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, TEXT_LIMITS, tooLongMessage } from '../kernel/text';
import { isDistrictName } from '../reference/district-names';
import { composed } from '../kernel/message';
import { HONEYPOT_FIELD } from './schema';

export const HELP_OFFER_KINDS = ['volunteer', 'mentor'] as const;
export type HelpOfferKind = (typeof HELP_OFFER_KINDS)[number];

export const HELP_OFFER_LIMITS = { name: TEXT_LIMITS.personName, email: TEXT_LIMITS.email, offer: 1000 } as const;
/** Below this, "what you offer" says nothing staff can act on. */
export const MIN_OFFER_CHARS = 10;

export const HELP_OFFER_MESSAGES = {
  kind: 'Please choose volunteering or mentoring.',
  email: 'Please enter a valid email address.',
  mobile: 'Please enter a valid 10-digit mobile number.',
  district: 'Please choose your district.',
} as const;
export const OFFER_TOO_SHORT = composed('Please tell us a little more (at least {n} characters).', { n: MIN_OFFER_CHARS });

/** The "what you offer" box's label, which its messages name. */
export const OFFER_FIELD = 'What you offer';

const text = (label: string, max: number, multiline = false) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max)).refine((v) => isCleanText(v, { multiline }), CONTROL_CHARACTERS_MESSAGE);

export const helpOfferSchema = z.object({
  kind: z.enum(HELP_OFFER_KINDS, { error: HELP_OFFER_MESSAGES.kind }),
  name: text('Name', HELP_OFFER_LIMITS.name),
  email: z.string().trim().min(1, HELP_OFFER_MESSAGES.email).max(HELP_OFFER_LIMITS.email, HELP_OFFER_MESSAGES.email).pipe(z.email(HELP_OFFER_MESSAGES.email)),
  mobile: z.string().trim().refine(isValidMobile, HELP_OFFER_MESSAGES.mobile),
  district: z.string().trim().refine(isDistrictName, HELP_OFFER_MESSAGES.district),
  offer: text(OFFER_FIELD, HELP_OFFER_LIMITS.offer, true).refine((v) => v.length >= MIN_OFFER_CHARS, OFFER_TOO_SHORT),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type HelpOfferData = z.output<typeof helpOfferSchema>;
