// A cookie that does not decode, unseal or name a live session is no session: every API route and
// /user-profile/me answer as to a logged-out visitor (never 500) and nothing is logged as an error.
// And a cookie-carrying POST that cannot show it comes from one of the site's own pages is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealData } from 'iron-session';
import { apiClient, type ApiAnswer } from '../helpers/api-client';
import { sessionCookie } from '../helpers/session';
import { makeInstitution } from '../factories';
import { SESSION_COOKIE } from '@/lib/accounts/session-data';
import { env } from '@/lib/platform/env';
import { sealCookie } from '@/lib/accounts/session-cookie';
import { GET as myProfile } from '@/app/(bare)/user-profile/me/route';
import { GET as getInstitute } from '@/app/api/v1/get-institute-by-id/[id]/route';
import { POST as logout } from '@/app/api/v1/logout/route';

type Handler = Parameters<ReturnType<typeof apiClient>['call']>[0];
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

// Every route handler under app/api/v1, found on disk so a new route is covered without editing this file.
const modules = import.meta.glob<RouteModule>('/app/api/v1/**/route.ts');
const PERSONAL = ['get-intern-by-id', 'get-member-by-id', 'get-institute-by-id', 'documents'];

async function routes() {
  const out: { path: string; method: string; handler: Handler; params: Record<string, string> }[] = [];
  for (const [file, load] of Object.entries(modules)) {
    const mod = await load();
    const path = file.replace('/app', '').replace('/route.ts', '');
    const params = Object.fromEntries([...path.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, name === 'mobile' ? '9876543210' : '1']));
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      if (mod[method]) out.push({ path, method, handler: mod[method]!, params });
    }
  }
  return out;
}

const SECRET = process.env.SESSION_SECRET!;
let institutionId: number;

async function hostileCookies(): Promise<[string, string][]> {
  const good = decodeURIComponent((await sessionCookie({ institutions: [institutionId] })).cookie);
  const token = 'A'.repeat(43);
  return [
    ['bad percent-encoding', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['percent with non-hex', '%zz%'],
    ['empty', ''],
    ['only the seal prefix', 'Fe26.2'],
    ['a truncated seal', good.slice(0, Math.floor(good.length / 2))],
    ['a seal with one character changed', good.slice(0, 40) + (good[40] === 'a' ? 'b' : 'a') + good.slice(41)],
    ['a seal made with another secret', await sealCookie({ t: token }, 'another-apps-secret-that-is-long-enough-0123')],
    ['a seal naming an unknown password id', await sealData({ t: token, u: true }, { password: { 4711: SECRET } })],
    ['a seal in the previous format (data, no token)', await sealData({ user: { type: 'intern', id: 1 } }, { password: SECRET })],
    ['a seal with a token that names no session', await sealCookie({ t: token })],
    ['a seal with a token of the wrong type', await sealData({ t: 12345, u: true }, { password: SECRET })],
    ['a seal with a malformed token', await sealCookie({ t: `${'x'.repeat(42)}!` })],
    ['another app\'s JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['an express-session cookie', 's%3AKXH1yK5g.abc%2Bdef'],
    ['malformed seal components', 'Fe26.2**1*a*b*c*d*e*f~2'],
    ['a 6 KB value', 'A'.repeat(6 * 1024)],
    ['latin-1 bytes', 'Ã©Ã¨\u00ff\u00fe'],
    ['an encoded NUL and CR/LF', '%00%0d%0aSet-Cookie%3A%20x%3D1'],
    ['a quoted seal', `"${good}"`],
    ['two session cookies, the first broken', `%E0%A4%A; ${SESSION_COOKIE}=${encodeURIComponent(good)}`],
  ];
}

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  institutionId = (await makeInstitution({ status: 'pending' })).id;
  errors = vi.spyOn(console, 'error');
});
afterAll(() => errors.mockRestore());

function browserWith(cookieValue: string) {
  const browser = apiClient();
  browser.cookies.set(SESSION_COOKIE, cookieValue);
  return browser;
}

