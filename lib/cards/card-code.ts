// Codes for the public card verification page /verify/{code}. A code names a card (kind and id) and
// carries an HMAC-SHA256 signature made with a server secret, checked before any database lookup:
// a forged or altered code is refused without touching the database, and codes cannot be guessed.
// Keys (docs/decisions/004): CARD_KEY signs (its first entry) and every entry verifies; cards printed before
// CARD_KEY existed were signed with a key derived from SESSION_SECRET, which still verifies (legacyCardKey).
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { keyList } from '@/lib/platform/config/key-list';

// New cards name an applicant ('a', either kind) or an institution ('n'). Cards printed before interns and
// members became one table carry 'i' (an intern: interns kept their ids) or 'm' (a member's old id, which
// lookup-card.ts resolves through legacy_member_id); they keep verifying (docs/decisions/005).
export const CARD_KINDS = { applicant: 'a', institution: 'n', intern: 'i', legacyMember: 'm' } as const;
export type CardKind = keyof typeof CARD_KINDS;
/** The kinds new cards are issued for. */
export type IssuedCardKind = 'applicant' | 'institution';

/** The key cards were signed with before CARD_KEY: pin it as CARD_KEY's oldest entry before rotating that secret. */
export const legacyCardKey = (sessionSecret: string) => createHmac('sha256', sessionSecret).update('card-verification-v1').digest();

const signingKeys = () => env.CARD_KEY.map((k) => Buffer.from(k, 'hex'));
const verifyingKeys = () => [...signingKeys(), ...keyList(env.SESSION_SECRET).map(legacyCardKey)];
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 16);

export function cardCode(kind: CardKind, id: number): string {
  const payload = `${CARD_KINDS[kind]}${id.toString(36)}`;
  return `${payload}-${sign(signingKeys()[0], payload).toString('base64url')}`;
}

export function readCardCode(code: string): { kind: CardKind; id: number } | null {
  const m = /^([aimn])([0-9a-z]{1,8})-([A-Za-z0-9_-]{22})$/.exec(code);
  if (!m) return null;
  const given = Buffer.from(m[3], 'base64url');
  if (given.length !== 16 || given.toString('base64url') !== m[3]) return null; // one spelling per signature
  if (!verifyingKeys().some((key) => timingSafeEqual(sign(key, `${m[1]}${m[2]}`), given))) return null;
  const kind = (Object.keys(CARD_KINDS) as CardKind[]).find((k) => CARD_KINDS[k] === m[1])!;
  return { kind, id: parseInt(m[2], 36) };
}

export const verifyUrl = (kind: IssuedCardKind, id: number) => `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}/verify/${cardCode(kind, id)}`;

/** What a card's QR code says: the application id and name (as the spec asks), then the verify link. */
export const cardQrText = (applicationId: string, name: string, link: string) => `Application ID: ${applicationId}\nName: ${name}\nVerify: ${link}`;
