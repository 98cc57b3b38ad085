// Time-based one-time codes (RFC 6238: 6 digits, 30-second steps, SHA-1, which every authenticator app
// reads). A code is accepted one step early or late (clock drift), and never twice: the caller records the
// step of each accepted code and refuses that step and older ones (lib/staff/sign-in.ts). The codes are worked
// out here (RFC 4226, a few lines) from a time step read once, so the step reported is the step checked: a
// library that reads the clock itself could straddle a step boundary and report a step one too old (a replay).
// @epic-web/totp only writes the otpauth:// URI.
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getTOTPAuthUri } from '@epic-web/totp';

const PERIOD = 30;
const OPTIONS = { period: PERIOD, digits: 6, algorithm: 'SHA-1' } as const;
export const TOTP_ISSUER = 'NextGen Youth Foundation staff';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 4648 base32 without padding (what authenticator apps expect). */
export function base32(bytes: Uint8Array): string {
  let bits = 0, value = 0, out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) { out += BASE32[(value >>> (bits - 5)) & 31]; bits -= 5; }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => base32(randomBytes(20));

export const totpUri = (secret: string, accountName: string) => getTOTPAuthUri({ ...OPTIONS, secret, accountName, issuer: TOTP_ISSUER });

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

/** The bytes of a base32 secret, or null if it is not base32. */
function fromBase32(text: string): Buffer | null {
  let bits = 0, value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const v = BASE32.indexOf(ch);
    if (v < 0) return null;
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) { out.push((value >>> (bits - 8)) & 255); bits -= 8; }
  }
  return out.length ? Buffer.from(out) : null;
}

/** RFC 4226's code for one counter value: 6 digits of a truncated HMAC-SHA-1. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The time step a correct code belongs to (the step at `now`, ±1), or null for a wrong code. */
export async function totpStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const key = fromBase32(secret);
  if (!key || !isTotpShaped(code)) return null;
  const current = Math.floor(now / 1000 / PERIOD); // read once: the step checked is the step returned
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    // Every step is compared, in constant time, so the answer's timing says nothing about which one matched.
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}
