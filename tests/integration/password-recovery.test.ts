// Password change, forgotten password and staff-issued reset links, through the route handlers on the
// test database. The links are read from the queued message (mail-delivery.test.ts and the browser
// test cover delivery over SMTP).
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues, uniqueMobile } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as login } from '@/app/api/v1/login/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { POST as resetPassword } from '@/app/api/v1/reset-password/route';
import { POST as changePassword } from '@/app/api/v1/change-password/route';
import { runAdmin } from '@/scripts/admin/run';
import { interns, members } from '@/scripts/admin/people';
import { PASSWORD_CHANGE_MESSAGES as M } from '@/lib/accounts/password-change-schema';
import { reset } from '@/lib/platform/rate-limit';
import { mailNumberKey, resetMailsPerNumber } from '@/lib/accounts/account-rate-limits';

const OLD = 'Assam@2025';
const NEW = 'Brahmaputra#2026';

async function registered(o: { email?: string } = {}) {
  const browser = apiClient();
  const mobile = uniqueMobile();
  const values = await registrationValues({ mobileNumber: mobile, whatsappNumber: mobile, email: o.email ?? `p${mobile}@example.com`, password: OLD });
  const res = await browser.call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  return { browser, mobile, id: (res.body.updatedintern as { id: number }).id, email: values.email };
}

const readProfile = (browser: ReturnType<typeof apiClient>, id: number) => browser.call(getIntern, { params: { id: String(id) } });
const logIn = (mobile: string, password: string, browser = apiClient()) =>
  browser.call(login, { json: { type: 'intern', mobile_no: mobile, password } }).then((r) => ({ ...r, browser }));

/** The reset link in the newest queued reset message to this intern. */
async function linkFromMail(id: number): Promise<string> {
  const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: id, topic: 'password-reset' }, orderBy: { id: 'desc' } });
  return /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody ?? '')![1];
}

/** Ends the 10 minutes in which a second reset mail to the account is not sent (LIMITS.resetMailsPerNumber). */
const tenMinutesLater = (id: number) => reset(resetMailsPerNumber, mailNumberKey({ type: 'intern', id }));

describe('forgot-password', () => {
  it('answers identically for an unknown number, a number without email and a real one, and mails only the real one', async () => {
    const real = await registered();
    const noEmail = await registered();
    await testDb().applicant.update({ where: { id: noEmail.id }, data: { email: '' } });
    const unknown = uniqueMobile();
    const answers = [];
    for (const mobile of [unknown, noEmail.mobile, real.mobile]) {
      const res = await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: mobile } });
      answers.push({ status: res.status, body: await res.raw.clone().text() });
    }
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ success: true, message: M.resetRequested }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const tokens = await testDb().passwordResetToken.findMany({ where: { personType: 'intern', personId: { in: [real.id, noEmail.id] } } });
    expect(tokens.map((t) => t.personId)).toEqual([real.id]);
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: real.id, topic: 'password-reset' } });
    expect(mail).toMatchObject({ toAddress: real.email, subject: 'Reset your password' });
    expect(mail.textBody).toContain('The link works once, for 30 minutes.');
    // Only the hash is stored: the token in the link is nowhere in the token table.
    const token = await linkFromMail(real.id);
    expect(tokens[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tokens)).not.toContain(token);
  });

  it('limits requests per number from one client (3 an hour), and never refuses the owner for a stranger\'s requests', async () => {
    const { mobile } = await registered();
    const stranger = apiClient();
    for (let i = 0; i < 3; i++) expect((await stranger.call(forgotPassword, { json: { type: 'intern', mobile_no: mobile } })).status).toBe(200);
    const fourth = await stranger.call(forgotPassword, { json: { type: 'intern', mobile_no: mobile } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // The same stranger from another address in the same IPv6 /64 is the same client.
    const sameNetwork = apiClient();
    for (let i = 0; i < 3; i++) expect((await sameNetwork.call(forgotPassword, { json: { type: 'intern', mobile_no: mobile }, ip: `2001:db8:7:7::${i + 10}` })).status).toBe(200);
    expect((await sameNetwork.call(forgotPassword, { json: { type: 'intern', mobile_no: mobile }, ip: '2001:0db8:0007:0007:ffff::1' })).status).toBe(429);
    // The owner, at home, still gets a link.
    expect((await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: mobile } })).status).toBe(200);
  });

  it('refuses a malformed number with the login form message', async () => {
    const res = await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: '12345' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid 10-digit phone number');
  });
});

