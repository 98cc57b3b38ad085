// The internship terms as numbers and words (spec part 1, /internship-terms; issue 37): what an offer may say,
// what a week's log may say, and each refusal once. Plain data and zod schemas: the intern's forms (browser), the
// API and the admin script read the same rules. Dates are India's (./dates.ts).
import { z } from '@/lib/kernel/zod';
import { MAX_UPLOAD_BYTES } from '@/lib/kernel/field-rules';
import { DOCUMENT_RULES, formatList, type DocumentRule } from '@/lib/kernel/upload-rules';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from '@/lib/kernel/text';

/** The college's approval letter: the formats and size of today's documents (an institution's ID proof). */
export const LETTER_RULE: DocumentRule = { name: 'College approval letter', formats: DOCUMENT_RULES.institutionProof.formats };
export const MAX_LETTER_BYTES = MAX_UPLOAD_BYTES;

export const INTERNSHIP_RULES = {
  minWeeks: 8,
  maxWeeks: 12,
  /** Extensions may go beyond 12 weeks, up to this (the database CHECK agrees). */
  maxExtendedWeeks: 52,
  minHoursPerWeek: 1,
  maxHoursPerWeek: 40,
  /** The letter deadline: the end of this day after the offer, India time. */
  letterDays: 7,
  /** The reminder goes this many days before the letter deadline's day (day 5 of 7). */
  reminderDaysBefore: 2,
  /** An offer may record an internship already under way: its start up to this many weeks back. */
  maxStartWeeksInPast: 26,
  logHoursMin: 0,
  logHoursMax: 60,
  summaryMin: 20,
  summaryMax: 1000,
  /** Weeks in a row without a log that bring a reminder and a flag to staff. */
  missedWeeksToFlag: 2,
  titleMax: 120,
  reasonMax: 500,
} as const;

const R = INTERNSHIP_RULES;

/** The refusals the intern reads (in their language: lib/i18n/messages); the code beside each is in lib/kernel/error-codes.ts. */
export const INTERN_REFUSALS = {
  noInternship: 'You have no internship offer.',
  notIntern: 'Only an intern has an internship.',
  alreadyAccepted: 'You have already accepted this offer.',
  alreadyAnswered: 'This offer is no longer open: it was accepted, declined or withdrawn.',
  declineAfterAccept: 'You have accepted this offer, so it can no longer be declined. Please write to us if your plans have changed.',
  withdrawn: 'This offer was withdrawn, so nothing more can be sent for it.',
  acceptFirst: 'Accept the offer before uploading the approval letter.',
  letterDeadlinePassed: 'The deadline for the approval letter has passed.',
  letterAlreadyAccepted: 'Your approval letter has already been accepted.',
  letterWaiting: 'Your approval letter is waiting to be checked; you can upload again if it is returned.',
  letterRequired: 'Choose the approval letter to upload.',
  letterSize: 'The approval letter may be at most 2 MB.',
  letterType: `The approval letter must be a ${formatList(LETTER_RULE)} file.`,
  notActive: 'Weekly hours can be logged only once the approval letter is accepted and until the internship ends.',
  weekNotMonday: 'Choose the Monday that starts the week.',
  weekInFuture: 'This week has not started yet.',
  weekBeforeStart: 'This week is before the internship starts.',
  weekAfterEnd: 'This week is after the internship ends.',
  weekLogged: 'This week is already logged. A log can be changed only after your supervisor returns it.',
  reasonTooLong: 'Keep the reason under 500 characters.',
} as const;

/** The refusals staff read (the console and the script are in English). */
const STAFF_REFUSALS = {
  notFound: 'There is no internship here.',
  notAnIntern: 'Only a registered intern can be offered an internship, not a youth-club member.',
  notVerified: 'This intern is not verified yet: approve their application before offering an internship.',
  alreadyLive: 'This intern already has an internship offer or an internship under way.',
  supervisorUnknown: 'There is no active staff account with this email address.',
  startTooEarly: 'The start date may be at most 26 weeks in the past.',
  startTooLate: 'The start date may be at most 26 weeks ahead.',
  noLetterToReview: 'There is no approval letter waiting to be checked.',
  noLogToReview: 'There is no log of this week waiting to be checked.',
  logsClosed: 'Logs can be checked only while the internship is under way.',
  notYourIntern: 'Only the supervisor of this internship or an admin may check its logs.',
  reasonRequired: 'Give a reason: the intern reads it in their email.',
  noteRequired: 'Write a note: the intern reads it to correct the log.',
  notCompletable: 'Only an internship under way can be completed.',
  notEndable: 'Only an internship that is offered or under way can be ended.',
  notExtendable: 'Only an internship that is offered or under way can be extended.',
  hoursShort: 'The approved hours ({hours}) are fewer than the {needed} this internship needs.',
} as const;

export const INTERNSHIP_MESSAGES = { ...INTERN_REFUSALS, ...STAFF_REFUSALS };

/** 'YYYY-MM-DD' that is a real date. */
const dateString = (message: string) => z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, message)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), message);

// An empty box, null, true or [5] is not a number (plain coercion reads '' and null as 0, true as 1): a week
// logged by mistake at 0 hours could never be changed.
const wholeNumber = (min: number, max: number, message: string) => z.preprocess(
  (v) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? v : undefined),
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
);

/** Free text a person reads back (a mail, the console): no control characters (NUL breaks PostgreSQL text). */
const cleanText = (o: { multiline?: boolean } = {}) => z.string().refine((s) => isCleanText(s, o), CONTROL_CHARACTERS_MESSAGE);

export const offerSchema = z.object({
  title: cleanText().pipe(z.string().trim().min(3, 'Give the programme a title (3 to 120 characters).').max(R.titleMax, 'Give the programme a title (3 to 120 characters).')),
  start_date: dateString('Give the start date as YYYY-MM-DD.'),
  weeks: wholeNumber(R.minWeeks, R.maxWeeks, 'An internship lasts 8 to 12 weeks.'),
  min_hours_per_week: wholeNumber(R.minHoursPerWeek, R.maxHoursPerWeek, 'The minimum hours per week are 1 to 40.'),
  supervisor_email: z.string().trim().toLowerCase().email('Give the supervisor\'s staff email address.').optional(),
});

export const LOG_FIELD_MESSAGES = {
  week: INTERN_REFUSALS.weekNotMonday,
  hours: 'Hours are a whole number from 0 to 60.',
  summary: 'Say what you did in 20 to 1,000 characters.',
} as const;

export const logSchema = z.object({
  week_start: dateString(LOG_FIELD_MESSAGES.week),
  hours: wholeNumber(R.logHoursMin, R.logHoursMax, LOG_FIELD_MESSAGES.hours),
  summary: cleanText({ multiline: true }).pipe(z.string().trim().min(R.summaryMin, LOG_FIELD_MESSAGES.summary).max(R.summaryMax, LOG_FIELD_MESSAGES.summary)),
});

export const declineSchema = z.object({
  reason: cleanText({ multiline: true }).pipe(z.string().trim().max(R.reasonMax, INTERN_REFUSALS.reasonTooLong)).optional().transform((s) => s || undefined),
});
