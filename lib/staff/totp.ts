// Time-based one-time codes (RFC 6238: 6 digits, 30-second steps, SHA-1, which every authenticator app
// reads) with @epic-web/totp. A code is accepted one step early or late (clock drift), and never twice: the
// caller records the step of each accepted code and refuses that step and older ones (lib/staff/sign-in.ts).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { getTOTPAuthUri, verifyTOTP } from '@epic-web/totp';

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

/** The time step a correct code belongs to (now ±1 step), or null for a wrong code. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!isTotpShaped(code)) return null;
  const current = Math.floor(Date.now() / 1000 / PERIOD);
  const result = await verifyTOTP({ ...OPTIONS, otp: code, secret, window: 1 });
  return result ? current + result.delta : null;
}
