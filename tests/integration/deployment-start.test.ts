// A deployment refuses to start when misconfigured, before it touches the database, and never seeds demo
// colleges; a local run (no DATABASE_URL) keeps generating its secrets as before.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDb } from '../helpers/db';
import { wantsDemoData } from '@/lib/institutions/seed';

const run = promisify(execFile);
const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], { env, timeout: 60_000 }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

// The operator's environment: no APP_ENV, so DATABASE_URL alone makes it a deployment.
const base: NodeJS.ProcessEnv = { ...process.env };
for (const name of ['APP_ENV', 'SESSION_SECRET', 'CARD_KEY', 'DOCUMENT_KEY', 'SIGNING_KEY', 'SMTP_URL', 'MAIL_FROM']) delete base[name];

describe('npm start in a deployment', () => {
  it('refuses an http PUBLIC_BASE_URL, weak keys and no mail server, naming each variable, before touching the database', async () => {
    const r = await tsx('scripts/serve.ts', ['start'], {
      ...base,
      DATABASE_URL: 'postgresql://nobody:nothing@127.0.0.1:9/nowhere', // nothing listens: a connection attempt would fail differently
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'a'.repeat(32),
      CARD_KEY: 'f'.repeat(64),
      DOCUMENT_KEY: '0'.repeat(64),
      SIGNING_KEY: '5e'.repeat(32),
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain([
      'Refusing to start a deployment (APP_ENV=production, or DATABASE_URL set):',
      '  - PUBLIC_BASE_URL must be an https:// address (it is "http://localhost:3000").',
      '  - SESSION_SECRET is one character repeated. Generate one with: openssl rand -hex 32',
      '  - CARD_KEY is one character repeated. Generate one with: openssl rand -hex 32',
      '  - DOCUMENT_KEY is one character repeated. Generate one with: openssl rand -hex 32',
      '  - SIGNING_KEY is a 2-character pattern repeated. Generate one with: openssl rand -hex 32',
      '  - SMTP_URL is not set: registrations, staff decisions and password resets are emailed. Set it to your mail server, e.g. smtps://user:password@smtp.example.org:465.',
      '  - MAIL_FROM is not set: the sender of the site\'s mail, e.g. "NextGen Youth Foundation <no-reply@example.org>" (an address your SMTP server may send from).',
    ].join('\n'));
    expect(r.stdout).not.toContain('database migrated');
  });

  it('refuses APP_ENV=production without DATABASE_URL too (embedded database, missing keys)', async () => {
    const r = await tsx('scripts/serve.ts', ['start'], { ...base, DATABASE_URL: '', APP_ENV: 'production', PUBLIC_BASE_URL: 'https://example.in' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('  - SESSION_SECRET is not set (at least 32 characters; several separated by commas, newest first)');
    expect(r.stdout).not.toContain('embedded PostgreSQL ready');
  });
});

describe('fatal start-up errors exit 1 with a message, before touching the database', () => {
  // A local run: no DATABASE_URL, so a start that got as far as the database would print "embedded PostgreSQL ready".
  const local = { ...base, DATABASE_URL: '', APP_ENV: 'local', EMBEDDED_PG_PORT: '9' };

  it('a bad TRUST_PROXY, a bad PORT and an unknown DOCUMENT_STORE are named together', async () => {
    const r = await tsx('scripts/serve.ts', ['start'], { ...local, TRUST_PROXY: '10.0.0.300', PORT: 'eighty', DOCUMENT_STORE: 'dropbox' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain([
      'Refusing to start:',
      '  - TRUST_PROXY must be a hop count, "loopback", or comma-separated addresses/CIDRs (invalid IP address: 10.0.0.300).',
      '  - PORT must be a port number (it is "eighty").',
      '  - DOCUMENT_STORE must be "local" or "s3" (it is "dropbox").',
    ].join('\n'));
    expect(r.stdout).not.toMatch(/embedded PostgreSQL|migrated/);
  });

  it('DOCUMENT_STORE=s3 without S3_BUCKET', async () => {
    const r = await tsx('scripts/serve.ts', ['start'], { ...local, DOCUMENT_STORE: 's3' });
    expect(r).toMatchObject({ code: 1, stderr: expect.stringContaining("  - S3_BUCKET is not set: DOCUMENT_STORE=s3 needs the bucket's name") });
  });

  it('a port in use', async () => {
    const busy = http.createServer();
    const port = await new Promise<number>((resolve) => busy.listen(0, '127.0.0.1', () => resolve((busy.address() as AddressInfo).port)));
    try {
      const r = await tsx('scripts/serve.ts', ['start'], { ...local, PORT: String(port) });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`Refusing to start: port ${port} on 127.0.0.1 is in use (another \`npm start\`?). Stop it, or set PORT to a free port.`);
      expect(r.stdout).not.toMatch(/embedded PostgreSQL|migrated/);
    } finally {
      busy.close();
    }
  });

  it('an unknown APP_ENV, in one line and without a stack trace', async () => {
    const r = await tsx('scripts/serve.ts', ['start'], { ...local, APP_ENV: 'staging' });
    expect(r.code).toBe(1);
    expect(r.stderr.replace(/npm warn.*\n/g, '').trim()).toBe('Refusing to start: APP_ENV must be one of production, local (it is "staging").');
  });

  it('a deployment without DATABASE_URL, for the server and for the admin script', async () => {
    const server = await tsx('scripts/serve.ts', ['start'], { ...base, DATABASE_URL: '', APP_ENV: 'production' });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain('  - DATABASE_URL is not set: a deployment uses its own PostgreSQL (postgresql://user:password@host:5432/database); the embedded database is for local runs only.');
    const admin = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/admin.ts', 'interns', 'list'], { env: { ...base, DATABASE_URL: '', APP_ENV: 'production' } }).catch((e) => e);
    expect(admin.code).toBe(1);
    expect(admin.stderr.trim()).toBe("Refusing: APP_ENV=production but DATABASE_URL is not set. Point DATABASE_URL at the deployment's PostgreSQL; the embedded database is for local runs only.");
  });
});

describe('seeding', () => {
  it('never seeds the demo colleges in a deployment, even with SEED_DEMO=1', async () => {
    const demo = ['Cotton University', 'Dibrugarh University', 'Tezpur University'];
    const r = await tsx('scripts/db.ts', ['seed'], { ...base, DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: '1' });
    expect(r.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(r.stdout).toContain('Reference data:');
    expect(r.stdout).not.toContain('Demo institutions');
    expect(await testDb().institution.count({ where: { name: { in: demo } } })).toBe(0);
  });

  it('seeds them for a local run unless SEED_DEMO=0', () => {
    expect(wantsDemoData({})).toBe(true);
    expect(wantsDemoData({ SEED_DEMO: '0' })).toBe(false);
    expect(wantsDemoData({ APP_ENV: 'local', DATABASE_URL: 'postgresql://x@h/db' })).toBe(true);
    expect(wantsDemoData({ DATABASE_URL: 'postgresql://x@h/db' })).toBe(false);
    expect(wantsDemoData({ APP_ENV: 'production', SEED_DEMO: '1' })).toBe(false);
  });
});

describe('the environment inside the server (lib/platform/env.ts, called by instrumentation.ts at start)', () => {
  const saved = { ...process.env };
  const cwd = process.cwd();
  afterEach(() => {
    process.env = { ...saved };
    process.chdir(cwd);
    vi.resetModules();
  });

  async function freshEnv(e: Record<string, string | undefined>) {
    process.env = { ...base, ...e } as NodeJS.ProcessEnv;
    vi.resetModules();
    return (await import('@/lib/platform/env')).validateEnv;
  }

  it('refuses a deployment with an http base URL and a weak key', async () => {
    const validateEnv = await freshEnv({
      DATABASE_URL: saved.DATABASE_URL, PUBLIC_BASE_URL: 'http://example.in', SESSION_SECRET: 'x'.repeat(40), CARD_KEY: saved.CARD_KEY, DOCUMENT_KEY: 'ab12'.repeat(16), SIGNING_KEY: saved.SIGNING_KEY,
    });
    expect(validateEnv).toThrow(/PUBLIC_BASE_URL must be an https:\/\/ address \(it is "http:\/\/example.in"\)\.\n {2}- SESSION_SECRET is one character repeated[^\n]*\n {2}- CARD_KEY is one character repeated[^\n]*\n {2}- DOCUMENT_KEY is a 4-character pattern repeated/);
  });

  it('a local run (no DATABASE_URL) generates its secrets into .data/secrets and links cards to localhost', async () => {
    process.chdir(mkdtempSync(path.join(os.tmpdir(), 'quickstart-')));
    const validateEnv = await freshEnv({ DATABASE_URL: undefined, PORT: '3000' });
    // lib/platform/env.ts needs a DATABASE_URL; the serving script sets it after deciding this is a local run.
    process.env.APP_ENV = 'local';
    process.env.DATABASE_URL = 'postgresql://foundation_app:pw@127.0.0.1:54329/foundation';
    const env = validateEnv();
    expect(env.APP_ENV).toBe('local');
    expect(env.PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(env.SESSION_SECRET).toBe(readFileSync('.data/secrets/session-secret', 'utf8'));
    expect(env.CARD_KEY).toEqual([readFileSync('.data/secrets/card-key', 'utf8')]);
    expect(env.DOCUMENT_KEY).toEqual([readFileSync('.data/secrets/document-key', 'utf8')]);
    expect(env.DOCUMENT_KEY[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(env.SIGNING_KEY).toEqual([readFileSync('.data/secrets/signing-key', 'utf8')]);
    // Mail: no SMTP server needed locally (npm start catches mail in MailDev), a local sender.
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('NextGen Youth Foundation <no-reply@localhost>');
  });

  it('refuses a deployment that is right in every way but has no mail server, and accepts it with one', async () => {
    const strong = () => randomBytes(32).toString('hex');
    const good = { DATABASE_URL: saved.DATABASE_URL, PUBLIC_BASE_URL: 'https://example.in', SESSION_SECRET: randomBytes(24).toString('base64url'), CARD_KEY: strong(), DOCUMENT_KEY: strong(), SIGNING_KEY: strong() };
    const refused = await freshEnv(good);
    expect(refused).toThrow(/^Refusing to start a deployment \(APP_ENV=production, or DATABASE_URL set\):\n {2}- SMTP_URL is not set: [^\n]*\n {2}- MAIL_FROM is not set: [^\n]*$/);
    const accepted = await freshEnv({ ...good, SMTP_URL: 'smtps://portal:pw@smtp.example.in:465', MAIL_FROM: 'NextGen Youth Foundation <no-reply@example.in>' });
    expect(accepted()).toMatchObject({ APP_ENV: 'production', SMTP_URL: 'smtps://portal:pw@smtp.example.in:465', MAIL_FROM: 'NextGen Youth Foundation <no-reply@example.in>' });
  });
});
