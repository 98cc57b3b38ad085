// Passwords beyond bcrypt's 72 bytes and common passwords are refused at registration, with the message
// the browser form shows too; a login with a longer password cannot ride on its first 72 bytes.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { educationStepSchema } from '@/lib/registration/schema';
import { PASSWORD_MESSAGES } from '@/lib/accounts/password-rules';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as login } from '@/app/api/v1/login/route';

async function register(password: string) {
  const values = await registrationValues({ password });
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  return { res, mobile: values.mobileNumber, stored: await testDb().applicant.count({ where: { mobileNo: values.mobileNumber } }) };
}

// Passes the spec's composition rules; only its length decides.
const ofBytes = (n: number) => `Assam@2025${'Kq7'.repeat(30)}`.slice(0, n);

describe('password length in bytes', () => {
  it('refuses a 73-byte password with the clear message and stores nothing', async () => {
    const { res, stored } = await register(ofBytes(73));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: PASSWORD_MESSAGES.tooLong });
    expect(stored).toBe(0);
  });

  it('counts UTF-8 bytes, not characters: 39 characters that are 74 bytes are refused', async () => {
    const password = `Aa1@${'é'.repeat(35)}`;
    expect(password).toHaveLength(39);
    const { res, stored } = await register(password);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: PASSWORD_MESSAGES.tooLong });
    expect(stored).toBe(0);
  });

  it('the browser form gives the same message (the wizard step uses the same schema)', () => {
    const result = educationStepSchema.safeParse({ category: '1', stream: '1', sectorsOfInterest: ['technology'], password: ofBytes(73), confirmPassword: ofBytes(73) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === 'password')?.message).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('accepts 72 bytes, and a login with those 72 plus more is refused', async () => {
    const { res, mobile } = await register(ofBytes(72));
    expect(res.status).toBe(200);
    const ok = await apiClient().call(login, { json: { type: 'intern', mobile_no: mobile, password: ofBytes(72) } });
    expect(ok.status).toBe(200);
    const longer = await apiClient().call(login, { json: { type: 'intern', mobile_no: mobile, password: `${ofBytes(72)}DIFFERENT` } });
    expect(longer.status).toBe(400);
    expect(longer.body.success).toBe(false);
  });
});

describe('common passwords', () => {
  it.each(['Password@1', 'P@ssw0rd1', 'Qwerty@1', 'Welcome@1'])('refuses %s with the clear message and stores nothing', async (password) => {
    const { res, stored } = await register(password);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: PASSWORD_MESSAGES.common });
    expect(stored).toBe(0);
  });
});
