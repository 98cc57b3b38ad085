// Limits every password shares, on top of each form's composition rule (spec messages stay in the form's
// schema). bcrypt hashes only the first 72 bytes of a password, so a longer one would be silently cut:
// we refuse it instead. Bytes, not characters: "é" is two bytes in UTF-8.
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_LIMIT_MESSAGES = {
  tooLong: `Password must be at most ${MAX_PASSWORD_BYTES} bytes long (${MAX_PASSWORD_BYTES} plain letters, digits and symbols; accented letters and emoji count as 2 to 4).`,
  common: 'This password is too common and easy to guess. Please choose a less predictable one.',
} as const;

const utf8 = new TextEncoder();

/** The password's length in UTF-8 bytes, as bcrypt counts it. */
export const passwordBytes = (password: string | undefined) => (password ? utf8.encode(password).byteLength : 0);

// The applicant forms' password rule (spec part 2): one definition for registration, change and reset.
export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  strong: 'Password must be strong with uppercase, lowercase, number, and special character.',
  live: 'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.',
  ...PASSWORD_LIMIT_MESSAGES,
} as const;
/** The rule checked on Next and on the server. */
export const isStrongPassword = (v: string) => /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=!]).{8,}$/.test(v);
/** The rule checked while typing; it also keeps every password usable on the login form. */
export const passesLivePasswordCheck = (v: string) => /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?#&])[A-Za-z\d@$!%*?#&]{8,}$/.test(v);
export const livePasswordMessage = (v: string) => (v && !passesLivePasswordCheck(v) ? PASSWORD_MESSAGES.live : undefined);
