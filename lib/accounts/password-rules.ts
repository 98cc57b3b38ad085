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
