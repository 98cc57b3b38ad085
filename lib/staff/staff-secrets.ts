// The second factor's secrets at rest. A leaked table (a backup, a read-only injection) must not give away
// the authenticator secrets or the recovery codes, so both are keyed with the documents' key list
// (DOCUMENT_KEY, newest first, lib/documents/store.ts): the same keys, ids and rotation, each entry turned into a
// key of its own per use with an HMAC label, so a secret's key never doubles as a file's.
//  - An authenticator secret is sealed with AES-256-GCM: "s1.<keyId>.<iv>.<tag>.<ciphertext>" (base64url).
//    Opening tries the recorded key, then the others; a row that no listed key opens (copied to a deployment
//    with other keys, or altered) opens to nothing, and every code is refused: it fails closed.
//  - A recovery code is stored as "h1.<keyId>.<HMAC-SHA-256 of its SHA-256>": the inner SHA-256 is what was
//    stored before, so old rows are upgraded in place without knowing the codes.
// Rows written before this (plain secrets, bare SHA-256 codes) are upgraded lazily, when the account's codes are
// next checked (readTotpSecret): a migration cannot hold the key. A pending enrolment's plain secret is read as it
// is; it lives 24 hours at most and the retention job deletes it.
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { db } from '@/lib/platform/db/client';
import { documentKeyId } from '@/lib/documents/store';

type Use = 'totp-secret' | 'recovery-code';
const keys = (use: Use) => env.DOCUMENT_KEY.map((hex) => ({
  id: documentKeyId(hex),
  key: createHmac('sha256', Buffer.from(hex, 'hex')).update(`staff-${use}-v1`).digest(),
}));

const SEALED = /^s1\.([0-9a-f]{8})\.([\w-]{16})\.([\w-]{22})\.([\w-]+)$/;

/** An authenticator secret, sealed under the newest key. */
export function sealSecret(secret: string): string {
  const [newest] = keys('totp-secret');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', newest.key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['s1', newest.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/**
 * The secret a stored value holds, and whether it should be written again (plain, or under an older key);
 * null when no listed key opens it.
 */
export function openSecret(stored: string): { secret: string; stale: boolean } | null {
  const m = SEALED.exec(stored);
  if (!m) return /^[A-Z2-7]+$/.test(stored) ? { secret: stored, stale: true } : null; // written before sealing
  const [, keyId, iv, tag, data] = m;
  const all = keys('totp-secret');
  for (const k of [...all.filter((x) => x.id === keyId), ...all.filter((x) => x.id !== keyId)]) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const secret = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      return { secret, stale: k.id !== all[0].id };
    } catch { /* not this key */ }
  }
  return null;
}

/** Recovery codes are compared case- and dash-insensitively. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, '');
const legacyHash = (code: string) => createHash('sha256').update(`staff-recovery:${normaliseRecoveryCode(code)}`).digest('hex');
const keyed = (k: { id: string; key: Buffer }, inner: string) => `h1.${k.id}.${createHmac('sha256', k.key).update(inner).digest('base64url')}`;

/** A recovery code as stored (newest key). */
export const hashRecoveryCode = (code: string) => keyed(keys('recovery-code')[0], legacyHash(code));

/** What a recovery code may be stored as: one value per listed key, so codes stored before a key rotation still work. */
export const recoveryCodeHashes = (code: string) => keys('recovery-code').map((k) => keyed(k, legacyHash(code)));

/**
 * The account's authenticator secret for checking a code (null: none, or none that this deployment's keys
 * open). Upgrades what was written before keying: the secret is sealed (or resealed under the newest key) and
 * bare SHA-256 recovery codes are keyed, each with a conditional update, so two sign-ins at once agree.
 */
export async function readTotpSecret(staffId: number): Promise<string | null> {
  const { totpSecret: stored } = await db.staffMember.findUniqueOrThrow({ where: { id: staffId }, select: { totpSecret: true } });
  const legacyCodes = await db.staffRecoveryCode.findMany({ where: { staffId, NOT: { codeHash: { startsWith: 'h1.' } } }, select: { id: true, codeHash: true } });
  const newest = keys('recovery-code')[0];
  for (const c of legacyCodes) {
    await db.staffRecoveryCode.updateMany({ where: { id: c.id, codeHash: c.codeHash }, data: { codeHash: keyed(newest, c.codeHash) } });
  }
  if (!stored) return null;
  const opened = openSecret(stored);
  if (!opened) return null;
  if (opened.stale) await db.staffMember.updateMany({ where: { id: staffId, totpSecret: stored }, data: { totpSecret: sealSecret(opened.secret) } });
  return opened.secret;
}
