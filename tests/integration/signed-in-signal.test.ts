// The public header's signed-in hint (lib/accounts/signed-in-signal.ts, decision 013): set with the session at
// login and registration, cleared at logout, cleared whenever the server finds no session behind it, and
// worth nothing on its own. The browser side is proved in tests/e2e/header-session.spec.ts.
import { describe, expect, it } from 'vitest';
import { apiClient, type ApiAnswer } from '../helpers/api-client';
import { registrationValues } from '../factories';
import { testDb } from '../helpers/db';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { SESSION_COOKIE, SESSION_ABSOLUTE_SECONDS } from '@/lib/accounts/session-data';
import { SIGNED_IN_COOKIE } from '@/lib/accounts/signed-in-signal';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as login } from '@/app/api/v1/login/route';
import { POST as logout } from '@/app/api/v1/logout/route';
import { GET as sessionState } from '@/app/api/v1/session/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { GET as myProfile } from '@/app/(bare)/user-profile/me/route';
import { POST as changePassword } from '@/app/api/v1/change-password/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { POST as resetPassword } from '@/app/api/v1/reset-password/route';
import { loginHref, PROFILE_RETURN_PATH } from '@/lib/accounts/next-path';

const hintCookie = (res: ApiAnswer) => res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));

async function registeredIntern() {
  const values = await registrationValues();
  const browser = apiClient();
  const res = await browser.call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  return { browser, res, mobile: values.mobileNumber, password: values.password, id: (res.body.updatedintern as { id: number }).id };
}

describe('the signed-in hint cookie', () => {
  it('is set by a registration and a login, readable by page scripts, as long-lived as the session, and cleared by logout', async () => {
    const intern = await registeredIntern();
    expect(hintCookie(intern.res)).toBe(`${SIGNED_IN_COOKIE}=1; Max-Age=${SESSION_ABSOLUTE_SECONDS}; Path=/; SameSite=Lax`);

    const browser = apiClient();
    const res = await browser.call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    expect(res.status).toBe(200);
    const hint = hintCookie(res)!;
    expect(hint).toBe(`${SIGNED_IN_COOKIE}=1; Max-Age=${SESSION_ABSOLUTE_SECONDS}; Path=/; SameSite=Lax`);
    expect(hint).not.toMatch(/HttpOnly/i); // the header's script must read it
    expect(browser.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    expect((await browser.call(sessionState)).body).toEqual({ success: true, signedIn: true });

    const out = await browser.call(logout, { json: {} });
    expect(hintCookie(out)).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('is not set by a failed login', async () => {
    const intern = await registeredIntern();
    const res = await apiClient().call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: 'Wrong@2025' } });
    expect(res.status).toBe(401);
    expect(hintCookie(res)).toBeUndefined();
  });

  it('grants nothing: a forged hint without a session reads no personal data and is cleared', async () => {
    const intern = await registeredIntern();
    const forger = apiClient();
    forger.cookies.set(SIGNED_IN_COOKIE, '1');
    const res = await forger.call(getIntern, { params: { id: String(intern.id) } });
    expect(res.status).toBe(401);
    expect(hintCookie(res)).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it('is cleared when its session has gone (expired, tampered, or sealed with a retired secret)', async () => {
    const browser = apiClient();
    browser.cookies.set(SIGNED_IN_COOKIE, '1');
    browser.cookies.set(SESSION_COOKIE, 'Fe26.2*1*garbage');
    const res = await browser.call(sessionState);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, signedIn: false });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    // A guest without the hint gets no cookie at all: a static-page visitor is never written to.
    expect(hintCookie(await apiClient().call(sessionState))).toBeUndefined();
  });

  it('is cleared on the way to /login when the header\'s Profile link finds no session', async () => {
    const browser = apiClient();
    browser.cookies.set(SIGNED_IN_COOKIE, '1');
    const res = await browser.call(myProfile, { path: '/user-profile/me' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(loginHref(PROFILE_RETURN_PATH));
    expect(browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('stays while the session is live (a signed-in API call does not touch it)', async () => {
    const { browser, id } = await registeredIntern();
    const res = await browser.call(getIntern, { params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(hintCookie(res)).toBeUndefined();
    expect(browser.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
  });

  it('follows the server\'s sessions: a password change renews this browser\'s hint and clears the others\' on their next request', async () => {
    const intern = await registeredIntern();
    const elsewhere = apiClient();
    expect((await elsewhere.call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } })).status).toBe(200);
    expect(elsewhere.cookies.get(SIGNED_IN_COOKIE)).toBe('1');

    const changed = await intern.browser.call(changePassword, { json: { current_password: intern.password, new_password: 'Brahmaputra#2026' } });
    expect(changed.status).toBe(200);
    // This browser gets a new session (a stolen copy of the old cookie dies: issue 24, finding 13) and its hint again.
    expect(hintCookie(changed)).toBe(`${SIGNED_IN_COOKIE}=1; Max-Age=604800; Path=/; SameSite=Lax`);
    expect(intern.browser.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    expect((await intern.browser.call(sessionState)).body).toEqual({ success: true, signedIn: true });

    const stale = await elsewhere.call(sessionState); // the other browser's session was ended by the change
    expect(stale.body).toEqual({ success: true, signedIn: false });
    expect(hintCookie(stale)).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(elsewhere.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('is cleared by a password reset in the browser that resets, and in every other on its next request', async () => {
    const intern = await registeredIntern();
    expect((await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: intern.mobile } })).status).toBe(200);
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: intern.id, topic: 'password-reset' } });
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody ?? '')![1];
    const resetter = apiClient();
    expect((await resetter.call(login, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } })).status).toBe(200);

    const reset = await resetter.call(resetPassword, { json: { token, password: 'Brahmaputra#2026' } });
    expect(reset.status).toBe(200);
    expect(hintCookie(reset)).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(resetter.cookies.has(SIGNED_IN_COOKIE)).toBe(false);

    const stale = await intern.browser.call(getIntern, { params: { id: String(intern.id) } });
    expect(stale.status).toBe(401);
    expect(hintCookie(stale)).toBe(`${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(intern.browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('is cleared once its session has expired on the server', async () => {
    const intern = await registeredIntern();
    await testDb().session.updateMany({ where: { userType: 'intern', userId: intern.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await intern.browser.call(sessionState);
    expect(res.body).toEqual({ success: true, signedIn: false });
    expect(intern.browser.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });
});
