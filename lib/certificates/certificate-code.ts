// A certificate's verify code: the certificate's id signed with SIGNING_KEY (./signing.ts), so /verify/{code}
// refuses a forged or altered code before any database lookup, and anyone can check a code with the published
// public key. The code names only an id: the page reads what it shows from the database.
import 'server-only';
import { env } from '@/lib/platform/env';
import { signToken, verifyToken } from './signing';

const CERTIFICATE = 0x43; // 'C'

export function certificateCode(id: number): string {
  const payload = Buffer.alloc(5);
  payload[0] = CERTIFICATE;
  payload.writeUInt32BE(id, 1);
  return signToken(payload);
}

/** The certificate id a code names, or null when the code is not one we signed. */
export function readCertificateCode(code: string): number | null {
  const payload = verifyToken(code);
  if (!payload || payload.length !== 5 || payload[0] !== CERTIFICATE) return null;
  return Buffer.from(payload).readUInt32BE(1);
}

export const certificateVerifyUrl = (id: number) => `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}/verify/${certificateCode(id)}`;
