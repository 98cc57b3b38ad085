// The app's rotating secrets and the shape of each entry, in one table: lib/platform/env.ts checks the format in every
// run, lib/platform/config/deployment-checks.ts adds the strength checks a deployment needs.
import { keyList } from './key-list';

export const KEYS = {
  /** Seals session cookies (iron-session wants at least 32 characters). */
  SESSION_SECRET: { minLength: 32, hex: false, what: 'at least 32 characters' },
  /** Signs the verify codes on printed cards (lib/cards/card-code.ts). */
  CARD_KEY: { minLength: 64, hex: true, what: '64 hex characters (32 bytes)' },
  /** Encrypts uploaded documents with AES-256-GCM (lib/documents/store.ts). */
  DOCUMENT_KEY: { minLength: 64, hex: true, what: '64 hex characters (32 bytes)' },
  /** Ed25519 private keys (their 32-byte seeds) that sign certificates, tickets and credentials (lib/certificates/signing.ts). */
  SIGNING_KEY: { minLength: 64, hex: true, what: '64 hex characters (an Ed25519 seed of 32 bytes)' },
} as const;

export type KeyName = keyof typeof KEYS;

/** Format problems of a key list (any run): empty, or an entry of the wrong shape. */
export function keyFormatProblems(name: KeyName, value: string | undefined): string[] {
  const spec = KEYS[name];
  const keys = keyList(value);
  if (!keys.length) return [`${name} is not set (${spec.what}; several separated by commas, newest first)`];
  return keys.flatMap((k, i) => {
    const ok = spec.hex ? /^[0-9a-f]{64}$/i.test(k) : k.length >= spec.minLength;
    return ok ? [] : [`${name}${keys.length > 1 ? ` entry ${i + 1}` : ''} must be ${spec.what}`];
  });
}
