// Inputs have upper bounds and no control characters, and ids fit the database: each hostile input is
// a 400 with its field's message and nothing stored, never a 500. Rate-limit keys are stored as HMACs.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { institutionPayload, registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { CONTROL_CHARACTERS_MESSAGE } from '@/lib/kernel/text';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as contact } from '@/app/api/v1/contact/route';
import { POST as newsletter } from '@/app/api/v1/newsletter/route';
import { POST as courses } from '@/app/api/v1/get-course-by-category/route';
import { POST as login } from '@/app/api/v1/login/route';

const register = async (overrides: Parameters<typeof registrationValues>[0]) => {
  const values = await registrationValues(overrides);
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  return { res, stored: await testDb().applicant.count({ where: { mobileNo: values.mobileNumber } }) };
};

describe('text fields have upper bounds', () => {
  it('refuses a 1 MB address with the field message and stores nothing', async () => {
    const { res, stored } = await register({ applicantAddress: 'House 12, '.repeat(100_000) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ applicantAddress: 'Address must be at most 300 characters.' });
    expect(stored).toBe(0);
  });

  it('accepts an address of exactly 300 characters', async () => {
    const { res, stored } = await register({ applicantAddress: `House 12, ${'x'.repeat(290)}` });
    expect(res.status).toBe(200);
    expect(stored).toBe(1);
  });

  it('refuses an over-long institution address and a 5,001-character contact message', async () => {
    const inst = await apiClient().call(createInstitution, { json: await institutionPayload({ institution_full_address: 'a'.repeat(301) }) });
    expect(inst.status).toBe(400);
    expect(inst.body.errors).toMatchObject({ institution_full_address: 'Must be at most 300 characters.' });
    const email = `long-${randomUUID().slice(0, 8)}@example.org`;
    const msg = await apiClient().call(contact, { json: { name: 'Rina Das', email, subject: 'Hi', message: 'm'.repeat(5001), inquiryType: 'Other' } });
    expect(msg.status).toBe(400);
    expect(msg.body.errors).toMatchObject({ message: 'Message must be at most 5000 characters.' });
    expect(await testDb().contactMessage.count({ where: { email } })).toBe(0);
  });
});

describe('control characters are refused', () => {
  it('refuses an address carrying terminal escape sequences', async () => {
    const { res, stored } = await register({ applicantAddress: 'House 12\u001b]0;pwned\u0007\u001b[2J, Dibrugarh' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ applicantAddress: CONTROL_CHARACTERS_MESSAGE });
    expect(stored).toBe(0);
  });

  it('refuses a bidi override in a contact name and an escape in an institution address', async () => {
    const email = `bidi-${randomUUID().slice(0, 8)}@example.org`;
    const res = await apiClient().call(contact, { json: { name: 'Rina \u202eseD', email, subject: 'Hi', message: 'Hello there', inquiryType: 'Other' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: CONTROL_CHARACTERS_MESSAGE });
    const inst = await apiClient().call(createInstitution, { json: await institutionPayload({ institution_full_address: 'Jalukbari\u001b[31m, Guwahati' }) });
    expect(inst.status).toBe(400);
    expect(inst.body.errors).toMatchObject({ institution_full_address: CONTROL_CHARACTERS_MESSAGE });
  });

  it('keeps line breaks in free-text messages', async () => {
    const email = `lines-${randomUUID().slice(0, 8)}@example.org`;
    const res = await apiClient().call(contact, { json: { name: 'Rina Das', email, subject: 'Hi', message: 'First line\nSecond line\r\nThird', inquiryType: 'Other' } });
    expect(res.status).toBe(200);
    expect((await testDb().contactMessage.findFirstOrThrow({ where: { email } })).message).toBe('First line\nSecond line\r\nThird');
  });
});

describe('ids are limited to what the database holds', () => {
  it('answers stream_id=99999999999 with a 400 and a field message, not a 500', async () => {
    const res = await apiClient().call(courses, { json: { category_id: 1, stream_id: 99999999999 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ stream_id: 'stream_id is not a known id.' });
    const asText = await apiClient().call(courses, { json: { category_id: '1', stream_id: '99999999999' } });
    expect(asText.status).toBe(400);
  });

  it('refuses too-large ids in a registration and an institution payload with their field messages', async () => {
    const { res, stored } = await register({ collegeName: '99999999999', applicantDistrict: '2147483648' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ collegeName: 'College Name is required.', applicantDistrict: 'District is required.' });
    expect(stored).toBe(0);
    const inst = await apiClient().call(createInstitution, { json: await institutionPayload({ district_id: 99999999999 }) });
    expect(inst.status).toBe(400);
    expect(inst.body.errors).toMatchObject({ district_id: 'Please select a district.' });
  });
});

describe('rate-limit keys are HMACs', () => {
  const STORED_KEY = /^[a-z-]+:[A-Za-z0-9_-]{43}$/;

  it('subscribes a valid 241-character email (200) and stores no raw email in rate_limits', async () => {
    const tag = randomUUID().replaceAll('-', '');
    const email = `${tag}${'a'.repeat(64 - tag.length)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(44)}.org`;
    expect(email).toHaveLength(241);
    const res = await apiClient().call(newsletter, { json: { email } });
    expect(res.status).toBe(200);
    expect(await testDb().newsletterSubscription.count({ where: { email } })).toBe(1);
    const keys = (await testDb().rateLimit.findMany({ select: { key: true } })).map((r) => r.key);
    expect(keys.filter((k) => k.includes(tag))).toEqual([]);
    for (const k of keys) expect(k).toMatch(STORED_KEY);
  });

  it('stores no mobile number or client address after a failed login', async () => {
    const api = apiClient({ ip: '10.77.1.2' });
    const res = await api.call(login, { json: { type: 'intern', mobile_no: '9876012345', password: 'Wrong@2025' } });
    expect(res.status).toBe(401);
    const keys = (await testDb().rateLimit.findMany({ select: { key: true } })).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('login-number:'))).toBe(true);
    expect(keys.filter((k) => k.includes('9876012345') || k.includes('10.77.1.2'))).toEqual([]);
  });
});
