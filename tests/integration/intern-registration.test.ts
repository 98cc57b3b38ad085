// POST /api/v1/create-intern, GET /api/v1/check-mobile, GET /api/v1/get-intern-by-id and the documents
// endpoint, against real PostgreSQL and real files on disk.
import { LIMITS } from '@/lib/limits';
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { makeInstitution, registrationValues, uniqueMobile } from '../factories';
import { bigPdf, file, JPEG_BYTES, pdf, PDF_BYTES, png, PNG_BYTES, TEXT_BYTES, WEBP_BYTES } from '../helpers/files';
import { alreadySpent } from '../helpers/rate-limits';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { BUSY_MESSAGE } from '@/lib/http/registration-route';
import { GET as checkMobile } from '@/app/api/v1/check-mobile/[mobile]/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { GET as getDocument } from '@/app/api/v1/documents/[id]/route';

type Values = Awaited<ReturnType<typeof registrationValues>>;
const form = (v: Values, files: { aadhaar?: File; passportPhoto?: File } = {}) =>
  toMultipart('intern', v, { aadhaar: files.aadhaar ?? pdf(), passportPhoto: files.passportPhoto ?? png() });

async function storedFiles(): Promise<string[]> {
  const dir = path.join(process.env.UPLOAD_DIR!, 'interns');
  return readdir(dir).catch(() => []);
}

