// The institution's emailed card link is signed with CARD_KEY (docs/decisions/004), not the session secret:
// the newest entry signs, every listed entry verifies, and a link dies with its key, its id or its date.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const key = () => randomBytes(32).toString('hex');

describe('institution card links', () => {
  const saved = { ...process.env };
  afterEach(() => { process.env = { ...saved }; vi.resetModules(); });

  async function serverWith(secrets: { SESSION_SECRET?: string; CARD_KEY: string }) {
    Object.assign(process.env, { SESSION_SECRET: saved.SESSION_SECRET, ...secrets });
    vi.resetModules();
    return import('@/lib/cards/institution-card-link');
  }

  it('signs with the first CARD_KEY, verifies with every listed one, and stops when the key is dropped', async () => {
    const [k1, k2] = [key(), key()];
    const old = await serverWith({ CARD_KEY: k1 });
    const { token } = old.cardLinkToken(12);
    expect(old.isValidCardLink(12, token)).toBe(true);
    const rotated = await serverWith({ CARD_KEY: `${k2},${k1}` });
    expect(rotated.isValidCardLink(12, token)).toBe(true);
    const fresh = rotated.cardLinkToken(12).token;
    expect(fresh).not.toBe(token); // new links use the newest key
    const dropped = await serverWith({ CARD_KEY: k2 });
    expect(dropped.isValidCardLink(12, token)).toBe(false);
    expect(dropped.isValidCardLink(12, fresh)).toBe(true);
  });

  it('does not depend on SESSION_SECRET, and refuses another id, an expired link and a forged one', async () => {
    const k = key();
    const a = await serverWith({ CARD_KEY: k, SESSION_SECRET: randomBytes(24).toString('base64url') });
    const now = new Date('2026-11-23T10:00:00Z');
    const { token, expires } = a.cardLinkToken(7, now);
    expect(expires.getTime() - now.getTime()).toBe(a.CARD_LINK_DAYS * 24 * 60 * 60 * 1000);
    const b = await serverWith({ CARD_KEY: k, SESSION_SECRET: randomBytes(24).toString('base64url') });
    expect(b.isValidCardLink(7, token, now)).toBe(true);
    expect(b.isValidCardLink(8, token, now)).toBe(false);
    expect(b.isValidCardLink(7, token, new Date(expires.getTime() + 1000))).toBe(false);
    expect(b.isValidCardLink(7, `${token.split('.')[0]}.${'A'.repeat(22)}`, now)).toBe(false);
    expect(b.isValidCardLink(7, undefined, now)).toBe(false);
  });
});
