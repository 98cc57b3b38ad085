// An outside review of the internship road (issue 37): hostile input an intern's own session can send. Each must
// be a clear 400 with nothing stored, never a 500 and never a silently stored wrong value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { browserWithSession } from '../helpers/session';
import { registrationValues, uniqueMobile } from '../factories';
import { file, JPEG_BYTES, pdf, png } from '../helpers/files';
import { ownDatabase } from '../helpers/own-database';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as acceptRoute } from '@/app/api/v1/my-internship/accept/route';
import { POST as declineRoute } from '@/app/api/v1/my-internship/decline/route';
import { POST as letterRoute } from '@/app/api/v1/my-internship/approval-letter/route';
import { POST as logsRoute } from '@/app/api/v1/my-internship/logs/route';
import { decide } from '@/lib/review/decide';
import { offer } from '@/lib/internships/offer';
import { approveLogs, end, reviewLetter, reviewLog } from '@/lib/internships/staff-steps';
import { addDays, indiaDate, mondayOf } from '@/lib/internships/dates';
import { INTERNSHIP_MESSAGES, LOG_FIELD_MESSAGES } from '@/lib/internships/rules';
import { CONTROL_CHARACTERS_MESSAGE } from '@/lib/kernel/text';

const STAFF = 'coordinator@example.org';
const database = ownDatabase('internship-attacks');
const today = () => indiaDate(new Date());
const SUMMARY = 'Surveyed twelve households about drinking water and wrote the notes up.';
const json = { accept: 'application/json' };

async function intern() {
  const mobile = uniqueMobile();
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues({ email: `intern.${mobile}@example.com`, mobileNumber: mobile, whatsappNumber: mobile }), { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  await decide('intern', id, 'approve', { staff: STAFF });
  return { id, browser: await browserWithSession({ user: { type: 'intern', id } }) };
}

/** An intern whose internship (starting the Monday a week ago) is under way. */
async function activeIntern() {
  const i = await intern();
  const start = addDays(mondayOf(today()), -7);
  const { id } = await offer(i.id, { title: 'Clean water survey', start_date: start, weeks: 8, min_hours_per_week: 6 }, STAFF);
  expect((await i.browser.call(acceptRoute, { method: 'POST', headers: json })).status).toBe(200);
  const form = new FormData();
  form.set('file', file(JPEG_BYTES, 'letter.jpg', 'image/jpeg'));
  expect((await i.browser.call(letterRoute, { form, headers: json })).status).toBe(200);
  await reviewLetter(id, 'accept', { staff: STAFF });
  return { ...i, start, internshipId: id };
}

describe('hostile input on the intern\'s internship API', () => {
  beforeAll(async () => { await database.create(); });
  afterAll(async () => {
    await testDb().$disconnect();
    await database.drop();
  });

  it('refuses control characters in a decline reason with a 400, not a 500', async () => {
    const i = await intern();
    const { id } = await offer(i.id, { title: 'Clean water survey', start_date: today(), weeks: 8, min_hours_per_week: 6 }, STAFF);
    for (const reason of ['too far\u0000away', 'too far \u001b[2J', 'far \u202Eyawa']) {
      const res = await i.browser.call(declineRoute, { json: { reason }, headers: json });
      expect(res).toMatchObject({ status: 400, body: { success: false, code: 'invalid_input', fields: { reason: CONTROL_CHARACTERS_MESSAGE } } });
    }
    expect((await testDb().internship.findUniqueOrThrow({ where: { id } })).state).toBe('offered');
  });

  it('refuses control characters in a week\'s summary, and an empty or non-number hours, storing nothing', async () => {
    const { browser, start, internshipId: id, ...i } = await activeIntern();
    const log = (body: Record<string, unknown>) => browser.call(logsRoute, { json: body, headers: json });
    expect(await log({ week_start: start, hours: 5, summary: `${SUMMARY}\u0000` })).toMatchObject({ status: 400, body: { code: 'invalid_input', fields: { summary: CONTROL_CHARACTERS_MESSAGE } } });
    expect(await log({ week_start: start, hours: 5, summary: `${SUMMARY} \u001b]0;owned\u0007` })).toMatchObject({ status: 400, body: { fields: { summary: CONTROL_CHARACTERS_MESSAGE } } });
    for (const hours of ['', '  ', null, true, [5]]) {
      expect(await log({ week_start: start, hours, summary: SUMMARY })).toMatchObject({ status: 400, body: { code: 'invalid_input', fields: { hours: LOG_FIELD_MESSAGES.hours } } });
    }
    // The no-script form with the hours box left empty: refused (not a week logged at 0 hours, which cannot be changed).
    const plain = await browser.call(logsRoute, { method: 'POST', body: `week_start=${start}&hours=&summary=${encodeURIComponent(SUMMARY)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(`/user-profile?type=intern&id=${i.id}&internship_refused=log_hours`);
    // Line breaks and tabs are fine in a summary.
    expect((await log({ week_start: start, hours: 5, summary: `${SUMMARY}\n\tDay two: the ward office.` })).status).toBe(200);
    expect(await testDb().internshipLog.findMany({ where: { internshipId: id }, select: { hours: true } })).toEqual([{ hours: 5 }]);
  });

  it('checks no log once the internship has ended (approve, return, bulk): nothing changes and no mail is queued', async () => {
    const i = await activeIntern();
    const res = await i.browser.call(logsRoute, { json: { week_start: i.start, hours: 6, summary: SUMMARY }, headers: json });
    expect(res.status).toBe(200);
    await end(i.internshipId, { staff: STAFF, reason: 'Absent for three weeks without word.' });
    const mails = await testDb().mailOutbox.count();
    await expect(reviewLog(i.internshipId, i.start, 'return', { staff: STAFF, admin: true, note: 'Add the village names.' })).rejects.toMatchObject({ code: 'internship_not_active', message: INTERNSHIP_MESSAGES.logsClosed });
    await expect(reviewLog(i.internshipId, i.start, 'approve', { staff: STAFF, admin: true })).rejects.toMatchObject({ code: 'internship_not_active' });
    const { id: logId } = await testDb().internshipLog.findFirstOrThrow({ where: { internshipId: i.internshipId } });
    expect(await approveLogs([logId], { staff: STAFF, admin: true })).toEqual({ approved: 0, skipped: 1 });
    expect(await testDb().internshipLog.findUniqueOrThrow({ where: { id: logId } })).toMatchObject({ status: 'submitted', reviewedBy: null });
    expect(await testDb().mailOutbox.count()).toBe(mails);
  });
});
