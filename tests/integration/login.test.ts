// POST /api/v1/login and /logout: same answer for unknown number and wrong password, 429 on the 6th failure.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { registrationValues, uniqueMobile } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as loginRoute } from '@/app/api/v1/login/route';
import { POST as logoutRoute } from '@/app/api/v1/logout/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';

async function registeredIntern() {
  const v = await registrationValues();
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passport: png() }) });
  return { mobile: v.mobileNumber, password: v.password, id: (res.body.updatedintern as { id: number }).id };
}

describe('POST /api/v1/login', () => {
  it('logs an intern in with the session cookie and out again', async () => {
    const intern = await registeredIntern();
    const browser = apiClient();
    const res = await browser.call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Login successful.', user: { type: 'intern', intern: { id: intern.id } } });
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    expect((await browser.call(getIntern, { params: { id: String(intern.id) } })).status).toBe(200);
    await browser.call(logoutRoute, { json: {} });
    expect((await browser.call(getIntern, { params: { id: String(intern.id) } })).status).toBe(401);
  });

  it('answers a wrong password and an unknown number identically', async () => {
    const intern = await registeredIntern();
    const wrong = await apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: 'Wrong@2025' } });
    const unknown = await apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: uniqueMobile(), password: 'Wrong@2025' } });
    const asMember = await apiClient().call(loginRoute, { json: { type: 'member', mobile_no: intern.mobile, password: intern.password } });
    for (const r of [wrong, unknown, asMember]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, message: 'Login failed. Please check your credentials and try again.' });
    }
  });

  it('validates the input with the spec\'s messages', async () => {
    const res = await apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: '12345', password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ mobile_no: 'Please enter a valid 10-digit phone number', password: 'Please enter a valid password' });
    const noType = await apiClient().call(loginRoute, { json: { mobile_no: '9876543210', password: 'Assam@2025' } });
    expect(noType.body.errors).toMatchObject({ type: 'Please select a user type.' });
  });

  it('refuses the 6th wrong password for a number with 429, even with the right password', async () => {
    const intern = await registeredIntern();
    for (let i = 0; i < 5; i++) {
      expect((await apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: `Wrong@202${i}` } })).status).toBe(401);
    }
    const sixth = await apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
  }, 30_000);
});