describe('POST /api/v1/create-intern', () => {
  it('creates the intern with hash, application id, referral code and both documents, and starts the session', async () => {
    const browser = apiClient();
    const v = await registrationValues();
    const res = await browser.call(createIntern, { form: form(v) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Internship Registration Submitted Successfully!' });
    const id = (res.body.updatedintern as { id: number }).id;
    const row = await testDb().applicant.findUniqueOrThrow({ where: { id }, omit: { passwordHash: false }, include: { documents: true } });
    expect(row.applicationId).toMatch(/^INT-\d{4}-\d{5}$/);
    expect(row.referralCode).toMatch(/^NYF-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(row.status).toBe('pending');
    expect(row.passwordHash).not.toContain('Assam@2025');
    expect(await bcrypt.compare('Assam@2025', row.passwordHash)).toBe(true);
    expect(row.documents.map((d) => d.kind).sort()).toEqual(['aadhaar', 'passport_photo']);
    expect(row.areasOfInterest).toEqual(['technology', 'northEast']);
    expect(row.semester).toBe(3);
    expect(row.termsVersion).toBeTruthy();

    const record = await browser.call(getIntern, { params: { id: String(id) } });
    expect(record.status).toBe(200);
    expect(record.body.intern).toMatchObject({
      id, name: 'Priya Gogoi', application_id: row.applicationId, is_verified: 'pending', dob: '2004-03-15', gender: 'female',
      mobile_no: v.mobileNumber, referral_code: row.referralCode, semester: 3,
      selectedCategory: { name: 'Graduation' }, selectedStream: { name: 'Arts' }, course_info: { name: 'BA' },
      district_name: { name: 'Dibrugarh' },
    });
    const passportPhotoUrl = (record.body.intern as { passport_images: { img_url: string } }).passport_images.img_url;
    const photo = await browser.call(getDocument, { params: { id: passportPhotoUrl.split('/').pop()! } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await photo.raw.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses another session and no session for the record and the photo', async () => {
    const owner = apiClient();
    const res = await owner.call(createIntern, { form: form(await registrationValues()) });
    const id = String((res.body.updatedintern as { id: number }).id);
    const doc = await testDb().document.findFirstOrThrow({ where: { applicantId: Number(id), kind: 'passport_photo' } });
    expect((await apiClient().call(getIntern, { params: { id } })).status).toBe(401);
    expect((await apiClient().call(getDocument, { params: { id: String(doc.id) } })).status).toBe(401);
    const other = apiClient();
    await other.call(createIntern, { form: form(await registrationValues()) });
    expect((await other.call(getIntern, { params: { id } })).status).toBe(403);
    expect((await other.call(getDocument, { params: { id: String(doc.id) } })).status).toBe(403);
  });

  it('creates exactly one intern when 20 requests with one mobile number arrive at once, leaving no stray files', async () => {
    const v = await registrationValues();
    const before = (await storedFiles()).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => apiClient().call(createIntern, { form: form(v) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe('This mobile number is already registered.');
    }
    expect(await testDb().applicant.count({ where: { kind: 'intern', mobileNo: v.mobileNumber } })).toBe(1);
    expect((await storedFiles()).length).toBe(before + 2);
  });

  it('answers a crowd larger than the line with 429 at once (come back in a minute), and registers everyone it took', async () => {
    // More at once than fit in the registration line (cores + 1 running, 64 waiting: lib/http/registration-route.ts),
    // each from its own address with its own number: the overflow is refused at once, not left to pile up bodies.
    const crowd = await Promise.all(Array.from({ length: 100 }, async () => ({ v: await registrationValues(), client: apiClient() })));
    const answers = await Promise.all(crowd.map(({ v, client }) => client.call(createIntern, { form: form(v) })));
    const busy = answers.filter((a) => a.status === 429);
    const taken = answers.filter((a) => a.status === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(taken.length + busy.length).toBe(100);
    for (const a of busy) {
      expect(a.body.message).toBe(BUSY_MESSAGE);
      expect(a.headers.get('retry-after')).toBe('60');
    }
    const mobiles = crowd.map(({ v }) => v.mobileNumber);
    expect(await testDb().applicant.count({ where: { kind: 'intern', mobileNo: { in: mobiles } } })).toBe(taken.length);
  });

  it.each([
    ['a text file named .pdf', { aadhaar: file(TEXT_BYTES, 'a.pdf', 'application/pdf') }, 'aadharCard', 'Only PDF files are allowed.'],
    ['a PNG named .pdf', { aadhaar: file(PNG_BYTES, 'a.pdf', 'application/pdf') }, 'aadharCard', 'Only PDF files are allowed.'],
    ['an Aadhaar over 2 MB', { aadhaar: bigPdf(2 * 1024 * 1024 + 1) }, 'aadharCard', 'File must be 2 MB or smaller.'],
    ['a WebP photo', { passportPhoto: file(WEBP_BYTES, 'p.png', 'image/png') }, 'passportPhoto', 'Only JPG or PNG images are allowed.'],
    ['a PDF as photo', { passportPhoto: file(PDF_BYTES, 'p.jpg', 'image/jpeg') }, 'passportPhoto', 'Only JPG or PNG images are allowed.'],
  ])('rejects %s and stores nothing', async (_label, files, field, message) => {
    const v = await registrationValues();
    const before = (await storedFiles()).length;
    const res = await apiClient().call(createIntern, { form: form(v, files) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: message });
    expect(await testDb().applicant.count({ where: { kind: 'intern', mobileNo: v.mobileNumber } })).toBe(0);
    expect((await storedFiles()).length).toBe(before);
  });

  it('accepts a JPEG photo and a 2 MB Aadhaar exactly', async () => {
    const res = await apiClient().call(createIntern, {
      form: form(await registrationValues(), { aadhaar: bigPdf(2 * 1024 * 1024), passportPhoto: file(JPEG_BYTES, 'me.jpeg', 'image/jpeg') }),
    });
    expect(res.status).toBe(200);
  });

  it('refuses an institution that is not approved, and a police station of another district', async () => {
    const pending = await makeInstitution({ status: 'pending' });
    const res = await apiClient().call(createIntern, { form: form(await registrationValues({ collegeName: String(pending.id) })) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ collegeName: 'Please choose an approved institution from the list.' });
    const other = await testDb().policeStation.findFirstOrThrow({ where: { district: { name: 'Cachar' } } });
    const wrong = await apiClient().call(createIntern, { form: form(await registrationValues({ applicantPoliceStation: String(other.id) })) });
    expect(wrong.body.errors).toMatchObject({ applicantPoliceStation: 'Please choose a police station of the selected district.' });
  });

  it('refuses a course of another category or stream, and requires course and semester for Graduation', async () => {
    const db = testDb();
    const ma = await db.course.findFirstOrThrow({ where: { name: 'MA' } });
    const res = await apiClient().call(createIntern, { form: form(await registrationValues({ course: String(ma.id) })) });
    expect(res.body.errors).toMatchObject({ course: 'Please select course.' });
    const none = await apiClient().call(createIntern, { form: form(await registrationValues({ course: '', semester: '' })) });
    expect(none.body.errors).toMatchObject({ course: 'Please select course.', semester: 'Please select semester/year.' });
    const hs = await db.category.findUniqueOrThrow({ where: { name: 'Higher Secondary' } });
    const ok = await apiClient().call(createIntern, { form: form(await registrationValues({ category: String(hs.id), course: '', semester: '' })) });
    expect(ok.status).toBe(200);
  });
});

describe('GET /api/v1/check-mobile/{mobile}', () => {
  it('tells whether an intern has the number, and refuses a malformed one', async () => {
    const browser = apiClient();
    const v = await registrationValues();
    expect((await browser.call(checkMobile, { params: { mobile: v.mobileNumber } })).body).toEqual({ success: true, data: { exists: false } });
    await browser.call(createIntern, { form: form(v) });
    expect((await browser.call(checkMobile, { params: { mobile: v.mobileNumber } })).body).toEqual({ success: true, data: { exists: true } });
    expect((await browser.call(checkMobile, { params: { mobile: '12345' } })).status).toBe(400);
  });

  it('answers 429 once one address has used its lookups (lib/limits.ts)', async () => {
    const browser = apiClient();
    await alreadySpent(LIMITS.mobileChecksPerAddress, browser.ip, LIMITS.mobileChecksPerAddress.points - 3);
    for (let i = 0; i < 3; i++) expect((await browser.call(checkMobile, { params: { mobile: uniqueMobile() } })).status).toBe(200);
    const limited = await browser.call(checkMobile, { params: { mobile: uniqueMobile() } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
  });
});

describe('minors (DPDP Act 2023, section 9)', () => {
  const yearsAgo = (years: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - 10);
    return d.toISOString().slice(0, 10);
  };
  const guardian = { guardianName: 'Rina Gogoi', guardianRelationship: 'Mother', guardianMobile: '9123456780', guardianConsent: true };

  it('refuses a 17-year-old without a parent or guardian, and records the consent when given', async () => {
    const without = await apiClient().call(createIntern, { form: form(await registrationValues({ dateOfBirth: yearsAgo(17) })) });
    expect(without.status).toBe(400);
    expect(without.body.errors).toMatchObject({ guardianConsent: 'Consent of a parent or guardian is required for applicants under 18.' });
    const noConsent = await apiClient().call(createIntern, { form: form(await registrationValues({ dateOfBirth: yearsAgo(17), guardian: { ...guardian, guardianConsent: false } })) });
    expect(noConsent.body.errors).toEqual({ guardianConsent: 'Consent of a parent or guardian is required for applicants under 18.' });
    const ok = await apiClient().call(createIntern, { form: form(await registrationValues({ dateOfBirth: yearsAgo(17), guardian })) });
    expect(ok.status).toBe(200);
    const row = await testDb().applicant.findUniqueOrThrow({ where: { id: (ok.body.updatedintern as { id: number }).id } });
    expect(row).toMatchObject({ guardianName: 'Rina Gogoi', guardianRelationship: 'Mother', guardianMobile: '9123456780' });
    expect(row.guardianConsentAt).toBeInstanceOf(Date);
  });

  it('does not ask a 19-year-old', async () => {
    const res = await apiClient().call(createIntern, { form: form(await registrationValues({ dateOfBirth: yearsAgo(19) })) });
    expect(res.status).toBe(200);
    const row = await testDb().applicant.findUniqueOrThrow({ where: { id: (res.body.updatedintern as { id: number }).id } });
    expect(row.guardianName).toBeNull();
  });
});
