// Tickets. Two things name a ticket:
// - the code a person reads aloud or types at the door: 8 random characters from a 29-letter alphabet without
//   look-alikes (no 0/O, 1/I/L, U/V) plus a check character: the weighted sum of all nine (weights 1 to 9) is 0
//   modulo 29, a prime, so every mistyped character and every swap of two neighbours is caught before any lookup;
//   random, so it says nothing about the person or the order of registration;
// - the QR token: the event id and that code, signed with the foundation's Ed25519 key (signToken, decision 023),
//   so the door refuses a forged or altered ticket without the database, offline, with only the public key.
// Neither carries personal data.
import 'server-only';
import { randomInt } from 'node:crypto';
import { signToken, verifyToken } from '@/lib/certificates/signing';

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
  for (let i = 0; i < RANDOM_LENGTH; i++) body += TICKET_ALPHABET[randomInt(N)];
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

// The signed payload: 'T' and a version (so no other signed token of the foundation, whose first byte names what
// it is, reads as a ticket), the event id (4 bytes, big-endian) and the code's nine ASCII characters.
const TAG = Buffer.from('T1');
const PAYLOAD_LENGTH = TAG.length + 4 + TICKET_CODE_LENGTH;

/** The text of a ticket's QR code. */
export function ticketToken(eventId: number, ticketCode: string): string {
  const payload = Buffer.alloc(PAYLOAD_LENGTH);
  TAG.copy(payload, 0);
  payload.writeUInt32BE(eventId, TAG.length);
  payload.write(ticketCode, TAG.length + 4, 'ascii');
  return signToken(new Uint8Array(payload));
}

/** What a scanned QR says, or null when it is not a ticket signed by the foundation (no database lookup). */
export function readTicketToken(token: string): { eventId: number; ticketCode: string } | null {
  const bytes = verifyToken(token.trim());
  if (!bytes || bytes.length !== PAYLOAD_LENGTH) return null;
  const payload = Buffer.from(bytes);
  if (!payload.subarray(0, TAG.length).equals(TAG)) return null;
  const ticketCode = readTicketCode(payload.subarray(TAG.length + 4).toString('ascii'));
  return ticketCode ? { eventId: payload.readUInt32BE(TAG.length), ticketCode } : null;
}
