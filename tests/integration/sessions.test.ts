// Sessions live on the server: logout ends a session for every copy of its cookie, an unused session ends
// after 2 hours and every session after 7 days, all of a person's sessions end with one call, and a cookie
// sealed with an older SESSION_SECRET still opens after rotation.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unsealData } from 'iron-session';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { browserWithSession, sessionCookie } from '../helpers/session';
import { toMultipart } from '@/lib/registration/multipart';
import { SESSION_COOKIE, SESSION_RENEW_AFTER_SECONDS } from '@/lib/accounts/session-data';
import { sessionPasswords } from '@/lib/accounts/session-secrets';
import { deleteEndedSessions, endSessionsOf, findSession } from '@/lib/accounts/session-store';
import { unsealCookie } from '@/lib/accounts/session-cookie';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as createMember } from '@/app/api/v1/create-member/route';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as login } from '@/app/api/v1/login/route';
import { POST as logout } from '@/app/api/v1/logout/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { GET as getMember } from '@/app/api/v1/get-member-by-id/[id]/route';
import { GET as getInstitute } from '@/app/api/v1/get-institute-by-id/[id]/route';
import { GET as getDocument } from '@/app/api/v1/documents/[id]/route';
import { GET as myProfile } from '@/app/(bare)/user-profile/me/route';
import { institutionPayload } from '../factories';

type Browser = ReturnType<typeof apiClient>;
type Handler = Parameters<Browser['call']>[0];
const HOUR = 3600_000;

let intern: { id: number; mobile: string; password: string; docs: string[]; referralCode: string };
let member: { id: number; mobile: string; password: string };

beforeAll(async () => {
  const v = await registrationValues();
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
  const id = (res.body.updatedintern as { id: number }).id;
  const row = await testDb().applicant.findUniqueOrThrow({ where: { id }, include: { documents: true } });
  intern = { id, mobile: v.mobileNumber, password: v.password, docs: row.documents.map((d) => String(d.id)), referralCode: row.referralCode! };
  const mv = { ...(await registrationValues()), referralCode: intern.referralCode };
  const mres = await apiClient().call(createMember, { form: toMultipart('member', mv, { aadhaar: pdf(), passportPhoto: png() }) });
  member = { id: (mres.body.updatedmember as { id: number }).id, mobile: mv.mobileNumber, password: mv.password };
});

afterEach(() => { vi.useRealTimers(); });

async function loggedIn(type: 'intern' | 'member', who: { mobile: string; password: string }): Promise<Browser> {
  const browser = apiClient();
  const res = await browser.call(login, { json: { type, mobile_no: who.mobile, password: who.password } });
  expect(res.status).toBe(200);
  return browser;
}

const status = async (b: Browser, h: Handler, id: string | number) => (await b.call(h, { params: { id: String(id) } })).status;
/** A second browser holding a copy of `b`'s cookies, as a thief would. */
function copyOf(b: Browser): Browser {
  const thief = apiClient();
  for (const [k, v] of b.cookies) thief.cookies.set(k, v);
  return thief;
}

describe('logout', () => {
  it('ends the session for good: the replayed cookie gets 401 on every personal-data route', async () => {
    const browser = await loggedIn('intern', intern);
    const stolen = copyOf(browser);
    expect(await status(stolen, getIntern, intern.id)).toBe(200);
    for (const doc of intern.docs) expect(await status(stolen, getDocument, doc)).toBe(200);

    const out = await browser.call(logout, { json: {} });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^nyf_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);

    expect(await status(stolen, getIntern, intern.id)).toBe(401);
    for (const doc of intern.docs) expect(await status(stolen, getDocument, doc)).toBe(401);
    const profile = await stolen.call(myProfile, { method: 'GET', path: '/user-profile/me' });
    expect(profile.status).toBe(303);
    expect(profile.headers.get('location')).toBe('/login?next=%2Fuser-profile%2Fme');
  });

  it('ends a member\'s and an institution browser\'s session the same way', async () => {
    const browser = await loggedIn('member', member);
    const stolen = copyOf(browser);
    expect(await status(stolen, getMember, member.id)).toBe(200);
    await browser.call(logout, { json: {} });
    expect(await status(stolen, getMember, member.id)).toBe(401);

    const registrar = apiClient();
    const created = await registrar.call(createInstitution, { json: await institutionPayload() });
    const institutionId = (created.body.institution as { id: number }).id;
    const copy = copyOf(registrar);
    expect(await status(copy, getInstitute, institutionId)).toBe(200);
    await registrar.call(logout, { json: {} });
    expect(await status(copy, getInstitute, institutionId)).toBe(401);
  });

  it('gives a new session token at login, so a cookie planted before login is not the logged-in one', async () => {
    const browser = apiClient();
    await browser.call(createInstitution, { json: await institutionPayload() });
    const before = browser.cookies.get(SESSION_COOKIE)!;
    await browser.call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    const after = browser.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const planted = apiClient();
    planted.cookies.set(SESSION_COOKIE, before);
    expect(await status(planted, getIntern, intern.id)).toBe(401);
    expect(await status(browser, getIntern, intern.id)).toBe(200);
  });
});

