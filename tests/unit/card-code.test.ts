import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardCode, readCardCode } from '@/lib/cards/card-code';

describe('card verification codes', () => {
  it('round-trips kind and id', () => {
    for (const [kind, id] of [['applicant', 1], ['intern', 7], ['legacyMember', 4242], ['institution', 99999]] as const) {
      expect(readCardCode(cardCode(kind, id))).toEqual({ kind, id });
    }
  });

  it('refuses an altered id, kind or signature', () => {
    const code = cardCode('intern', 17);
    const [payload, sig] = code.split('-');
    expect(readCardCode(`${payload.replace('h', 'i')}1-${sig}`)).toBeNull();
    expect(readCardCode(`m${payload.slice(1)}-${sig}`)).toBeNull();
    expect(readCardCode(`${payload}-${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readCardCode('garbage')).toBeNull();
  });
});

describe('card keys across rotations (docs/decisions/004)', () => {
  const saved = { ...process.env };
  afterEach(() => { process.env = { ...saved }; vi.resetModules(); });

  /** The module as a server started with these secrets would load it. */
  async function serverWith(secrets: { SESSION_SECRET: string; CARD_KEY: string }) {
    Object.assign(process.env, secrets);
    vi.resetModules();
    return import('@/lib/cards/card-code');
  }
  /** A code as printed before CARD_KEY existed: HMAC key derived from the session secret. */
  function printedBeforeCardKey(sessionSecret: string, id: number) {
    const key = createHmac('sha256', sessionSecret).update('card-verification-v1').digest();
    const payload = `i${id.toString(36)}`;
    return `${payload}-${createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url')}`;
  }
  const hex = () => randomBytes(32).toString('hex');
  const secret = () => randomBytes(30).toString('base64url');

  it('signs with the first CARD_KEY and verifies with every listed one', async () => {
    const [k1, k2] = [hex(), hex()];
    const old = await serverWith({ SESSION_SECRET: secret(), CARD_KEY: k1 });
    const printed = old.cardCode('applicant', 77);
    const rotated = await serverWith({ SESSION_SECRET: secret(), CARD_KEY: `${k2},${k1}` });
    expect(rotated.readCardCode(printed)).toEqual({ kind: 'applicant', id: 77 });
    expect(rotated.cardCode('applicant', 77)).not.toBe(printed); // new cards use the newest key
    const dropped = await serverWith({ SESSION_SECRET: secret(), CARD_KEY: k2 });
    expect(dropped.readCardCode(printed)).toBeNull();
  });

  it('does not sign with the session secret: rotating SESSION_SECRET leaves new cards valid', async () => {
    const cardKey = hex();
    const before = await serverWith({ SESSION_SECRET: secret(), CARD_KEY: cardKey });
    const printed = before.cardCode('intern', 5);
    const after = await serverWith({ SESSION_SECRET: secret(), CARD_KEY: cardKey });
    expect(after.readCardCode(printed)).toEqual({ kind: 'intern', id: 5 });
  });

  it('a card signed before a session-secret rotation still verifies: while the old secret is listed, and after, once pinned in CARD_KEY', async () => {
    const [oldSecret, newSecret] = [secret(), secret()];
    const printed = printedBeforeCardKey(oldSecret, 4242);
    // Upgrading alone changes nothing for printed cards.
    expect((await serverWith({ SESSION_SECRET: oldSecret, CARD_KEY: hex() })).readCardCode(printed)).toEqual({ kind: 'intern', id: 4242 });
    // During a session-secret rotation (new first, old still opening cookies).
    expect((await serverWith({ SESSION_SECRET: `${newSecret},${oldSecret}`, CARD_KEY: hex() })).readCardCode(printed)).toEqual({ kind: 'intern', id: 4242 });
    // The old secret gone: the card fails, unless its legacy key was pinned as CARD_KEY's oldest entry.
    const cardKey = hex();
    expect((await serverWith({ SESSION_SECRET: newSecret, CARD_KEY: cardKey })).readCardCode(printed)).toBeNull();
    const pinned = await serverWith({ SESSION_SECRET: newSecret, CARD_KEY: `${cardKey},${(await import('@/lib/cards/card-code')).legacyCardKey(oldSecret).toString('hex')}` });
    expect(pinned.readCardCode(printed)).toEqual({ kind: 'intern', id: 4242 });
  });
});
