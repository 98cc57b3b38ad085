// The internship road (issue 37) over the intern's API and the staff functions the console and the admin script
// call, on a database of its own (a running mail worker takes every queued job it can see) with the mail read
// back from a real SMTP server (MailDev). Every rule and race of the issue: each refusal says why and changes
// nothing; two requests or two sweeps at once do a thing once and mail once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from 'graphile-worker';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { browserWithSession } from '../helpers/session';
import { registrationValues, uniqueMobile } from '../factories';
import { file, JPEG_BYTES, pdf, png, TEXT_BYTES } from '../helpers/files';
import { mailbox } from '../helpers/mailbox';
import { ownDatabase } from '../helpers/own-database';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as createMember } from '@/app/api/v1/create-member/route';
import { GET as getMine } from '@/app/api/v1/my-internship/route';
import { POST as acceptRoute } from '@/app/api/v1/my-internship/accept/route';
import { POST as declineRoute } from '@/app/api/v1/my-internship/decline/route';
import { POST as letterRoute } from '@/app/api/v1/my-internship/approval-letter/route';
import { POST as logsRoute } from '@/app/api/v1/my-internship/logs/route';
import { GET as offerLetterRoute } from '@/app/api/v1/my-internship/offer-letter.pdf/route';
import { startMailWorker } from '@/lib/mail/worker';
import { decide } from '@/lib/review/decide';
import { offer } from '@/lib/internships/offer';
import { end, extend, reviewLetter, reviewLog, approveLogs } from '@/lib/internships/staff-steps';
import { complete } from '@/lib/internships/complete';
import { sweep } from '@/lib/internships/sweep';
import { listInternships } from '@/lib/internships/list';
import { addDays, indiaDate, mondayOf, startOfIndiaDay } from '@/lib/internships/dates';
import { INTERN_REFUSALS } from '@/lib/internships/rules';
import { runAdmin } from '@/scripts/admin/run';
import { eraseApplicant } from '@/lib/people/erase';
import { seedDemoInternships } from '@/lib/internships/seed';
import { lookupCertificate } from '@/lib/certificates/lookup-certificate';
import { internships as internshipsGroup } from '@/scripts/admin/internships';

const FROM = 'NextGen Youth Foundation <no-reply@test.example>';
const STAFF = 'coordinator@example.org';
const database = ownDatabase('internships');

const DAY = 86_400_000;
const today = () => indiaDate(new Date());
const SUMMARY = 'Surveyed twelve households about drinking water and wrote the notes up.';

type Intern = { id: number; email: string; browser: Awaited<ReturnType<typeof browserWithSession>> };