describe('in the language the person registered in', () => {
  it('answers the Assamese form in Assamese, and mails the Assamese reset link and notice (the reset page in Assamese)', async () => {
    const a = await registered();
    await testDb().applicant.update({ where: { id: a.id }, data: { language: 'as' } });
    const asked = await apiClient().call(forgotPassword, { path: '/api/v1/forgot-password?lang=as', json: { type: 'intern', mobile_no: a.mobile } });
    expect(asked.body).toEqual({ success: true, message: 'এই নম্বৰটো ইমেইল ঠিকনা থকা কোনো একাউণ্টৰ হ\'লে, সেই ঠিকনালৈ পাছৱৰ্ড নতুনকৈ ছেট কৰাৰ লিংক পঠোৱা হৈছে। লিংকটো 30 মিনিটলৈ চলিব।' });
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: a.id, topic: 'password-reset' }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe('আপোনাৰ পাছৱৰ্ড নতুনকৈ ছেট কৰক');
    expect(mail.textBody).toContain('লিংকটো এবাৰহে, 30 মিনিটলৈ চলিব।');
    expect(mail.textBody).toMatch(/\/as\/reset-password\?token=[A-Za-z0-9_-]{43}/);

    const done = await apiClient().call(resetPassword, { path: '/api/v1/reset-password?lang=as', json: { token: await linkFromMail(a.id), password: NEW } });
    expect(done.body).toEqual({ success: true, message: 'আপোনাৰ পাছৱৰ্ড সলনি হ\'ল। অনুগ্ৰহ কৰি নতুন পাছৱৰ্ডেৰে লগ ইন কৰক।' });
    const notice = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: a.id, topic: 'password-changed' }, orderBy: { id: 'desc' } });
    expect(notice.subject).toBe('আপোনাৰ পাছৱৰ্ড সলনি কৰা হৈছে');
    expect(notice.textBody).toContain('/as/login');
  });

  it('keeps English for an English form and a stored language that is not ours', async () => {
    const a = await registered();
    await testDb().applicant.update({ where: { id: a.id }, data: { language: 'xx' } });
    const asked = await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: a.mobile } });
    expect(asked.body).toEqual({ success: true, message: M.resetRequested });
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: a.id, topic: 'password-reset' }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.textBody).toMatch(/\/\/[^/]+\/reset-password\?token=/);
  });
});