describe('a malformed session cookie', () => {
  it('is no session on every API route and on /user-profile/me: never a 500, never an error log', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThanOrEqual(20);
    const cookies = await hostileCookies();
    expect(cookies.length).toBeGreaterThanOrEqual(20);
    for (const [label, value] of cookies) {
      for (const r of all) {
        const answer: ApiAnswer = await browserWith(value).call(r.handler, {
          method: r.method, path: r.path, params: r.params, ...(r.method === 'GET' ? {} : { json: {} }),
        });
        expect(answer.status, `${label}: ${r.method} ${r.path}`).toBeLessThan(500);
        if (r.method === 'GET' && PERSONAL.some((p) => r.path.includes(p))) {
          expect(answer.status, `${label}: ${r.method} ${r.path}`).toBe(401);
        }
      }
      const profile = await browserWith(value).call(myProfile, { method: 'GET', path: '/user-profile/me' });
      expect(profile.status, label).toBe(303);
      expect(profile.headers.get('location'), label).toBe('/login?next=%2Fuser-profile%2Fme');
    }
    expect(errors).not.toHaveBeenCalled();
  }, 180_000);
});

/** Routes another site posts to by design (the payment gateway's callback and webhook, docs/decisions/028): they
 * read no session and prove themselves by a signature, so a cross-site post is let through and then refused. */
const FROM_OTHER_SITES = ['/api/v1/donations/[reference]/checkout', '/api/v1/payments/razorpay/webhook'];

describe('a cookie-carrying request that does not come from a page of this site', () => {
  const forged: [string, Record<string, string>][] = [
    ['neither Origin nor Sec-Fetch-Site', { origin: '' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin "null" (sandboxed frame, file:)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { origin: '', 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none', { origin: '', 'sec-fetch-site': 'none' }],
    ['an Origin that only starts like ours', { origin: 'http://localhost:3000.evil.example' }],
  ];

  it('is refused with 403 on every mutating route, before anything happens', async () => {
    const mutating = (await routes()).filter((r) => r.method !== 'GET' && !FROM_OTHER_SITES.includes(r.path));
    expect(mutating.length).toBeGreaterThanOrEqual(12);
    const { cookie } = await sessionCookie({ institutions: [institutionId] });
    for (const [label, headers] of forged) {
      for (const r of mutating) {
        const answer = await browserWith(cookie).call(r.handler, { method: r.method, path: r.path, params: r.params, json: {}, headers });
        expect(answer.status, `${label}: ${r.method} ${r.path}`).toBe(403);
        expect(answer.body, `${label}: ${r.method} ${r.path}`).toEqual({ success: false, code: 'cross_site', message: 'Cross-site requests are not allowed.' });
      }
    }
    // The forged logouts did not end the session.
    expect((await browserWith(cookie).call(getInstitute, { params: { id: String(institutionId) } })).status).toBe(200);
  });

  it('reaches the gateway\'s routes, which refuse it for want of a signature: never a success', async () => {
    const gateway = (await routes()).filter((r) => FROM_OTHER_SITES.includes(r.path));
    expect(gateway.map((r) => r.path).sort()).toEqual([...FROM_OTHER_SITES].sort());
    const { cookie } = await sessionCookie({ institutions: [institutionId] });
    for (const [label, headers] of forged) {
      for (const r of gateway) {
        const answer = await browserWith(cookie).call(r.handler, { method: r.method, path: r.path, params: r.params, json: {}, headers });
        expect([400, 404], `${label}: ${r.method} ${r.path} answered ${answer.status}`).toContain(answer.status);
      }
    }
  });

  it('passes when the page is ours: our Origin, the public address behind a proxy, or Sec-Fetch-Site same-origin', async () => {
    const ours: Record<string, string>[] = [
      {}, // the api client sends Origin http://localhost:3000 to Host localhost:3000
      { origin: '', 'sec-fetch-site': 'same-origin' },
      { origin: new URL(env.PUBLIC_BASE_URL).origin, host: '127.0.0.1:3000' },
    ];
    for (const headers of ours) {
      const { cookie } = await sessionCookie({ institutions: [institutionId] });
      const answer = await browserWith(cookie).call(logout, { json: {}, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves cookie-less clients (curl, server to server) alone', async () => {
    const answer = await apiClient().call(logout, { json: {}, headers: { origin: '' } });
    expect(answer.status).toBe(200);
  });
});
