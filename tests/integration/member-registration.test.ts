// The member flow's API: referral code validation (rate-limited), create-member, get-member-by-id.
import { LIMITS } from '@/lib/limits';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { file, pdf, png, WEBP_BYTES, bigPdf } from '../helpers/files';
import { alreadySpent } from '../helpers/rate-limits';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as validateReferral } from '@/app/api/v1/validate-referral-code/route';
import { POST as createMember } from '@/app/api/v1/create-member/route';
import { GET as getMember } from '@/app/api/v1/get-member-by-id/[id]/route';
import { GET as getDocument } from '@/app/api/v1/documents/[id]/route';

async function anIntern() {
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
  const id = (res.body.updatedintern as { id: number }).id;
  const row = await testDb().applicant.findUniqueOrThrow({ where: { id } });
  return { ...row, referralCode: row.referralCode! };
}

const memberForm = async (referralCode: string, files: { aadhaar?: File; passportPhoto?: File } = {}, overrides = {}) =>
  toMultipart('member', { ...(await registrationValues(overrides)), referralCode }, { aadhaar: files.aadhaar ?? pdf(), passportPhoto: files.passportPhoto ?? png() });

describe('POST /api/v1/validate-referral-code', () => {
  it('accepts an intern\'s code and refuses an unknown one', async () => {
    const intern = await anIntern();
    const ok = await apiClient().call(validateReferral, { json: { referral_code: intern.referralCode.toLowerCase() } });
    expect(ok.body).toEqual({ success: true, message: 'Referral code validated!' });
    const bad = await apiClient().call(validateReferral, { json: { referral_code: 'NYF-AAAAA-AAAAA' } });
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ success: false, code: 'referral_not_found', message: 'No intern has this reference ID.' });
    const empty = await apiClient().call(validateReferral, { json: {} });
    expect(empty.status).toBe(400);
  });

  it('answers 429 once one client has spent its wrong guesses, then refuses even a right code', async () => {
    const intern = await anIntern();
    const guesser = apiClient();
    await alreadySpent(LIMITS.referralWrongPerAddress, guesser.ip, LIMITS.referralWrongPerAddress.points - 3);
    for (let i = 0; i < 3; i++) expect((await guesser.call(validateReferral, { json: { referral_code: `NYF-WRONG-${i}` } })).status).toBe(404);
    const limited = await guesser.call(validateReferral, { json: { referral_code: 'NYF-WRONG-X' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // A 200 among the 429s would still tell a guessing script it found a code.
    const right = await guesser.call(validateReferral, { json: { referral_code: intern.referralCode } });
    expect(right.status).toBe(429);
    expect((await apiClient().call(validateReferral, { json: { referral_code: intern.referralCode } })).status).toBe(200);
  });
});

describe('POST /api/v1/create-member', () => {
  it('creates the member linked to the referring intern, starts the session, and serves the Aadhaar to that member only', async () => {
    const intern = await anIntern();
    const browser = apiClient();
    const res = await browser.call(createMember, { form: await memberForm(intern.referralCode) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Member Registration Submitted Successfully!' });
    const id = (res.body.updatedmember as { id: number }).id;
    const row = await testDb().applicant.findUniqueOrThrow({ where: { id } });
    expect(row.referrerId).toBe(intern.id);
    expect(row.applicationId).toMatch(/^MEM-\d{4}-\d{5}$/);
    const record = await browser.call(getMember, { params: { id: String(id) } });
    expect(record.body.member).toMatchObject({ id, name: 'Priya Gogoi', selectedMemberCategory: { name: 'Graduation' } });
    expect(record.body.member).not.toHaveProperty('referral_code');
    const pdfUrl = (record.body.member as { adhaar_member: { pdf_url: string } }).adhaar_member.pdf_url;
    const docId = pdfUrl.split('/').pop()!;
    const mine = await browser.call(getDocument, { params: { id: docId } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect((await apiClient().call(getDocument, { params: { id: docId } })).status).toBe(401);
    expect((await apiClient().call(getMember, { params: { id: String(id) } })).status).toBe(401);
  });

  it('refuses a tampered referral code', async () => {
    const intern = await anIntern();
    const tampered = intern.referralCode.slice(0, -1) + (intern.referralCode.endsWith('A') ? 'B' : 'A');
    const res = await apiClient().call(createMember, { form: await memberForm(tampered) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid referral code: No intern has this reference ID.');
  });

  it('refuses a mobile number already used by a member', async () => {
    const intern = await anIntern();
    const first = await apiClient().call(createMember, { form: await memberForm(intern.referralCode) });
    const mobile = (await testDb().applicant.findUniqueOrThrow({ where: { id: (first.body.updatedmember as { id: number }).id } })).mobileNo;
    const again = await apiClient().call(createMember, { form: await memberForm(intern.referralCode, {}, { mobileNumber: mobile, whatsappNumber: mobile }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This mobile number is already registered.');
  });

  it('uses the member form\'s own file messages', async () => {
    const intern = await anIntern();
    const webp = await apiClient().call(createMember, { form: await memberForm(intern.referralCode, { passportPhoto: file(WEBP_BYTES, 'me.webp', 'image/webp') }) });
    expect(webp.body.errors).toMatchObject({ passportPhoto: 'Only JPG/JPEG/PNG images are allowed for photo.' });
    const big = await apiClient().call(createMember, { form: await memberForm(intern.referralCode, { aadhaar: bigPdf(2 * 1024 * 1024 + 1) }) });
    expect(big.body.errors).toMatchObject({ aadharCard: 'File must be smaller than 2 MB.' });
  });
});