describe('reset-password', () => {
  it('sets the new password, ends every session, refuses the old password and a second use, and queues the notice', async () => {
    const me = await registered();
    const other = await logIn(me.mobile, OLD);
    expect((await readProfile(me.browser, me.id)).status).toBe(200);
    expect((await readProfile(other.browser, me.id)).status).toBe(200);
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const token = await linkFromMail(me.id);

    const done = await apiClient().call(resetPassword, { json: { token, password: NEW } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: M.resetDone });
    expect((await readProfile(me.browser, me.id)).status).toBe(401);
    expect((await readProfile(other.browser, me.id)).status).toBe(401);
    expect((await logIn(me.mobile, OLD)).status).toBe(401);
    const fresh = await logIn(me.mobile, NEW);
    expect(fresh.status).toBe(200);
    expect((await readProfile(fresh.browser, me.id)).status).toBe(200);

    const again = await apiClient().call(resetPassword, { json: { token, password: 'Another#2027x' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.resetInvalid);
    const notice = await testDb().mailOutbox.findMany({ where: { personType: 'intern', personId: me.id, topic: 'password-changed' } });
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ toAddress: me.email, subject: 'Your password was changed' });
  });

  it('refuses an expired link, and every other link once one is used', async () => {
    const me = await registered();
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const first = await linkFromMail(me.id);
    await tenMinutesLater(me.id);
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const second = await linkFromMail(me.id);
    expect(second).not.toBe(first);
    await testDb().passwordResetToken.updateMany({ where: { personType: 'intern', personId: me.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await apiClient().call(resetPassword, { json: { token: second, password: NEW } });
    expect(expired).toMatchObject({ status: 400, body: { message: M.resetInvalid } });
    expect((await logIn(me.mobile, OLD)).status).toBe(200); // nothing changed

    // A newer request leaves the older link working (a stranger's request must not kill it); using one kills the rest.
    await tenMinutesLater(me.id);
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const third = await linkFromMail(me.id);
    await tenMinutesLater(me.id);
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const fourth = await linkFromMail(me.id);
    expect((await apiClient().call(resetPassword, { json: { token: third, password: NEW } })).status).toBe(200);
    expect(await apiClient().call(resetPassword, { json: { token: fourth, password: 'Other#Pass2027' } })).toMatchObject({ status: 400, body: { message: M.resetInvalid } });
  });

  it('lets exactly one of two simultaneous uses of a link win', async () => {
    const me = await registered();
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const token = await linkFromMail(me.id);
    const answers = await Promise.all([apiClient().call(resetPassword, { json: { token, password: NEW } }), apiClient().call(resetPassword, { json: { token, password: 'Other#Pass2027' } })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses a weak new password with the registration form message, and a forged token', async () => {
    const weak = await apiClient().call(resetPassword, { json: { token: 'a'.repeat(43), password: 'weakpass' } });
    expect(weak).toMatchObject({ status: 400, body: { errors: { password: 'Password must be strong with uppercase, lowercase, number, and special character.' } } });
    const forged = await apiClient().call(resetPassword, { json: { token: 'a'.repeat(43), password: NEW } });
    expect(forged).toMatchObject({ status: 400, body: { message: M.resetInvalid } });
    const hostile = await apiClient().call(resetPassword, { json: { token: "' OR 1=1 --", password: NEW } });
    expect(hostile).toMatchObject({ status: 400, body: { message: M.resetInvalid } });
  });
});

describe('change-password', () => {
  it('refuses a wrong current password, and after 5 wrong ones refuses even the right one for 15 minutes', async () => {
    const me = await registered();
    for (let i = 0; i < 5; i++) {
      const wrong = await me.browser.call(changePassword, { json: { current_password: 'Wrong@1234', new_password: NEW } });
      expect(wrong).toMatchObject({ status: 400, body: { message: M.currentWrong, errors: { current_password: M.currentWrong } } });
    }
    const locked = await me.browser.call(changePassword, { json: { current_password: OLD, new_password: NEW } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong passwords. Please try again in 15 minutes.');
    expect((await logIn(me.mobile, OLD)).status).toBe(200); // unchanged
  });

  it('changes the password, keeps this session, ends the others and queues the notice', async () => {
    const me = await registered();
    const other = await logIn(me.mobile, OLD);
    const res = await me.browser.call(changePassword, { json: { current_password: OLD, new_password: NEW } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: M.changed } });
    expect((await readProfile(me.browser, me.id)).status).toBe(200);
    expect((await readProfile(other.browser, me.id)).status).toBe(401);
    expect((await logIn(me.mobile, NEW)).status).toBe(200);
    expect(await testDb().mailOutbox.count({ where: { personType: 'intern', personId: me.id, topic: 'password-changed' } })).toBe(1);
  });

  it('needs a session, a strong new password different from the current one', async () => {
    expect((await apiClient().call(changePassword, { json: { current_password: OLD, new_password: NEW } })).status).toBe(401);
    const me = await registered();
    const same = await me.browser.call(changePassword, { json: { current_password: OLD, new_password: OLD } });
    expect(same).toMatchObject({ status: 400, body: { errors: { new_password: M.sameAsCurrent } } });
    const weak = await me.browser.call(changePassword, { json: { current_password: OLD, new_password: 'password' } });
    expect(weak).toMatchObject({ status: 400, body: { errors: { new_password: 'Password must be strong with uppercase, lowercase, number, and special character.' } } });
  });
});

describe('admin reset-link', () => {
  it('prints a one-time link valid 24 hours, audited with --by, that replaces older links', async () => {
    const me = await registered();
    await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: me.mobile } });
    const emailed = await linkFromMail(me.id);
    const out: string[] = [];
    const code = await runAdmin(['interns', 'reset-link', String(me.id), '--by', 'Rupa Kalita'], [interns, members], { out: (t) => out.push(t), err: (t) => out.push(t) });
    expect(code).toBe(0);
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})$/.exec(out.join('\n'))![1];
    const row = await testDb().passwordResetToken.findFirstOrThrow({ where: { personType: 'intern', personId: me.id, usedAt: null } });
    expect(row.issuedBy).toBe('Rupa Kalita');
    expect(Math.abs(row.expiresAt.getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    const audit = await testDb().staffAction.findFirstOrThrow({ where: { entityType: 'intern', entityId: me.id, action: 'intern.reset-link' } });
    expect(audit.staff).toBe('Rupa Kalita');
    expect((await apiClient().call(resetPassword, { json: { token: emailed, password: NEW } })).status).toBe(400);
    expect((await apiClient().call(resetPassword, { json: { token, password: NEW } })).status).toBe(200);
    const unknown = await runAdmin(['members', 'reset-link', '999999', '--by', 'x'], [interns, members], { out: () => {}, err: (t) => out.push(t) });
    expect(unknown).toBe(1);
    expect(out.at(-1)).toBe('Error: No member with id 999999.');
  });
});
