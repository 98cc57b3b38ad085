// POST /api/v1/login and /logout: same answer for unknown number and wrong password, 429 on the 6th failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
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
      expect(r.body).toEqual({ success: false, code: 'login_failed', message: 'Login failed. Please check your credentials and try again.' });
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
  });

  afterEach(() => { vi.useRealTimers(); });

  it('evaluates at most 5 of 20 parallel wrong passwords for one number, from 20 addresses; then 429 until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const intern = await registeredIntern();
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: `Wrong@20${String(i).padStart(2, '0')}` } })));
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const r of attempts.filter((a) => a.status === 429)) {
      expect(r.body).toEqual({ success: false, code: 'login_locked', message: 'Too many failed attempts. Please try again in 15 minutes.', retryAfter: 900 });
    }
    const right = () => apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password: intern.password } });
    expect((await right()).status).toBe(429);
    vi.setSystemTime(start + 14 * 60_000);
    const stillLocked = await right();
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    vi.setSystemTime(start + 15 * 60_000 + 1000);
    expect((await right()).status).toBe(200);
  });

  it('counts the right password among parallel wrong ones like any attempt: at most 5 are checked', async () => {
    const intern = await registeredIntern();
    const passwords = [...Array.from({ length: 14 }, (_, i) => `Wrong@20${String(i).padStart(2, '0')}`), intern.password];
    const answers = await Promise.all(passwords.map((password) =>
      apiClient().call(loginRoute, { json: { type: 'intern', mobile_no: intern.mobile, password } })));
    const evaluated = answers.filter((r) => r.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
  });

  it('answers an unknown number exactly like a wrong password, also once locked', async () => {
    const intern = await registeredIntern();
    const unknownMobile = uniqueMobile();
    const run = (mobile_no: string) => Promise.all(Array.from({ length: 7 }, (_, i) =>
      apiClient().call(loginRoute, { json: { type: 'intern', mobile_no, password: `Wrong@20${i}0` } })));
    const [known, unknown] = await Promise.all([run(intern.mobile), run(unknownMobile)]);
    // The seconds to wait tick on while the attempts run; everything else must match exactly.
    const shape = (rs: typeof known) => rs.map((r) => `${r.status} ${JSON.stringify({ ...r.body, retryAfter: Boolean(r.body.retryAfter) })}`).sort();
    expect(shape(known)).toEqual(shape(unknown));
  });
});
