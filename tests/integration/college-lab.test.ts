// A registration drive in one college lab: 100 students behind one address within the hour. Each checks
// their mobile number, makes a typo first, registers, mistypes their password once and logs in; a third of
// them mistype a friend's referral code. All must get through. A script guessing referral codes from one
// address must still be stopped, and per-target limits (one mobile number) stay strict.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { alreadySpent } from '../helpers/rate-limits';
import { toMultipart } from '@/lib/registration/multipart';
import { LIMITS } from '@/lib/limits';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { GET as checkMobile } from '@/app/api/v1/check-mobile/[mobile]/route';
import { POST as loginRoute } from '@/app/api/v1/login/route';
import { POST as validateReferral } from '@/app/api/v1/validate-referral-code/route';

const LAB = '10.200.0.1';
const STUDENTS = 100;

/** Runs `task` for 0..n-1, `width` at a time (a lab's students do not all press Submit in the same millisecond). */
async function inWaves<T>(n: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => task(start + k)))));
  }
  return out;
}

async function student(i: number) {
  const browser = apiClient({ ip: LAB });
  const v = await registrationValues();
  const statuses: Record<string, number> = {};
  statuses.check = (await browser.call(checkMobile, { params: { mobile: v.mobileNumber } })).status;
  statuses.typo = (await browser.call(createIntern, { form: toMultipart('intern', { ...v, applicantPinCode: '11111' }, { aadhaar: pdf(), passportPhoto: png() }) })).status;
  const created = await browser.call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
  statuses.register = created.status;
  const phone = apiClient({ ip: LAB });
  statuses.wrongPassword = (await phone.call(loginRoute, { json: { type: 'intern', mobile_no: v.mobileNumber, password: `Wrong@${i}xyZ` } })).status;
  statuses.login = (await phone.call(loginRoute, { json: { type: 'intern', mobile_no: v.mobileNumber, password: v.password } })).status;
  return { statuses, id: (created.body.updatedintern as { id: number } | undefined)?.id };
}

describe('a registration drive of 100 students in one college lab (one address)', () => {
  it('lets every student check, register after a typo, and log in after a wrong password', { timeout: 600_000 }, async () => {
    const results = await inWaves(STUDENTS, 10, student);
    const summary = results.map((r) => r.statuses);
    expect(summary).toEqual(Array.from({ length: STUDENTS }, () => ({ check: 200, typo: 400, register: 200, wrongPassword: 401, login: 200 })));
    expect(new Set(results.map((r) => r.id)).size).toBe(STUDENTS);

    // Their friends, on the same lab address, check referral codes; every third mistypes one first.
    const codes = await testDb().applicant.findMany({ where: { kind: 'intern', id: { in: results.slice(0, 60).map((r) => r.id!) } }, select: { referralCode: true } });
    const checks = await inWaves(codes.length, 10, async (k) => {
      const friend = apiClient({ ip: LAB });
      const typo = k % 3 === 0 ? (await friend.call(validateReferral, { json: { referral_code: 'NYF-TYPO0-00000' } })).status : 404;
      const right = (await friend.call(validateReferral, { json: { referral_code: codes[k].referralCode } })).status;
      return { typo, right };
    });
    expect(checks).toEqual(codes.map(() => ({ typo: 404, right: 200 })));
  });

  it('still stops a script guessing referral codes from one address', async () => {
    const script = apiClient({ ip: '10.200.0.2' });
    await alreadySpent(LIMITS.referralWrongPerAddress, script.ip, LIMITS.referralWrongPerAddress.points - 5);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await script.call(validateReferral, { json: { referral_code: `NYF-GUESS-${String(i).padStart(5, '0')}` } })).status);
    }
    expect(answers).toEqual([404, 404, 404, 404, 404, 429, 429, 429, 429, 429]);
  });

  it('keeps the per-number login limit strict for the same lab address', async () => {
    const v = await registrationValues();
    await apiClient({ ip: LAB }).call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.loginFailuresPerNumber.points; i++) {
      answers.push((await apiClient({ ip: LAB }).call(loginRoute, { json: { type: 'intern', mobile_no: v.mobileNumber, password: `Wrong@${i}xyZ` } })).status);
    }
    expect(answers).toEqual([...Array(LIMITS.loginFailuresPerNumber.points).fill(401), 429]);
  });
});