async function intern(o: { approve?: boolean; language?: 'en' | 'as' | 'hi' } = {}): Promise<Intern> {
  const mobile = uniqueMobile();
  const email = `intern.${mobile}@example.com`;
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues({ email, mobileNumber: mobile, whatsappNumber: mobile }), { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  if (o.approve !== false) await decide('intern', id, 'approve', { staff: STAFF });
  if (o.language) await testDb().applicant.update({ where: { id }, data: { language: o.language } });
  return { id, email, browser: await browserWithSession({ user: { type: 'intern', id } }) };
}

const offerTo = (applicantId: number, o: { start?: string; weeks?: number; hours?: number; at?: Date } = {}) =>
  offer(applicantId, { title: 'Clean water survey', start_date: o.start ?? today(), weeks: o.weeks ?? 8, min_hours_per_week: o.hours ?? 6 }, STAFF, o.at);

const internshipOf = (applicantId: number) => testDb().internship.findFirstOrThrow({ where: { applicantId }, orderBy: { id: 'desc' } });

const letterForm = (bytes: Uint8Array = JPEG_BYTES, name = 'letter.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.set('file', file(bytes, name, type));
  return form;
};
const json = { accept: 'application/json' };

/** An intern whose internship is under way: offered (start `start`), accepted, letter uploaded and accepted. */
async function activeIntern(o: { start: string; weeks?: number; hours?: number; activatedAt?: Date }) {
  const i = await intern();
  const { id } = await offerTo(i.id, { start: o.start, weeks: o.weeks, hours: o.hours });
  expect((await i.browser.call(acceptRoute, { method: 'POST', headers: json })).status).toBe(200);
  expect((await i.browser.call(letterRoute, { form: letterForm(), headers: json })).status).toBe(200);
  await reviewLetter(id, 'accept', { staff: STAFF }, o.activatedAt);
  return { ...i, internshipId: id };
}

/** The mails MailDev received for `email` whose subject is `subject` (after waiting for `count` of them). */
async function mailsWithSubject(box: Awaited<ReturnType<typeof mailbox>>, email: string, subject: string | RegExp, count = 1) {
  const until = Date.now() + 60_000;
  const matching = async () => (await box.messagesTo(email)).filter((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
  while ((await matching()).length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  return matching();
}

const outboxKeys = async (internshipId: number) =>
  (await testDb().mailOutbox.findMany({ where: { dedupeKey: { startsWith: `internship:${internshipId}:` } }, orderBy: { id: 'asc' } })).map((m) => m.dedupeKey.split(':').slice(2).join(':'));

describe('the internship road', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  let worker: Runner;

  beforeAll(async () => {
    await database.create();
    box = await mailbox();
    worker = await startMailWorker({ databaseUrl: database.url, smtpUrl: box.smtpUrl, from: FROM, pollInterval: 500 });
  });
  afterAll(async () => {
    await worker?.stop();
    await box?.stop();
    await testDb().$disconnect();
    await database.drop();
  });

  it('offers in the intern\'s language with the deadline at 23:59 IST of the 7th day; accepts once; cannot decline after accepting', async () => {
    const i = await intern({ language: 'as' });
    const offeredAt = new Date('2026-11-28T12:00:00+05:30');
    const { id, letterDeadline } = await offerTo(i.id, { at: offeredAt, start: '2026-12-07' });
    expect(letterDeadline.toISOString()).toBe('2026-12-05T18:29:59.999Z'); // 5 December, 23:59:59.999 IST
    const [mail] = await mailsWithSubject(box, i.email, 'ইণ্টাৰ্নশ্বিপৰ প্ৰস্তাৱ: Clean water survey');
    expect(mail.text).toContain('আপোনাক "Clean water survey" ইণ্টাৰ্নশ্বিপটো আগবঢ়াবলৈ পাই আমি আনন্দিত');
    expect(mail.text).toContain(`/as/user-profile?type=intern&id=${i.id}`);
    // The offer letter goes with the mail, as MailDev received it: a PDF named offer-letter.pdf.
    const source = await box.source(mail.id);
    const attached = /Content-Type: application\/pdf[^\n]*\r?\n(?:[\w-]+:[^\n]*\r?\n(?:[ \t][^\n]*\r?\n)*)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
    expect(source).toMatch(/Content-Type: application\/pdf[\s\S]*filename="?offer-letter\.pdf/i);
    expect(Buffer.from(attached![1].replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const outbox = await testDb().mailOutbox.findFirstOrThrow({ where: { toAddress: i.email, subject: mail.subject } });
    expect(outbox.sentAt).not.toBeNull();

    const letterPdf = await i.browser.call(offerLetterRoute);
    expect(letterPdf.status).toBe(200);
    expect(letterPdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await letterPdf.raw.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await apiClient().call(getMine)).status).toBe(401);
    expect((await (await browserWithSession({ user: { type: 'member', id: i.id } })).call(getMine)).status).toBe(403);

    // The deadline is in the past for the real clock: move it forward to accept today.
    await testDb().internship.update({ where: { id }, data: { letterDeadline: new Date(Date.now() + 7 * DAY) } });
    const mine = await i.browser.call(getMine);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true, state: 'offered', weeks: 8, min_hours_per_week: 6, logs: [], next: { step: 'answer_offer' } });
    expect(mine.body.deadline).toEqual(expect.any(String));

    const [first, second] = await Promise.all([
      i.browser.call(acceptRoute, { method: 'POST', headers: json }),
      i.browser.call(acceptRoute, { method: 'POST', headers: json }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({ success: false, code: 'offer_not_open', message: INTERN_REFUSALS.alreadyAccepted });

    const declined = await i.browser.call(declineRoute, { json: { reason: 'changed my mind' }, headers: json });
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({ code: 'offer_not_open', message: INTERN_REFUSALS.declineAfterAccept });
    expect(await internshipOf(i.id)).toMatchObject({ state: 'accepted', declinedAt: null, declineReason: null });
    const history = await testDb().staffAction.findMany({ where: { entityType: 'internship', entityId: id }, orderBy: { id: 'asc' } });
    expect(history.map((h) => [h.action, h.staff])).toEqual([['internship.offer', STAFF], ['internship.accept', `intern:${i.id}`]]);
  });

  it('declines with a reason, and a declined offer cannot be accepted', async () => {
    const i = await intern();
    await offerTo(i.id);
    const res = await i.browser.call(declineRoute, { json: { reason: 'exams in December' }, headers: json });
    expect(res.status).toBe(200);
    expect(await internshipOf(i.id)).toMatchObject({ state: 'declined', declineReason: 'exams in December' });
    const accepted = await i.browser.call(acceptRoute, { method: 'POST', headers: json });
    expect(accepted.body).toMatchObject({ code: 'offer_not_open', message: INTERN_REFUSALS.alreadyAnswered });
  });

  it('offers only to a verified intern, never to a member, never a second live offer (two at once: one wins)', async () => {
    const pending = await intern({ approve: false });
    await expect(offerTo(pending.id)).rejects.toMatchObject({ code: 'intern_not_verified' });

    const referrer = await intern();
    const referral = (await testDb().applicant.findUniqueOrThrow({ where: { id: referrer.id } })).referralCode!;
    const memberMobile = uniqueMobile();
    const m = await apiClient().call(createMember, { form: toMultipart('member', await registrationValues({ mobileNumber: memberMobile, whatsappNumber: memberMobile, email: `m.${memberMobile}@example.com`, referralCode: referral }), { aadhaar: pdf(), passportPhoto: png() }) });
    expect(m.status).toBe(200);
    const memberId = (m.body.updatedmember as { id: number }).id;
    await decide('member', memberId, 'approve', { staff: STAFF });
    await expect(offerTo(memberId)).rejects.toMatchObject({ code: 'not_an_intern' });

    const i = await intern();
    const results = await Promise.allSettled([offerTo(i.id), offerTo(i.id), offerTo(i.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'internship_exists' });
    expect(await testDb().internship.count({ where: { applicantId: { in: [pending.id, memberId, i.id] } } })).toBe(1);
    expect(await mailsWithSubject(box, i.email, 'Internship offer: Clean water survey')).toHaveLength(1);
    await expect(offerTo(i.id, { start: addDays(today(), -7 * 27) })).rejects.toMatchObject({ code: 'invalid_input', fields: { start_date: 'The start date may be at most 26 weeks in the past.' } });
  });

  it('takes the approval letter only from the intern\'s own session, after accepting, before the deadline, as a PDF, JPG or PNG', async () => {
    const owner = await intern();
    const stranger = await intern();
    const { id } = await offerTo(owner.id);

    expect((await apiClient().call(letterRoute, { form: letterForm(), headers: json })).status).toBe(401);
    expect((await stranger.browser.call(letterRoute, { form: letterForm(), headers: json }))).toMatchObject({ status: 404, body: { code: 'not_found', message: INTERN_REFUSALS.noInternship } });
    const early = await owner.browser.call(letterRoute, { form: letterForm(), headers: json });
    expect(early).toMatchObject({ status: 409, body: { code: 'letter_not_expected', message: INTERN_REFUSALS.acceptFirst } });

    await owner.browser.call(acceptRoute, { method: 'POST', headers: json });
    const text = await owner.browser.call(letterRoute, { form: letterForm(TEXT_BYTES, 'letter.pdf', 'application/pdf'), headers: json });
    expect(text).toMatchObject({ status: 400, body: { code: 'invalid_input', fields: { file: INTERN_REFUSALS.letterType } } });
    expect(await testDb().internshipLetter.count({ where: { internshipId: id } })).toBe(0);

    // Two uploads at once (two tabs): the row lock lets one in; the other is told the letter is waiting.
    const both = await Promise.all([0, 1].map(() => owner.browser.call(letterRoute, { form: letterForm(), headers: json })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ code: 'letter_not_expected', message: INTERN_REFUSALS.letterWaiting });
    expect(await testDb().internshipLetter.count({ where: { internshipId: id } })).toBe(1);
    const [letter] = await testDb().internshipLetter.findMany({ where: { internshipId: id }, include: { document: true } });
    expect(letter).toMatchObject({ status: 'submitted', document: { kind: 'internship_approval_letter', applicantId: owner.id, contentType: 'image/jpeg', encryption: 'aes-256-gcm' } });

    // Returned with a reason (mailed); uploaded again, the new file takes the old one's place.
    await reviewLetter(id, 'return', { staff: STAFF, reason: 'The letter has no college seal.' });
    const [returned] = await mailsWithSubject(box, owner.email, 'Please upload your approval letter again');
    expect(returned.text).toContain('The reason: The letter has no college seal.');
    expect((await owner.browser.call(letterRoute, { form: letterForm(), headers: json })).status).toBe(200);
    const letters = await testDb().internshipLetter.findMany({ where: { internshipId: id }, orderBy: { id: 'asc' } });
    expect(letters.map((l) => [l.status, l.documentId === null])).toEqual([['returned', true], ['submitted', false]]);
    expect(await testDb().document.count({ where: { applicantId: owner.id, kind: 'internship_approval_letter' } })).toBe(1);

    // After the deadline: refused, nothing stored.
    await reviewLetter(id, 'return', { staff: STAFF, reason: 'Unreadable scan.' });
    await testDb().internship.update({ where: { id }, data: { letterDeadline: new Date(Date.now() - 1000) } });
    const late = await owner.browser.call(letterRoute, { form: letterForm(), headers: json });
    expect(late).toMatchObject({ status: 409, body: { code: 'letter_deadline_passed', message: INTERN_REFUSALS.letterDeadlinePassed } });
    expect(await testDb().internshipLetter.count({ where: { internshipId: id } })).toBe(2);
  });

  it('logs weeks by the rules: a Monday, not in the future, not before the start, hours 0 to 60, once (a returned log again)', async () => {
    const start = addDays(mondayOf(today()), -14); // three weeks ago (a Monday)
    const i = await activeIntern({ start });
    const log = (body: Record<string, unknown>) => i.browser.call(logsRoute, { json: body, headers: json });
    const before = addDays(start, -7);
    const future = addDays(mondayOf(today()), 7);

    expect(await log({ week_start: future, hours: 5, summary: SUMMARY })).toMatchObject({ status: 400, body: { code: 'week_not_allowed', message: INTERN_REFUSALS.weekInFuture } });
    expect(await log({ week_start: before, hours: 5, summary: SUMMARY })).toMatchObject({ status: 400, body: { code: 'week_not_allowed', message: INTERN_REFUSALS.weekBeforeStart } });
    expect(await log({ week_start: addDays(start, 2), hours: 5, summary: SUMMARY })).toMatchObject({ status: 400, body: { code: 'week_not_allowed', message: INTERN_REFUSALS.weekNotMonday } });
    expect(await log({ week_start: start, hours: 61, summary: SUMMARY })).toMatchObject({ status: 400, body: { code: 'invalid_input', fields: { hours: 'Hours are a whole number from 0 to 60.' } } });
    expect(await log({ week_start: start, hours: -1, summary: SUMMARY })).toMatchObject({ status: 400, body: { fields: { hours: 'Hours are a whole number from 0 to 60.' } } });
    expect(await log({ week_start: start, hours: 5, summary: 'too short' })).toMatchObject({ status: 400, body: { fields: { summary: 'Say what you did in 20 to 1,000 characters.' } } });
    expect(await testDb().internshipLog.count({ where: { internshipId: i.internshipId } })).toBe(0);

    const [a, b] = await Promise.all([log({ week_start: start, hours: 7, summary: SUMMARY }), log({ week_start: start, hours: 9, summary: SUMMARY })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body).toMatchObject({ code: 'week_already_logged', message: INTERN_REFUSALS.weekLogged });
    expect(await testDb().internshipLog.count({ where: { internshipId: i.internshipId } })).toBe(1);

    // Returned with a note (mailed), edited and sent again; an approved one stays as it is.
    await reviewLog(i.internshipId, start, 'return', { staff: STAFF, admin: true, note: 'Add the village names.' });
    const [returned] = await mailsWithSubject(box, i.email, /^Your log for the week of .* was returned$/);
    expect(returned.text).toContain('with this note: Add the village names.');
    expect((await log({ week_start: start, hours: 8, summary: `${SUMMARY} Villages: Borbari, Chabua.` })).status).toBe(200);
    expect(await testDb().internshipLog.findFirstOrThrow({ where: { internshipId: i.internshipId } })).toMatchObject({ status: 'submitted', hours: 8, reviewedAt: null });
    await reviewLog(i.internshipId, start, 'approve', { staff: STAFF, admin: true });
    expect((await log({ week_start: start, hours: 20, summary: SUMMARY })).body).toMatchObject({ code: 'week_already_logged' });

    // A reviewer who does not supervise this intern may not check their logs; an admin may.
    await log({ week_start: addDays(start, 7), hours: 6, summary: SUMMARY });
    await expect(reviewLog(i.internshipId, addDays(start, 7), 'approve', { staff: 'someone.else@example.org', admin: false })).rejects.toMatchObject({ code: 'not_supervisor' });
    const mine = await i.browser.call(getMine);
    expect(mine.body).toMatchObject({ state: 'active', approved_hours: 8, needed_hours: 48, next: { step: 'log_week', week_start: addDays(start, 14) } });
    expect(mine.body.logs).toEqual([
      { week_start: start, hours: 8, summary: `${SUMMARY} Villages: Borbari, Chabua.`, status: 'approved', note: null },
      { week_start: addDays(start, 7), hours: 6, summary: SUMMARY, status: 'submitted', note: null },
    ]);
    expect(await approveLogs([((await testDb().internshipLog.findFirstOrThrow({ where: { internshipId: i.internshipId, status: 'submitted' } })).id)], { staff: STAFF, admin: true })).toEqual({ approved: 1, skipped: 0 });
  });

  it('answers a form posted without scripts with a redirect to the profile, with the outcome', async () => {
    const i = await intern();
    await offerTo(i.id);
    const post = (route: typeof acceptRoute, body: string) => i.browser.call(route, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
    const accepted = await post(acceptRoute, '');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/user-profile?type=intern&id=${i.id}&internship_done=accepted`);
    const declined = await post(declineRoute, 'reason=too+far');
    expect(declined.headers.get('location')).toBe(`/user-profile?type=intern&id=${i.id}&internship_refused=declineAfterAccept`);
    const logged = await i.browser.call(logsRoute, { method: 'POST', path: '/api/v1/my-internship/logs?lang=hi', body: `week_start=${mondayOf(today())}&hours=4&summary=${encodeURIComponent(SUMMARY)}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
    expect(logged.headers.get('location')).toBe(`/hi/user-profile?type=intern&id=${i.id}&internship_refused=notActive`);
  });

  it('ends early with a reason and a mail, once', async () => {
    const i = await intern();
    const { id } = await offerTo(i.id);
    await expect(end(id, { staff: STAFF, reason: '  ' })).rejects.toMatchObject({ code: 'invalid_input' });
    const [a, b] = await Promise.allSettled([end(id, { staff: STAFF, reason: 'Absent for three weeks.' }), end(id, { staff: STAFF, reason: 'Absent for three weeks.' })]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await internshipOf(i.id)).toMatchObject({ state: 'ended_early', endReason: 'Absent for three weeks.', endedBy: STAFF });
    const [mail] = await mailsWithSubject(box, i.email, 'Your internship "Clean water survey" has ended');
    expect(mail.text).toContain('The reason: Absent for three weeks.');
    expect(await outboxKeys(id)).toEqual(['offer', 'ended']);
  });

  it('the admin verbs run the same road', async () => {
    const i = await intern();
    const applicationId = (await testDb().applicant.findUniqueOrThrow({ where: { id: i.id } })).applicationId!;
    const out: string[] = [];
    const err: string[] = [];
    const admin = async (...argv: string[]) => { out.length = err.length = 0; return runAdmin(['internships', ...argv, '--by', STAFF], [internshipsGroup], { out: (t) => out.push(t), err: (t) => err.push(t) }); };
    expect(await admin('offer', applicationId, '--title', 'Library project', '--start', today(), '--weeks', '13', '--hours', '4')).toBe(1);
    expect(err.join()).toContain('An internship lasts 8 to 12 weeks.');
    expect(await admin('offer', applicationId, '--title', 'Library project', '--start', today(), '--weeks', '10', '--hours', '4')).toBe(0);
    expect(await admin('list', '--state', 'offered')).toBe(0);
    expect(out.join('\n')).toContain(applicationId);
    expect(await admin('extend', applicationId, '--letter-days', '3')).toBe(0);
    expect(await admin('extend', applicationId, '--weeks', '2')).toBe(0);
    expect(await internshipOf(i.id)).toMatchObject({ weeks: 12 });
    await i.browser.call(acceptRoute, { method: 'POST', headers: json });
    await i.browser.call(letterRoute, { form: letterForm(), headers: json });
    expect(await admin('letter', 'accept', applicationId)).toBe(0);
    expect(await internshipOf(i.id)).toMatchObject({ state: 'active' });
    await i.browser.call(logsRoute, { json: { week_start: mondayOf(today()), hours: 4, summary: SUMMARY }, headers: json });
    expect(await admin('logs', 'return', applicationId, mondayOf(today()))).toBe(1);
    expect(err.join()).toContain('Write a note');
    expect(await admin('logs', 'approve', applicationId, mondayOf(today()))).toBe(0);
    expect(await admin('complete', applicationId)).toBe(1);
    expect(err.join()).toContain('The approved hours (4) are fewer than the 48 this internship needs.');
    expect(await admin('show', applicationId)).toBe(0);
    expect(out.join('\n')).toMatch(/internship\.log_approve/);
    expect(await admin('end', applicationId, '--reason', 'Moved away.')).toBe(0);
    expect(await admin('sweep', '--now', 'yesterday')).toBe(1);
  });

  it('completes once under concurrency (staff and two sweeps at once), and the counts follow', async () => {
    const start = addDays(mondayOf(today()), -7 * 9); // nine weeks ago: an 8-week internship has ended
    const interns = await Promise.all([1, 2, 3].map(() => activeIntern({ start, weeks: 8, hours: 1 })));
    for (const i of interns) {
      await i.browser.call(logsRoute, { json: { week_start: start, hours: 8, summary: SUMMARY }, headers: json });
      await reviewLog(i.internshipId, start, 'approve', { staff: STAFF, admin: true });
    }
    const counts = (await listInternships()).counts;
    expect(counts.due_to_complete).toBeGreaterThanOrEqual(3);
    const now = new Date();
    const results = await Promise.allSettled([
      ...interns.map((i) => complete(i.internshipId, STAFF, now)), sweep(now), sweep(now),
    ]);
    // Staff who came second are told it is no longer under way; a sweep that came second does nothing.
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'internship_not_active' });
    for (const i of interns) {
      expect(await internshipOf(i.id)).toMatchObject({ state: 'completed' });
      expect((await outboxKeys(i.internshipId)).filter((k) => k === 'completed')).toHaveLength(1);
      expect(await testDb().staffAction.count({ where: { entityType: 'internship', entityId: i.internshipId, action: 'internship.complete' } })).toBe(1);
      expect(await mailsWithSubject(box, i.email, 'Congratulations: you completed "Clean water survey"')).toHaveLength(1);
    }
    const after = (await listInternships({ filter: 'completed' })).rows.map((r) => r.id);
    expect(after).toEqual(expect.arrayContaining(interns.map((i) => i.internshipId)));

    // One certificate each, numbered from this year's series without a gap or a duplicate, and in the wire.
    const year = today().slice(0, 4);
    const certificates = await testDb().certificate.findMany({ where: { kind: 'internship_completion', subjectId: { in: interns.map((i) => i.internshipId) } } });
    expect(certificates.map((c) => c.number).sort()).toEqual([1, 2, 3].map((n) => `INT-${year}-000${n}`));
    expect(await testDb().numberSeries.findUniqueOrThrow({ where: { series: `INT-${year}` } })).toMatchObject({ next: 4 });
    const first = interns[0];
    const cert = certificates.find((c) => c.subjectId === first.internshipId)!;
    expect(cert).toMatchObject({ holderName: 'Priya Gogoi', details: { programme: 'Clean water survey', starts: start, ends: addDays(start, 55), hours: 8 } });
    expect(await internshipOf(first.id)).toMatchObject({ certificateNumber: cert.number });
    const mine = await first.browser.call(getMine);
    expect(mine.body).toMatchObject({ state: 'completed', next: { step: 'download_certificate' }, certificate: { number: cert.number, verify_url: expect.stringMatching(/\/verify\/[A-Za-z0-9_-]+$/), revoked: false } });
    const [mail] = await mailsWithSubject(box, first.email, 'Congratulations: you completed "Clean water survey"');
    expect(mail.text).toContain(`Your certificate ${cert.number} is ready to download in your profile.`);

    // Erasure: the internship, its letter (row and file) and logs go; the certificate stays, numbered, nameless.
    const letterKey = (await testDb().document.findFirstOrThrow({ where: { applicantId: first.id, kind: 'internship_approval_letter' } })).storageKey;
    await eraseApplicant('intern', first.id, STAFF, 'request by email');
    expect(await testDb().internship.count({ where: { id: first.internshipId } })).toBe(0);
    expect(await testDb().internshipLog.count({ where: { internshipId: first.internshipId } })).toBe(0);
    expect(await testDb().document.count({ where: { storageKey: letterKey } })).toBe(0);
    expect(await testDb().certificate.findUniqueOrThrow({ where: { id: cert.id } })).toMatchObject({ number: cert.number, holderName: null, erasedAt: expect.any(Date) });
    const history = await testDb().staffAction.findMany({ where: { entityType: 'internship', entityId: first.internshipId } });
    expect(history.length).toBeGreaterThan(0);
    for (const h of history) expect(h.detail).toEqual({ erased: true });
  });

  it('flags two missed weeks once (a mail to the intern, a flag for staff), whichever sweeps run', async () => {
    const start = addDays(mondayOf(today()), -21);
    const i = await activeIntern({ start, activatedAt: startOfIndiaDay(start) });
    const now = new Date();
    const runs = await Promise.all([sweep(now), sweep(now)]);
    expect(runs.reduce((n, r) => n + r.flagged, 0)).toBeGreaterThanOrEqual(1);
    expect(await internshipOf(i.id)).toMatchObject({ missedWeeksFlaggedFor: new Date(`${addDays(mondayOf(today()), -7)}T00:00:00Z`) });
    expect(await mailsWithSubject(box, i.email, 'We have not heard from you for two weeks')).toHaveLength(1);
    expect((await outboxKeys(i.internshipId)).filter((k) => k.startsWith('missed-weeks'))).toEqual([`missed-weeks:${addDays(mondayOf(today()), -14)}`, `missed-weeks-staff:${addDays(mondayOf(today()), -14)}`]);
    // The flag for staff goes to the supervisor (the staff member who offered, when they have an account; else the staff mailbox).
    const [staffMail] = await testDb().mailOutbox.findMany({ where: { dedupeKey: { startsWith: `internship:${i.internshipId}:missed-weeks-staff:` } } });
    expect(staffMail).toMatchObject({ topic: 'staff-notification', subject: expect.stringMatching(/^Two weeks without a log: Priya Gogoi \(INT-\d{4}-\d{5}\)$/) });
    expect((await listInternships({ filter: 'overdue' })).rows.map((r) => r.id)).toContain(i.internshipId);
    await sweep(new Date(now.getTime() + 60_000));
    expect((await outboxKeys(i.internshipId)).filter((k) => k.startsWith('missed-weeks'))).toHaveLength(2);
  });

  it('reminds on day 5 and withdraws on day 8 unless extended, one mail each with two sweeps racing; no letter after withdrawal', async () => {
    const late = await intern();
    const extended = await intern();
    const offeredAt = new Date(Date.now() - 10 * DAY);
    const { id } = await offerTo(late.id, { at: offeredAt });
    const other = await offerTo(extended.id, { at: offeredAt });
    const day = (n: number) => new Date(startOfIndiaDay(addDays(indiaDate(offeredAt), n)).getTime() + 9 * 3600_000); // 09:00 IST
    await Promise.all([sweep(day(4)), sweep(day(4))]);
    expect(await outboxKeys(id)).toEqual(['offer']);
    await Promise.all([sweep(day(5)), sweep(day(5))]);
    expect(await outboxKeys(id)).toEqual(['offer', expect.stringMatching(/^letter-reminder:/)]);
    await extend(other.id, { staff: STAFF, letterDays: 3 }, day(6));
    await Promise.all([sweep(day(8)), sweep(day(8)), sweep(day(8))]);
    expect(await outboxKeys(id)).toEqual(['offer', expect.stringMatching(/^letter-reminder:/), 'withdrawn']);
    expect(await internshipOf(late.id)).toMatchObject({ state: 'withdrawn' });
    expect(await internshipOf(extended.id)).toMatchObject({ state: 'offered' });
    expect(await mailsWithSubject(box, late.email, /^Reminder: your college approval letter/)).toHaveLength(1);
    expect(await mailsWithSubject(box, late.email, 'Your internship offer "Clean water survey" was withdrawn')).toHaveLength(1);

    const letter = await late.browser.call(letterRoute, { form: letterForm(), headers: json });
    expect(letter).toMatchObject({ status: 409, body: { code: 'offer_not_open', message: INTERN_REFUSALS.withdrawn } });
    expect(await testDb().internshipLetter.count({ where: { internshipId: id } })).toBe(0);
  });

  it('seeds demo interns at each place on the road, once', async () => {
    expect(await seedDemoInternships(database.url)).toBe(8);
    expect(await seedDemoInternships(database.url)).toBe(0);
    const demo = await testDb().internship.findMany({ where: { offeredBy: 'seed' }, select: { state: true } });
    expect(demo.map((d) => d.state).sort()).toEqual(['accepted', 'active', 'active', 'completed', 'declined', 'ended_early', 'offered', 'withdrawn']);
    const { counts } = await listInternships();
    for (const f of ['offered', 'awaiting_letter', 'active', 'logs_to_review', 'due_to_complete', 'completed', 'withdrawn', 'ended_early', 'declined'] as const) expect(counts[f], f).toBeGreaterThanOrEqual(1);

    // The completed intern was completed like any other: a numbered certificate that /verify shows as valid.
    const completed = await testDb().internship.findFirstOrThrow({ where: { offeredBy: 'seed', state: 'completed' }, include: { applicant: { select: { name: true } } } });
    expect(completed).toMatchObject({ completedBy: 'seed', certificateNumber: expect.stringMatching(/^INT-\d{4}-\d{4}$/) });
    const certificate = await testDb().certificate.findUniqueOrThrow({ where: { number: completed.certificateNumber! } });
    expect(certificate).toMatchObject({ kind: 'internship_completion', subjectId: completed.id, holderName: 'Dipika Completed', details: expect.objectContaining({ programme: 'Clean water survey', hours: 40 }) });
    expect(await lookupCertificate(certificate.id)).toMatchObject({ number: certificate.number, holderName: 'Dipika Completed', status: { state: 'valid' } });
  });
});
