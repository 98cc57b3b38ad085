// TODO(certs): replace this file's body with `export { signToken, verifyToken } from '@/lib/certificates/signing'`
// once branch certs' milestone 1 is merged (Ed25519, key id in the token, public keys at
// /.well-known/nextgen-keys.json). Until then an HMAC with CARD_KEY stands in, with the same signatures, so
// everything built on tickets.ts works and nothing else changes when the real signer arrives.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';

const mac = (key: string, payload: Buffer) => createHmac('sha256', Buffer.from(key, 'hex')).update('ticket-v0').update(payload).digest().subarray(0, 16);

export function signToken(payload: Uint8Array): string {
  const body = Buffer.from(payload);
  return `${body.toString('base64url')}.${mac(env.CARD_KEY[0], body).toString('base64url')}`;
}

export function verifyToken(token: string): Uint8Array | null {
  const m = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const body = Buffer.from(m[1], 'base64url');
  const given = Buffer.from(m[2], 'base64url');
  if (given.length !== 16) return null;
  return env.CARD_KEY.some((k) => timingSafeEqual(mac(k, body), given)) ? new Uint8Array(body) : null;
}
