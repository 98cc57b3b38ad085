// A scanned or typed code read on the door device, offline: a typed code by its check character, a QR token by its
// Ed25519 signature against the published public keys (WebCrypto), the same checks the server makes
// (lib/events/tickets.ts, lib/certificates/signing.ts), so a forged ticket is refused at the door with no network.
// Browser-safe: no Node modules.
import { readTicketCode, TICKET_CODE_LENGTH } from '@/lib/events/ticket-code';
import type { ReadTicket } from './judge-on-device';

/** A public signing key as the device keeps it: its key id and raw 32 bytes, base64url. */
export type PublicKeyEntry = { kid: string; x: string };

// Token: [version 1][key id, 4 bytes][payload][signature, 64 bytes]; a ticket's payload is 'T1', the event id
// (4 bytes, big-endian) and the code's ASCII characters.
const VERSION = 1, KID_BYTES = 4, SIGNATURE_BYTES = 64, TAG = 'T1';
const PAYLOAD_BYTES = TAG.length + 4 + TICKET_CODE_LENGTH;

function fromBase64url(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(s)) return null;
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
  try { return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)); } catch { return null; }
}
const toBase64url = (b: Uint8Array) => btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function readOnDevice(text: string, keys: PublicKeyEntry[]): Promise<ReadTicket> {
  const trimmed = text.trim();
  const typed = readTicketCode(trimmed);
  if (typed) return { ticketCode: typed };
  const bytes = fromBase64url(trimmed);
  if (!bytes || bytes.length !== 1 + KID_BYTES + PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== VERSION) return null;
  const kid = toBase64url(bytes.subarray(1, 1 + KID_BYTES));
  const key = keys.find((k) => k.kid === kid);
  const raw = key && fromBase64url(key.x);
  if (!raw) return null;
  const signed = bytes.slice(0, bytes.length - SIGNATURE_BYTES);
  try {
    const publicKey = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    if (!(await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, bytes.slice(bytes.length - SIGNATURE_BYTES), signed))) return null;
  } catch {
    return null; // a browser without Ed25519 in WebCrypto: the QR cannot be checked here (type the code)
  }
  const payload = signed.subarray(1 + KID_BYTES);
  if (String.fromCharCode(...payload.subarray(0, TAG.length)) !== TAG) return null;
  const eventId = new DataView(payload.buffer, payload.byteOffset + TAG.length, 4).getUint32(0);
  const ticketCode = readTicketCode(String.fromCharCode(...payload.subarray(TAG.length + 4)));
  return ticketCode ? { eventId, ticketCode } : null;
}
