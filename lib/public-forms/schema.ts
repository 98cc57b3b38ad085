// The five public forms (contact, community sign-up, newsletter, partnership request, impact story): one zod
// schema each, used by the react-hook-form client (zodResolver) and parsed again by the route handler.
// Every schema carries the honeypot field: people never see it, so a filled one means a bot.
import { z } from '../kernel/zod';
import { INQUIRY_TYPES, INTERESTS, PARTNERSHIP_TYPES, STORY_THEMES } from '@/lib/content/contact';
import { EMAIL_MESSAGE } from '../kernel/field-rules';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText, requiredMessage, TEXT_LIMITS, tooLongMessage } from '../kernel/text';

/** Name of the hidden honeypot field in every public form. */
export const HONEYPOT_FIELD = 'company_website';

export const LIMITS = {
  name: TEXT_LIMITS.personName, organisation: TEXT_LIMITS.organisationName, email: TEXT_LIMITS.email, subject: TEXT_LIMITS.subject,
  message: TEXT_LIMITS.message, story: TEXT_LIMITS.message, phone: TEXT_LIMITS.phone, website: TEXT_LIMITS.website,
} as const;
export const MIN_STORY_CHARS = 20;

const honeypot = z.string().max(500).optional();

/** Refuses control characters; `multiline` lets line breaks through (message boxes). */
const clean = (multiline = false) => (v: string) => isCleanText(v, { multiline });

const requiredText = (label: string, max: number, multiline = false) =>
  z.string().trim().min(1, requiredMessage(label)).max(max, tooLongMessage(label, max)).refine(clean(multiline), CONTROL_CHARACTERS_MESSAGE);

const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .max(LIMITS.email, 'Email is too long.')
  .refine(clean(), CONTROL_CHARACTERS_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

/** Optional text: an empty string means "not given". */
const optionalText = (max: number, label: string, multiline = false) =>
  z.string().trim().max(max, tooLongMessage(label, max)).refine(clean(multiline), CONTROL_CHARACTERS_MESSAGE).optional();

const PHONE_RE = /^\+?[0-9][0-9\s-]{5,18}[0-9]$/;
const optionalPhone = z
  .string()
  .trim()
  .max(LIMITS.phone, 'Phone number is too long.')
  .refine((v) => v === '' || PHONE_RE.test(v), 'Please enter a valid phone number (digits, spaces, + or -).')
  .optional();

const optionalWebsite = z
  .string()
  .trim()
  .max(LIMITS.website, 'Website address is too long.')
  .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]{2,}$/i.test(v), 'Please enter a full web address starting with http:// or https://.')
  .optional();

export const contactSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField,
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please select an inquiry type.' }),
  subject: requiredText('Subject', LIMITS.subject),
  message: requiredText('Message', LIMITS.message, true),
  [HONEYPOT_FIELD]: honeypot,
});

export const communitySignupSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  interest: z.union([z.literal(''), z.enum(INTERESTS, { error: 'Please choose one of the listed interests.' })]).optional(),
  [HONEYPOT_FIELD]: honeypot,
});

export const newsletterSchema = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypot,
});

const PARTNERSHIP_VALUES = PARTNERSHIP_TYPES.map((t) => t.value) as [(typeof PARTNERSHIP_TYPES)[number]['value'], ...(typeof PARTNERSHIP_TYPES)[number]['value'][]];

export const partnershipRequestSchema = z.object({
  organizationName: requiredText('Organization name', LIMITS.organisation),
  contactPerson: requiredText('Contact person', LIMITS.name),
  email: emailField,
  phone: optionalPhone,
  website: optionalWebsite,
  partnershipType: z.enum(PARTNERSHIP_VALUES, { error: 'Please select a partnership type.' }),
  message: optionalText(LIMITS.message, 'Message', true),
  [HONEYPOT_FIELD]: honeypot,
});

export const impactStorySchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: emailField,
  theme: z.enum(STORY_THEMES, { error: 'Please choose a theme.' }),
  story: requiredText('Your story', LIMITS.story, true).min(MIN_STORY_CHARS, `Please tell us a little more (at least ${MIN_STORY_CHARS} characters).`),
  /** Consent to publish (name as given, theme and story; never the email). Optional: a story can be sent without it. */
  consentToPublish: z.boolean().optional(),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type CommunitySignupInput = z.input<typeof communitySignupSchema>;
export type CommunitySignupData = z.output<typeof communitySignupSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export type PartnershipRequestInput = z.input<typeof partnershipRequestSchema>;
export type PartnershipRequestData = z.output<typeof partnershipRequestSchema>;
export type ImpactStoryInput = z.input<typeof impactStorySchema>;
export type ImpactStoryData = z.output<typeof impactStorySchema>;
