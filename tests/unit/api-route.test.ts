// The request plumbing every route handler shares: origin check, body limit, error mapping, session cookie.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute } from '@/lib/http/api-route';
import { conflict, notFound, tooManyRequests } from '@/lib/http/errors';
import { apiClient } from '../helpers/api-client';
import { ERROR_CODES } from '@/lib/kernel/error-codes';

const echo = apiRoute(async ({ json }) => ({ got: await json() }), { maxBodyBytes: 100 });

describe('apiRoute', () => {
  it('refuses a mutating request from another site', async () => {
    const res = await apiClient().call(echo, { json: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'cross_site', message: 'Cross-site requests are not allowed.' });
    const fetchMeta = await apiClient().call(echo, { json: {}, headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
    expect(fetchMeta.status).toBe(403);
  });

  it('accepts a same-origin request and answers with success', async () => {
    const res = await apiClient().call(echo, { json: { a: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, got: { a: 1 } });
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const declared = await apiClient().call(echo, { json: { text: 'x'.repeat(200) } });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('"' + 'y'.repeat(500) + '"')); c.close(); } });
    const req = new Request('http://localhost:3000/x', { method: 'POST', body: stream, headers: { host: 'localhost:3000', origin: 'http://localhost:3000' }, duplex: 'half' } as RequestInit);
    const res = await echo(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
  });

  it('maps errors to status codes without leaking details', async () => {
    const cases: [() => never, number, string][] = [
      [() => { throw z.object({ a: z.string({ error: 'A is required.' }) }).parse({}); }, 400, 'invalid_input'],
      [() => { throw notFound(); }, 404, 'not_found'],
      [() => { throw conflict('Taken.'); }, 409, 'conflict'],
      [() => { throw tooManyRequests(90); }, 429, 'rate_limited'],
      [() => { throw new Error('secret database detail'); }, 500, 'internal_error'],
      [() => { throw conflict('This mobile number is already registered.', 'mobile_taken'); }, 409, 'mobile_taken'],
    ];
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [fail, status, code] of cases) {
      const res = await apiClient().call(apiRoute(async () => fail()));
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.code).toBe(code);
      expect(JSON.stringify(res.body)).not.toContain('secret database detail');
    }
    const zodRes = await apiClient().call(apiRoute(async () => cases[0][0]()));
    expect(zodRes.body).toEqual({ success: false, code: 'invalid_input', message: 'A is required.', fields: { a: 'A is required.' }, errors: { a: 'A is required.' } });
    const limited = await apiClient().call(apiRoute(async () => cases[3][0]()));
    expect(limited.headers.get('retry-after')).toBe('90');
    expect(limited.body.message).toBe('Too many attempts. Please try again in 90 seconds.');
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('answers the same code in every language, and a message built from its id and values in the caller\'s', async () => {
    const limited = apiRoute(async () => { throw tooManyRequests(90); });
    const taken = apiRoute(async () => { throw conflict('This mobile number is already registered.', 'mobile_taken'); });
    const english = await apiClient().call(limited);
    const assamese = await apiClient().call(limited, { path: '/x?lang=as' });
    expect(english.body).toEqual({ success: false, code: 'rate_limited', message: 'Too many attempts. Please try again in 90 seconds.', retryAfter: 90 });
    expect(assamese.body).toEqual({ success: false, code: 'rate_limited', message: 'বহুতবাৰ চেষ্টা কৰা হ\'ল। অনুগ্ৰহ কৰি 90 ছেকেণ্ড পিছত পুনৰ চেষ্টা কৰক।', retryAfter: 90 });
    const hindi = await apiClient().call(taken, { path: '/x?lang=hi' });
    expect(hindi.status).toBe(409);
    expect(hindi.body.code).toBe('mobile_taken');
    expect(hindi.body.message).not.toBe('This mobile number is already registered.');
  });

  it('answers only codes from the one list, each snake_case', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('keeps the session in an httpOnly cookie that a client cannot forge', async () => {
    const login = apiRoute(async ({ setSession }) => { setSession({ user: { type: 'intern', id: 7 } }); return {}; });
    const whoami = apiRoute(async ({ session }) => ({ user: session.user ?? null }));
    const browser = apiClient();
    const res = await browser.call(login, { json: {} });
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http on localhost
    expect((await browser.call(whoami)).body.user).toEqual({ type: 'intern', id: 7 });
    browser.cookies.set('nyf_session', 'forged-value');
    expect((await browser.call(whoami)).body.user).toBeNull();
  });
});
