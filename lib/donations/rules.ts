// The donation form's one schema (the /donate form, its no-script POST and POST /api/v1/donations all parse it),
// with its limits beside it. Not server-only: the browser form checks the same rules before sending.
import { z } from '../kernel/zod';
import { AMOUNT_LIMITS } from './amounts';
import { FUNDRAISING_CAMPAIGNS } from '@/lib/content/donate';
import { SITE } from '@/lib/content/site';
import { EMAIL_MESSAGE, isValidMobile, MOBILE_MESSAGE } from '@/lib/kernel/field-rules';
import { composed } from '@/lib/kernel/message';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, TEXT_LIMITS, tooLongMessage } from '@/lib/kernel/text';

export const CAMPAIGNS = ['general', ...FUNDRAISING_CAMPAIGNS.map((c) => c.id)] as const;
export const METHODS = ['upi', 'online'] as const;

export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const UTR_FORMAT = /^[0-9]{12}$/;

/** The FCRA refusal, with the foundation's address filled in (a catalogue keeps this template). */
export const CITIZEN_TEMPLATE = 'We can accept gifts only from Indian citizens paying from an Indian bank account: the foundation is not registered under the Foreign Contribution (Regulation) Act (FCRA), so the law does not let us accept foreign contributions. If you wish to help from abroad, please write to {email}.';

export const DONATION_MESSAGES = {
  amount: 'Please enter a whole number of rupees from ₹100 to ₹5,00,000.',
  campaign: 'Please choose a campaign.',
  mobile: MOBILE_MESSAGE,
  email: EMAIL_MESSAGE,
  pan: 'Please enter a valid PAN (five letters, four digits, one letter, like ABCDE1234F), or leave it empty.',
  // The foundation is not registered under the FCRA, so it may not accept foreign contributions.
  citizen: composed(CITIZEN_TEMPLATE, { email: SITE.email }),
  method: 'Please choose how you will pay.',
  utr: 'Please enter the 12-digit UPI transaction reference (UTR) shown in your UPI app.',
} as const;

const text = (label: string, max: number, multiline = false) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max)).refine((v) => isCleanText(v, { multiline }), CONTROL_CHARACTERS_MESSAGE);

/** A number, or the digits a plain HTML form posts; "1,000" and "1000.50" are refused, not guessed. */
const wholeRupees = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: DONATION_MESSAGES.amount }).int(DONATION_MESSAGES.amount).min(AMOUNT_LIMITS.min, DONATION_MESSAGES.amount).max(AMOUNT_LIMITS.max, DONATION_MESSAGES.amount),
);

export const donationSchema = z.object({
  amount: wholeRupees,
  campaign: z.enum(CAMPAIGNS, { error: DONATION_MESSAGES.campaign }),
  name: text('Name', TEXT_LIMITS.personName),
  email: z.string().trim().min(1, DONATION_MESSAGES.email).max(TEXT_LIMITS.email, DONATION_MESSAGES.email).pipe(z.email(DONATION_MESSAGES.email)),
  mobile: z.string().trim().refine(isValidMobile, DONATION_MESSAGES.mobile),
  address: text('Address', TEXT_LIMITS.address, true),
  pan: z.string().trim().toUpperCase().refine((v) => v === '' || PAN_FORMAT.test(v), DONATION_MESSAGES.pan).optional().transform((v) => v || undefined),
  indian_citizen: z.preprocess((v) => v === 'on' || v === 'true' || v, z.literal(true, { error: DONATION_MESSAGES.citizen })),
  method: z.enum(METHODS, { error: DONATION_MESSAGES.method }),
});

export type DonationInput = z.infer<typeof donationSchema>;

export const utrSchema = z.object({ utr: z.string().trim().regex(UTR_FORMAT, DONATION_MESSAGES.utr) });
