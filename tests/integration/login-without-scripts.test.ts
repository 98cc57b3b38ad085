// POST /api/v1/login as a browser without scripts sends it (issue 27): form-urlencoded, answered with a 303. The
// same checks and limits as the JSON login (the attack: a form post cannot get past the lock-out), a `next` only
// from our own login page and only to a path of ours, and a failure address that names a reason, never a message.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as loginRoute } from '@/app/api/v1/login/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { failedLoginMessage } from '@/lib/accounts/login-without-scripts';
import { englishOf } from '@/lib/kernel/message';

async function registeredIntern() {
  const v = await registrationValues();
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
  return { mobile: v.mobileNumber, password: v.password, id: (res.body.updatedintern as { id: number }).id };
}

const formPost = (fields: Record<string, string>, referer?: string) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
});

describe('POST /api/v1/login without scripts', () => {
  it('signs in with the right password and sends the browser to the profile, or to ?next= of the login page', async () => {
    const intern = await registeredIntern();
    const browser = apiClient();
    const res = await browser.call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/user-profile?type=intern&id=${intern.id}`);
    expect((await browser.call(getIntern, { params: { id: String(intern.id) } })).status).toBe(200); // the session cookie was set
    const back = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }, 'http://localhost:3000/login?next=%2Fmember-acknowledgement%2F12'));
    expect(back.headers.get('location')).toBe('/member-acknowledgement/12');
  });

  it('keeps the Assamese page\'s language: the profile, the next= of /as/login, and the failure page in Assamese', async () => {
    const intern = await registeredIntern();
    const ok = await apiClient().call(loginRoute, { path: '/api/v1/login?lang=as', ...formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }) });
    expect(ok.headers.get('location')).toBe(`/as/user-profile?type=intern&id=${intern.id}`);
    const back = await apiClient().call(loginRoute, { path: '/api/v1/login?lang=as', ...formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }, 'http://localhost:3000/as/login?next=%2Fas%2Finternship-acknowledgement') });
    expect(back.headers.get('location')).toBe('/as/internship-acknowledgement');
    const refused = await apiClient().call(loginRoute, { path: '/api/v1/login?lang=as', ...formPost({ type: 'intern', mobile_no: intern.mobile, password: 'Wrong#Pass1' }) });
    expect(refused.headers.get('location')).toBe('/as/login/failed?reason=failed');
  });

  it('follows no next that leaves the site, and none from a page other than the login page', async () => {
    const intern = await registeredIntern();
    for (const referer of ['http://localhost:3000/login?next=%2F%2Fevil.example', 'http://localhost:3000/login?next=https%3A%2F%2Fevil.example', 'http://evil.example/login?next=%2Fuser-profile%2Fme', 'http://localhost:3000/about?next=%2Fuser-profile%2Fme']) {
      const res = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }, referer));
      expect(res.headers.get('location'), referer).toBe(`/user-profile?type=intern&id=${intern.id}`);
    }
  });

  it('sends a refusal back to the form with its reason, never with the typed values', async () => {
    const intern = await registeredIntern();
    const wrong = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: 'Wrong@2025' }));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/login/failed?reason=failed');
    const invalid = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: '12345', password: 'Wrong@2025' }));
    expect(invalid.headers.get('location')).toBe('/login/failed?reason=phoneSubmit');
    expect(englishOf(failedLoginMessage('phoneSubmit', undefined))).toBe('Please enter a valid 10-digit phone number');
  });

  it('is locked out like the JSON login: the 6th attempt for a number gets the lock-out, even with the right password', async () => {
    const intern = await registeredIntern();
    for (let i = 0; i < 5; i++) {
      const res = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: `Wrong@202${i}` }));
      expect(res.headers.get('location')).toBe('/login/failed?reason=failed');
    }
    const sixth = await apiClient().call(loginRoute, formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }));
    const location = new URL(sixth.headers.get('location')!, 'http://x');
    expect(location.pathname + '?reason=' + location.searchParams.get('reason')).toBe('/login/failed?reason=locked');
    expect(englishOf(failedLoginMessage('locked', location.searchParams.get('wait')!))).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });

  it('refuses a form posted from another site (login CSRF) before looking at it', async () => {
    const intern = await registeredIntern();
    const res = await apiClient().call(loginRoute, { ...formPost({ type: 'intern', mobile_no: intern.mobile, password: intern.password }), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('session');
  });

  it('shows only messages of its own for whatever the failure address says', () => {
    expect(englishOf(failedLoginMessage('<script>alert(1)</script>', undefined))).toBe('Login failed. Please check your credentials and try again.');
    expect(englishOf(failedLoginMessage('locked', '-5'))).toBe('Too many failed attempts. Please try again in 1 minutes.');
    expect(englishOf(failedLoginMessage('locked', '999999999'))).toBe('Too many failed attempts. Please try again in 15 minutes.'); // never longer than the real block
  });
});
