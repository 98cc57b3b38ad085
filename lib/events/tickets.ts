// Tickets. Two things name a ticket:
// - the code a person reads aloud or types at the door: 8 random characters from a 29-letter alphabet without
//   look-alikes (no 0/O, 1/I/L, U/V) plus a check character: the weighted sum of all nine (weights 1 to 9) is 0
//   modulo 29, a prime, so every mistyped character and every swap of two neighbours is caught before any lookup;
//   random, so it says nothing about the person or the order of registration;
// - the QR token: the event id and that code, signed with the foundation's Ed25519 key (signToken, decision 023),
//   so the door refuses a forged or altered ticket without the database, offline, with only the public key.
// Neither carries personal data.
import 'server-only';
import { signToken, verifyToken } from '@/lib/certificates/signing';
import { readTicketCode, TICKET_CODE_LENGTH } from './ticket-code';

// The code's rules live in ./ticket-code.ts, which the door page also runs in the browser (offline).
export { formatTicketCode, newTicketCode, readTicketCode, TICKET_ALPHABET } from './ticket-code';

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
