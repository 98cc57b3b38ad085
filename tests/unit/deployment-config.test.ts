// One definition of "a deployment" and what a deployment refuses: an http:// or missing public address and
// missing or weak keys (every entry of a rotation list), each refusal naming its variable.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appEnv, pinAppEnv } from '@/lib/platform/config/app-env';
import { deploymentProblems } from '@/lib/platform/config/deployment-checks';
import { keyWeakness } from '@/lib/platform/config/key-list';

const strong = () => randomBytes(32).toString('hex');
const good = () => ({
  DATABASE_URL: 'postgresql://app:pw@db:5432/foundation',
  PUBLIC_BASE_URL: 'https://nextgenyouth.example.in',
  SESSION_SECRET: randomBytes(24).toString('base64url'),
  CARD_KEY: strong(),
  DOCUMENT_KEY: strong(),
  SIGNING_KEY: strong(),
  SMTP_URL: 'smtps://portal:pw@smtp.example.in:465',
  MAIL_FROM: 'NextGen Youth Foundation <no-reply@nextgenyouth.example.in>',
});

describe('what a deployment is', () => {
  it('is a deployment when the operator set DATABASE_URL or APP_ENV=production; an explicit APP_ENV wins', () => {
    expect(appEnv({})).toBe('local');
    expect(appEnv({ DATABASE_URL: 'postgresql://x@h/db' })).toBe('production');
    expect(appEnv({ APP_ENV: 'production' })).toBe('production');
    // The serving scripts set DATABASE_URL themselves (embedded or test database) and say APP_ENV=local.
    expect(appEnv({ APP_ENV: 'local', DATABASE_URL: 'postgresql://x@h/db' })).toBe('local');
    expect(() => appEnv({ APP_ENV: 'prod' })).toThrow('APP_ENV must be one of production, local (it is "prod")');
  });

  it('is decided once, before the serving script sets DATABASE_URL for the embedded database', () => {
    const e: Record<string, string | undefined> = {};
    expect(pinAppEnv(e)).toBe('local');
    e.DATABASE_URL = 'postgresql://foundation_app:pw@127.0.0.1:54329/foundation';
    expect(appEnv(e)).toBe('local');
  });
});

describe('deployment refusals', () => {
  it('accepts a configuration with an https address and generated keys (lists too)', () => {
    expect(deploymentProblems(good())).toEqual([]);
    expect(deploymentProblems({ ...good(), CARD_KEY: `${strong()},${strong()}`, DOCUMENT_KEY: ` ${strong()} , ${strong()}` })).toEqual([]);
  });

  it('refuses a missing or http:// PUBLIC_BASE_URL', () => {
    const noBase = { ...good(), PUBLIC_BASE_URL: undefined };
    expect(deploymentProblems(noBase)).toEqual(["PUBLIC_BASE_URL is not set: printed cards link to it. Set it to the site's https:// address."]);
    expect(deploymentProblems({ ...good(), PUBLIC_BASE_URL: 'http://localhost:3000' })).toEqual(['PUBLIC_BASE_URL must be an https:// address (it is "http://localhost:3000").']);
    expect(deploymentProblems({ ...good(), PUBLIC_BASE_URL: 'https://' })).toEqual(['PUBLIC_BASE_URL must be an https:// address (it is "https://").']);
  });

  it('refuses missing keys, naming each', () => {
    expect(deploymentProblems({ ...good(), SESSION_SECRET: undefined, CARD_KEY: '', DOCUMENT_KEY: ' , ' })).toEqual([
      'SESSION_SECRET is not set (at least 32 characters; several separated by commas, newest first)',
      'CARD_KEY is not set (64 hex characters (32 bytes); several separated by commas, newest first)',
      'DOCUMENT_KEY is not set (64 hex characters (32 bytes); several separated by commas, newest first)',
    ]);
  });

  it('refuses 32 × "a" as SESSION_SECRET and an all-zero DOCUMENT_KEY', () => {
    expect(deploymentProblems({ ...good(), SESSION_SECRET: 'a'.repeat(32), DOCUMENT_KEY: '0'.repeat(64) })).toEqual([
      'SESSION_SECRET is one character repeated. Generate one with: openssl rand -hex 32',
      'DOCUMENT_KEY is one character repeated. Generate one with: openssl rand -hex 32',
    ]);
  });

  it('checks every entry of a rotation list and says which one is weak', () => {
    expect(deploymentProblems({ ...good(), CARD_KEY: `${strong()},${'ab'.repeat(32)}` })).toEqual([
      'CARD_KEY (entry 2 of 2) is a 2-character pattern repeated. Generate one with: openssl rand -hex 32',
    ]);
    expect(deploymentProblems({ ...good(), SESSION_SECRET: `${good().SESSION_SECRET},short` })).toEqual(['SESSION_SECRET entry 2 must be at least 32 characters']);
    expect(deploymentProblems({ ...good(), DOCUMENT_KEY: 'not hex at all' })).toEqual(['DOCUMENT_KEY must be 64 hex characters (32 bytes)']);
  });

  it('refuses a deployment without a mail server or a sender, and a malformed one', () => {
    expect(deploymentProblems({ ...good(), SMTP_URL: undefined, MAIL_FROM: ' ' })).toEqual([
      'SMTP_URL is not set: registrations, staff decisions and password resets are emailed. Set it to your mail server, e.g. smtps://user:password@smtp.example.org:465.',
      'MAIL_FROM is not set: the sender of the site\'s mail, e.g. "NextGen Youth Foundation <no-reply@example.org>" (an address your SMTP server may send from).',
    ]);
    expect(deploymentProblems({ ...good(), SMTP_URL: 'http://smtp.example.in', MAIL_FROM: 'NextGen' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL (credentials in the URL), e.g. smtps://user:password@smtp.example.org:465',
      'MAIL_FROM must be an address, or a name and an address: "NextGen Youth Foundation <no-reply@example.org>"',
    ]);
    expect(deploymentProblems({ ...good(), SMTP_URL: 'smtp://relay:25', MAIL_FROM: 'no-reply@nextgenyouth.example.in' })).toEqual([]);
  });

  it('refuses obviously low-entropy keys and example values, and passes random ones', () => {
    expect(keyWeakness('0123456789abcdef'.repeat(4), 64)).toBe('is a 16-character pattern repeated');
    expect(keyWeakness('abcdefghijklmnopqrstuvwxyz0123456789', 32)).toBe('is mostly a run of consecutive characters');
    expect(keyWeakness('aaaabbbbccccddddaaaabbbbccccdddd1', 32)).toBe('has fewer than 10 different characters');
    expect(keyWeakness('change-me-to-a-long-random-string-please', 32)).toBe('looks like an example value');
    expect(keyWeakness('too-short', 32)).toBe('is too short (9 characters; at least 32)');
    for (let i = 0; i < 200; i++) {
      expect(keyWeakness(strong(), 64)).toBeNull();
      expect(keyWeakness(randomBytes(24).toString('base64url'), 32)).toBeNull();
    }
  });
});
