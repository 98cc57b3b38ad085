// Signed tokens anyone can check: certificate codes (/verify/{code}), event tickets, receipt links.
// Ed25519 (not the HMAC of cards, decision 004) so the door page and any verifier can check a token offline with
// the public key published at /.well-known/nextgen-keys.json; the server checks it before any database lookup.
// A token is base64url of [version 1][key id, 4 bytes][payload][signature, 64 bytes], the signature covering
// everything before it. SIGNING_KEY lists Ed25519 seeds newest first: the first signs, every one verifies, and
// the key id picks the one to try, so rotating keeps printed certificates valid while the old key is listed.
// The payload's first byte names what it is ('C' a certificate; tickets and receipts pick their own letter), so
// a token made for one purpose never reads as another.
import 'server-only';
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { env } from '@/lib/platform/env';

const VERSION = 1;
const KID_BYTES = 4;
const SIGNATURE_BYTES = 64;
// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): node:crypto takes keys in DER, not raw bytes.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface SigningKey {
  /** base64url of the first 4 bytes of SHA-256 of the raw public key. */
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key. */
  publicRaw: Buffer;
}

export function signingKeyFromSeed(seedHex: string): SigningKey {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, Buffer.from(seedHex, 'hex')]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const publicRaw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const kid = createHash('sha256').update(publicRaw).digest().subarray(0, KID_BYTES).toString('base64url');
  return { kid, privateKey, publicKey, publicRaw };
}

let cache: { source: string[]; keys: SigningKey[] } | undefined;
/** The SIGNING_KEY list as keys, newest first (derived once per value of the variable). */
export function signingKeys(): SigningKey[] {
  const source = env.SIGNING_KEY;
  if (cache?.source !== source) cache = { source, keys: source.map(signingKeyFromSeed) };
  return cache.keys;
}

export function signToken(payload: Uint8Array): string {
  const key = signingKeys()[0];
  const signed = Buffer.concat([Buffer.from([VERSION]), Buffer.from(key.kid, 'base64url'), payload]);
  return Buffer.concat([signed, sign(null, signed, key.privateKey)]).toString('base64url');
}

/** The payload of a token signed by a listed key, or null (malformed, altered, or signed by no listed key). */
export function verifyToken(token: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{92,400}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.toString('base64url') !== token) return null; // one spelling per token
  if (bytes.length < 1 + KID_BYTES + SIGNATURE_BYTES || bytes[0] !== VERSION) return null;
  const signed = bytes.subarray(0, bytes.length - SIGNATURE_BYTES);
  const kid = bytes.subarray(1, 1 + KID_BYTES).toString('base64url');
  const key = signingKeys().find((k) => k.kid === kid);
  if (!key || !verify(null, signed, key.publicKey, bytes.subarray(bytes.length - SIGNATURE_BYTES))) return null;
  return new Uint8Array(signed.subarray(1 + KID_BYTES));
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58btc(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) { out = BASE58[Number(n % 58n)] + out; n /= 58n; }
  for (const b of bytes) { if (b !== 0) break; out = `1${out}`; }
  return out;
}

/** The public key as a Multikey value (W3C Controlled Identifiers): 'z', base58btc of 0xed01 and the raw key. */
export const publicKeyMultibase = (key: SigningKey) => `z${base58btc(Buffer.concat([Buffer.from([0xed, 0x01]), key.publicRaw]))}`;

/** What /.well-known/nextgen-keys.json publishes: every listed key, newest first, as JWK with its multibase form. */
export const publishedKeys = () => ({
  format: 'base64url( 0x01 | kid (4 bytes) | payload | Ed25519 signature (64 bytes) over everything before it )',
  keys: signingKeys().map((k) => ({
    kid: k.kid,
    kty: 'OKP',
    crv: 'Ed25519',
    alg: 'EdDSA',
    use: 'sig',
    x: k.publicRaw.toString('base64url'),
    publicKeyMultibase: publicKeyMultibase(k),
  })),
});
