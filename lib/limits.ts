// Every rate limit of the site, in one place (the README's "Rate limits" table is checked against this
// list by tests/unit/limits.test.ts). Two kinds, on purpose:
//  - per target (one mobile number, one email, one referral code, one account): strict, since an attack on a person or
//    a code is many tries at that one target;
//  - per address: generous, since a college lab on one connection, or a carrier's NAT, puts a hundred
//    honest people behind one address; these only stop a single script from hammering the site.
// Registrations count successes only (a typo costs nothing); the attempts ceiling is a flood guard.

export type Limit = {
  /** The counter's name in the rate_limits table. */
  name: string;
  /** What one key is. */
  per: 'mobile number' | 'email' | 'referral code' | 'account' | 'account and address' | 'address';
  /** What is counted. */
  counts: string;
  points: number;
  windowSeconds: number;
  /** Once spent, refused for this long (0: until the window ends). */
  blockSeconds?: number;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  loginFailuresPerNumber: { name: 'login-number', per: 'mobile number', counts: 'failed logins', points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-address', per: 'address', counts: 'failed logins', points: 150, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  registrationsPerAddress: { name: 'registrations-address', per: 'address', counts: 'successful intern and member registrations', points: 300, windowSeconds: HOUR },
  registrationAttemptsPerAddress: { name: 'registration-attempts-address', per: 'address', counts: 'registration requests of any outcome (flood guard)', points: 1500, windowSeconds: HOUR },
  mobileChecksPerAddress: { name: 'check-mobile-address', per: 'address', counts: 'mobile number look-ups', points: 600, windowSeconds: 15 * MINUTE },
  referralWrongPerAddress: { name: 'referral-wrong-address', per: 'address', counts: 'wrong referral codes', points: 100, windowSeconds: HOUR, blockSeconds: HOUR },
  referralChecksPerAddress: { name: 'referral-checks-address', per: 'address', counts: 'referral code checks', points: 600, windowSeconds: HOUR },
  membersPerReferralCode: { name: 'members-per-code', per: 'referral code', counts: 'members registered with the code', points: 150, windowSeconds: DAY },
  institutionsPerAddress: { name: 'institutions-address', per: 'address', counts: 'institution registrations', points: 20, windowSeconds: HOUR },
  publicFormsPerEmail: { name: 'public-form-email', per: 'email', counts: 'submissions of one public form', points: 5, windowSeconds: HOUR },
  publicFormsPerAddress: { name: 'public-form-address', per: 'address', counts: 'submissions of one public form', points: 200, windowSeconds: HOUR },
  passwordChecksPerAccount: { name: 'password-change-person', per: 'account', counts: 'current-password checks when changing a password', points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  wrongPasswordsPerAddress: { name: 'password-change-address', per: 'address', counts: 'wrong current passwords when changing a password', points: 100, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  resetLinksPerNumber: { name: 'reset-number-address', per: 'mobile number', counts: 'password reset links asked for, from one address (strangers elsewhere cannot spend the owner\'s)', points: 3, windowSeconds: HOUR },
  resetMailsPerNumber: { name: 'reset-mail-number', per: 'mobile number', counts: 'reset mails sent (a request within 10 minutes of the last mail sends none: that link still works)', points: 1, windowSeconds: 10 * MINUTE },
  resetLinksPerAddress: { name: 'reset-address', per: 'address', counts: 'password reset links asked for', points: 100, windowSeconds: HOUR },
  cardChecksPerAddress: { name: 'verify-card-address', per: 'address', counts: 'card verification page views', points: 300, windowSeconds: 10 * MINUTE },
  internshipLettersPerAccount: { name: 'internship-letters-account', per: 'account', counts: 'college approval letter uploads by one intern (counted before the file is read)', points: 20, windowSeconds: HOUR },
  proofUploadsPerAddress: { name: 'proof-uploads-address', per: 'address', counts: 'institution ID proof uploads (counted before the file is read)', points: 200, windowSeconds: HOUR },
  newsletterMailsPerEmail: { name: 'newsletter-mail-email', per: 'email', counts: 'newsletter confirmation mails to one mailbox (more requests get the same answer and no mail)', points: 3, windowSeconds: DAY },
  receivedMailsPerEmail: { name: 'received-mail-email', per: 'email', counts: '"we have received your message" mails to one mailbox (contact and partnership forms; more messages are still stored and the staff told)', points: 1, windowSeconds: DAY },
  registrationMailsPerEmail: { name: 'registration-mail-email', per: 'email', counts: '"registration received" mails to one address (more registrations still succeed; their mail is held back)', points: 3, windowSeconds: DAY },
  staffPasswordsPerAccount: { name: 'staff-password-account-address', per: 'account and address', counts: 'staff passwords checked alone (once spent from an address, only a password sent with a code is checked there)', points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  staffCodesPerAccount: { name: 'staff-code-account', per: 'account', counts: 'staff authenticator or recovery codes checked (a used code counts like a wrong one)', points: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  staffFailuresPerAddress: { name: 'staff-signin-address', per: 'address', counts: 'failed staff sign-ins (password or code; once spent, only a password sent with a code is checked)', points: 100, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  donationsPerAddress: { name: 'donations-address', per: 'address', counts: 'donations started (each stores a row and, online, creates a gateway order)', points: 200, windowSeconds: HOUR },
  utrEntriesPerAddress: { name: 'donation-utr-address', per: 'address', counts: 'UPI transaction references entered', points: 200, windowSeconds: HOUR },
  // Refuses nothing: past it, messages still go in, and the staff hear of them in one "N more" notice at the end
  // of a 30-minute window (lib/mail/staff-notices.ts).
  staffNoticesPerAddress: { name: 'staff-notice-address', per: 'address', counts: 'notices of single messages of one public form to the staff mailbox (more messages are stored, and fold into one "N more" notice per form at the end of the 30-minute window)', points: 2, windowSeconds: 30 * MINUTE },
  eventRegistrationsPerAddress: { name: 'event-registrations-address', per: 'address', counts: 'successful event registrations (a class registering from one lab fits; a script filling an event does not)', points: 200, windowSeconds: HOUR },
  eventRegistrationAttemptsPerAddress: { name: 'event-registration-attempts-address', per: 'address', counts: 'event registration requests of any outcome (flood guard)', points: 600, windowSeconds: HOUR },
  eventCancelsPerAddress: { name: 'event-cancel-address', per: 'address', counts: 'event cancel-link uses (wrong or right)', points: 100, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** A repeated registration re-sends the ticket (or waitlist notice) this many times per person per IST day, then quietly not. */
export const EVENT_TICKET_RESENDS_PER_DAY = 3;
/** An event's waitlist holds at most this many people; past it the event shows "Full". */
export const EVENT_WAITLIST_MAX = 500;

/** An image uploaded for the public pages (event covers, gallery and story photos; lib/media/web-image.ts): its bytes (a phone's
 * full-size photo, issue 35), and its pixels, checked from the header before anything is decoded. */
export const MEDIA_IMAGE_LIMITS = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** `content import DIR` (lib/content-transfer): one type's JSON file; an export of the whole site is well under 1 MB a type. */
export const CONTENT_IMPORT_LIMITS = { maxJsonBytes: 20 * 1024 * 1024 } as const;
/** A research report's PDF uploaded for /research (issue 35; lib/media/report-pdf.ts): a long report with its charts. */
export const REPORT_PDF_MAX_BYTES = 20 * 1024 * 1024;

/** How long a one-time link in a mail works (README, "Rate limits"). */
export const LINK_LIFETIMES = {
  /** The newsletter's double opt-in link: two days, for someone who reads mail on weekends only. */
  newsletterConfirmHours: 48,
} as const;

/**
 * Wrong staff codes after a right password (lib/staff/sign-in.ts): each time `staffCodesPerAccount` is spent is a
 * code lockout. Lockouts in a row (no right code between) block longer each time; the last one locks the account
 * until an admin resets its second factor. Each one mails the staff member and the staff mailbox, and is audited.
 * With 5 codes per lockout, an attacker gets 5 + 5 + 5 = 15 guesses (at 3 in 10⁶ each) before the lock.
 */
export const STAFF_CODE_LOCKOUTS = {
  /** How long the 1st and 2nd lockouts in a row refuse codes. */
  blockSeconds: [LIMITS.staffCodesPerAccount.blockSeconds, 6 * HOUR],
  /** The lockout that locks the account until an admin resets it. */
  lockAccountAt: 3,
} as const;

/**
 * What the serving process (lib/http/app-server.ts) allows one connection and all of them (README, "Server
 * limits"). A registration is at most 4.3 MB: over a slow 3G link (about 400 kbit/s up) that takes some 90 s,
 * so the whole request may take 2 minutes, but no 30 s may pass without a byte (a stalled upload is cut; a
 * registration waiting its turn, lib/http/registration-route.ts, waits well under that).
 * Bodies being read at once are bounded so that stalled uploads cannot fill memory (64 × 4.3 MB at most);
 * one address may read 40 at once, since a college lab shares one; when full, an address holding more than its
 * share gives a place up to a newcomer (lib/http/request-guards.ts).
 */
export const SERVER_LIMITS = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  bodiesAtOnce: 64,
  bodiesAtOncePerAddress: 40,
  /** When full, a body slower than this on average after this long is cut to make room (16 KB/s: 128 kbit/s). */
  slowBodyAfterMs: 10_000,
  slowBodyBytesPerSecond: 16 * 1024,
  /** The image optimiser's disk cache (next.config.ts), evicted least recently used first. */
  imageCacheBytes: 256 * 1024 * 1024,
  /** How long a transaction may wait for a pooled database connection (lib/platform/db/create-client.ts). */
  transactionMaxWaitMs: 10_000,
  /** How long a confirmation's transaction may last: 50 at once queue on one receipt series' row (lib/donations/confirm.ts). */
  numberedTransactionTimeoutMs: 30_000,
  /** Page versions kept compressed in brotli at the highest quality, by path and ETag (lib/http/brotli-answers.ts). */
  brotliPagesKept: 300,
};

/**
 * The S3 document store's requests (lib/documents/s3-store.ts; README, "Server limits"): an upload or a document
 * read whose bucket has stalled is answered 503 with Retry-After within `operationMs`, not after a minute.
 */
export const DOCUMENT_STORE_LIMITS = {
  connectMs: 2_000,
  /** No answer byte for this long: the try is given up (and tried once more, within `operationMs`). */
  quietMs: 5_000,
  attempts: 2,
  /** One operation, its retries included. */
  operationMs: 8_000,
  retryAfterSeconds: 30,
} as const;

/** "5 per 15 minutes", as the README table writes it. */
export function describeWindow(seconds: number): string {
  if (seconds % DAY === 0) return seconds === DAY ? 'day' : `${seconds / DAY} days`;
  if (seconds % HOUR === 0) return seconds === HOUR ? 'hour' : `${seconds / HOUR} hours`;
  return `${seconds / MINUTE} minutes`;
}

/** "1 hour", "15 minutes": how long a block lasts. */
export const describeDuration = (seconds: number) => {
  const w = describeWindow(seconds);
  return w === 'hour' || w === 'day' ? `1 ${w}` : w;
};