describe('expiry', () => {
  it('ends a session after 2 hours without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const browser = await loggedIn('intern', intern);
    vi.setSystemTime(start + 2 * HOUR - 60_000);
    expect(await status(browser, getIntern, intern.id)).toBe(200);
    vi.setSystemTime(start + 4 * HOUR - 120_000); // 1 h 59 min after the last request: still renewed
    expect(await status(browser, getIntern, intern.id)).toBe(200);
    vi.setSystemTime(start + 6 * HOUR); // 2 h 1 min after the last request
    expect(await status(browser, getIntern, intern.id)).toBe(401);
    expect(await status(browser, getIntern, intern.id)).toBe(401);
  });

  it('renews the idle deadline at most every few minutes, not on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { id, cookie } = await sessionCookie({ user: { type: 'intern', id: intern.id } });
    const browser = apiClient();
    browser.cookies.set(SESSION_COOKIE, cookie);
    const lastSeen = async () => (await testDb().session.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
    vi.setSystemTime(start + 60_000);
    await status(browser, getIntern, intern.id);
    expect(await lastSeen()).toBe(start);
    vi.setSystemTime(start + SESSION_RENEW_AFTER_SECONDS * 1000 + 1000);
    await status(browser, getIntern, intern.id);
    expect(await lastSeen()).toBe(start + SESSION_RENEW_AFTER_SECONDS * 1000 + 1000);
  });

  it('ends every session 7 days after it started, however busy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const browser = await loggedIn('intern', intern);
    const { t: token } = (await unsealCookie(decodeURIComponent(browser.cookies.get(SESSION_COOKIE)!)))!;
    const uses = [];
    for (let t = 1.9 * HOUR; t < 7 * 24 * HOUR - HOUR; t += 1.9 * HOUR) uses.push(t);
    for (const t of [...uses, 7 * 24 * HOUR - HOUR]) { // in use all week, never 2 hours idle
      vi.setSystemTime(start + t);
      expect(await findSession(token)).not.toBeNull();
    }
    vi.setSystemTime(start + 7 * 24 * HOUR - 60_000);
    expect(await status(browser, getIntern, intern.id)).toBe(200);
    vi.setSystemTime(start + 7 * 24 * HOUR + 1000);
    expect(await status(browser, getIntern, intern.id)).toBe(401);
  });

  it('deletes the rows of ended sessions and keeps live ones', async () => {
    // The idle session is made in the past and the sweep runs now: a sweep dated in the future would also end
    // the sessions other test files (sharing this database, running alongside) are using at this moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now - 2 * HOUR - 1000);
    const idle = await sessionCookie({ institutions: [1] });
    vi.setSystemTime(now - 2 * HOUR + 1000);
    const live = await sessionCookie({ institutions: [2] });
    vi.setSystemTime(now);
    await deleteEndedSessions(new Date(now));
    expect(await testDb().session.findUnique({ where: { id: idle.id } })).toBeNull();
    expect(await testDb().session.findUnique({ where: { id: live.id } })).not.toBeNull();
  });
});

