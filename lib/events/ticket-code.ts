// A ticket's short code, the part of lib/events/tickets.ts that the door page also runs in the browser (offline,
// lib/events/check-in/read-on-device.ts): the alphabet, the check character, reading a typed code. No Node module,
// no server-only import (Web Crypto's random numbers, in Node and browsers alike); signing QR tokens stays in ./tickets.ts.
export const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const N = TICKET_ALPHABET.length;
const RANDOM_LENGTH = 8;
/** The stored (canonical) form: nine characters of TICKET_ALPHABET, the last one the check character. */
export const TICKET_CODE_LENGTH = RANDOM_LENGTH + 1;

/** The character c that makes Σ (i+1)·value(i) + 9·c ≡ 0 (mod 29): distinct weights below a prime modulus. */
function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * TICKET_ALPHABET.indexOf(body[i]);
  // 9 · 13 = 117 ≡ 1 (mod 29): 13 is 9's inverse.
  return TICKET_ALPHABET[(((N - (sum % N)) % N) * 13) % N];
}

/** A new random ticket code in its stored form, e.g. `K7PMX4Q9R`. Uniqueness is the database's (a unique index). */
export function newTicketCode(): string {
  let body = '';
  while (body.length < RANDOM_LENGTH) {
    // Rejection sampling: bytes of 232 and above would favour the first letters (256 is not a multiple of 29).
    for (const b of crypto.getRandomValues(new Uint8Array(16))) if (b < 256 - (256 % N) && body.length < RANDOM_LENGTH) body += TICKET_ALPHABET[b % N];
  }
  return body + checkCharacter(body);
}

/** How a code is printed and read aloud: three groups of three, `K7P-MX4-Q9R`. */
export const formatTicketCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3, 6)}-${code.slice(6)}`;

/**
 * A typed code in its stored form, or null when it cannot be a ticket (wrong length, a character outside the
 * alphabet, a wrong check character). Spaces and dashes are ignored and lower case is accepted.
 */
export function readTicketCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== TICKET_CODE_LENGTH || [...code].some((c) => !TICKET_ALPHABET.includes(c))) return null;
  return checkCharacter(code.slice(0, RANDOM_LENGTH)) === code[RANDOM_LENGTH] ? code : null;
}