describe('endSessionsOf', () => {
  it('ends every session of one person, optionally but one, and no one else\'s', async () => {
    const keep = await sessionCookie({ user: { type: 'intern', id: intern.id } });
    const phone = await browserWithSession({ user: { type: 'intern', id: intern.id } });
    const laptop = await browserWithSession({ user: { type: 'intern', id: intern.id } });
    const sameIdOtherKind = await browserWithSession({ user: { type: 'member', id: intern.id } });
    const kept = apiClient();
    kept.cookies.set(SESSION_COOKIE, keep.cookie);
    expect(await endSessionsOf({ type: 'intern', id: intern.id }, { exceptId: keep.id })).toBeGreaterThanOrEqual(2);
    expect(await status(phone, getIntern, intern.id)).toBe(401);
    expect(await status(laptop, getIntern, intern.id)).toBe(401);
    expect(await status(kept, getIntern, intern.id)).toBe(200);
    expect(await testDb().session.count({ where: { userType: 'member', userId: intern.id } })).toBeGreaterThan(0);
    expect(await status(sameIdOtherKind, getIntern, intern.id)).toBe(403); // still a live (member) session
  });

  it('stores no usable token: the row id is a hash of what the cookie carries', async () => {
    const { id, cookie } = await sessionCookie({ user: { type: 'intern', id: intern.id } });
    const payload = await unsealCookie(decodeURIComponent(cookie));
    expect(payload?.t).toMatch(/^[\w-]{43}$/);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain(payload!.t);
    const forged = apiClient();
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(id)); // the row id as a cookie opens nothing
    expect(await status(forged, getIntern, intern.id)).toBe(401);
  });
});

describe('SESSION_SECRET rotation', () => {
  const OLD = 'old-session-secret-that-is-long-enough-0123456789';
  const NEW = 'new-session-secret-that-is-long-enough-9876543210';

  it('opens a cookie sealed with an older secret, and seals new cookies with the newest', async () => {
    const original = process.env.SESSION_SECRET;
    try {
      const { cookie } = await sessionCookie({ user: { type: 'intern', id: intern.id } }, OLD);
      vi.resetModules();
      process.env.SESSION_SECRET = `${NEW},${OLD}`;
      const rotated = await import('@/app/api/v1/get-intern-by-id/[id]/route');
      const rotatedLogin = await import('@/app/api/v1/login/route');
      const browser = apiClient();
      browser.cookies.set(SESSION_COOKIE, cookie);
      expect(await status(browser, rotated.GET, intern.id)).toBe(200);

      const fresh = apiClient();
      await fresh.call(rotatedLogin.POST, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
      const sealed = decodeURIComponent(fresh.cookies.get(SESSION_COOKIE)!);
      expect(await unsealData(sealed, { password: sessionPasswords(NEW).open })).toHaveProperty('t');
      expect(await unsealData(sealed, { password: sessionPasswords(OLD).open })).toEqual({});

      vi.resetModules();
      process.env.SESSION_SECRET = NEW; // the old secret retired: its cookies open no more
      const retired = await import('@/app/api/v1/get-intern-by-id/[id]/route');
      expect(await status(browser, retired.GET, intern.id)).toBe(401);
      expect(await status(fresh, retired.GET, intern.id)).toBe(200);
    } finally {
      process.env.SESSION_SECRET = original;
      vi.resetModules();
    }
  });
});

describe('the session cookie', () => {
  it('is Secure whenever PUBLIC_BASE_URL is https, even for a plain-http request to 127.0.0.1 (a proxy that forwards nothing)', async () => {
    const original = process.env.PUBLIC_BASE_URL;
    try {
      vi.resetModules();
      process.env.PUBLIC_BASE_URL = 'https://portal.example.org';
      const { POST: httpsLogin } = await import('@/app/api/v1/login/route');
      const answer = await apiClient().call(httpsLogin, {
        json: { type: 'intern', mobile_no: intern.mobile, password: intern.password },
        headers: { host: '127.0.0.1:3000', origin: 'https://portal.example.org', 'x-forwarded-proto': 'http' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie()[0]).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      if (original === undefined) delete process.env.PUBLIC_BASE_URL; else process.env.PUBLIC_BASE_URL = original;
      vi.resetModules();
    }
    // Plain http on this machine (local runs, tests): not Secure, or the browser would drop it.
    const local = await apiClient().call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    expect(local.headers.getSetCookie()[0]).toMatch(/^nyf_session=Fe26\.2\*\d+\*[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});
