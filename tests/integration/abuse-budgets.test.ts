// Issue 24, budgets that did not hold, each attack made over a real socket against the serving process and the
// real route handlers (tests/helpers/http-server.ts): a burst of parallel guesses from one address, IPv6 neighbours
// in one /64, a targeted lockout, a stolen session cookie after a password change, a registration mail flood and
// a two-faced institution email. A window already mostly spent is set up through the limiter itself, so a burst of
// a few dozen requests proves what a burst of hundreds would.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { freshIPv4, freshIPv6Net, serveRoutes, sessionCookieOf } from '../helpers/http-server';
import { testDb } from '../helpers/db';
import { alreadySpent } from '../helpers/rate-limits';
import { institutionPayload, registrationValues, uniqueMobile } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { LIMITS } from '@/lib/limits';
import { issueStaffResetLink } from '@/lib/accounts/staff-reset-link';
import { MAIL_HELD_NOTE } from '@/lib/mail/confirmation-status';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { MESSAGES as INSTITUTION_MESSAGES } from '@/lib/institutions/schema';
import { POST as login } from '@/app/api/v1/login/route';
import { POST as changePassword } from '@/app/api/v1/change-password/route';
import { POST as validateReferral } from '@/app/api/v1/validate-referral-code/route';
import { GET as checkMobile } from '@/app/api/v1/check-mobile/[mobile]/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { POST as resetPassword } from '@/app/api/v1/reset-password/route';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { GET as session } from '@/app/api/v1/session/route';

type Route = Parameters<typeof serveRoutes>[0][string];
const app = serveRoutes({
  '/api/v1/login': login as Route, '/api/v1/change-password': changePassword as Route, '/api/v1/validate-referral-code': validateReferral as Route,
  '/api/v1/check-mobile': checkMobile as Route, '/api/v1/forgot-password': forgotPassword as Route, '/api/v1/reset-password': resetPassword as Route,
  '/api/v1/create-intern': createIntern as Route, '/api/v1/create-institution': createInstitution as Route, '/api/v1/session': session as Route,
});

const count = (statuses: number[]) => statuses.reduce<Record<number, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {});

async function registered(o: { email?: string } = {}) {
  const { send } = await app;
  const values = await registrationValues(o.email ? { email: o.email } : {});
  const form = toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() });
  const body = new Response(form);
  const res = await send({ path: '/api/v1/create-intern', ip: freshIPv4(), headers: { 'content-type': body.headers.get('content-type')! }, body: Buffer.from(await body.arrayBuffer()) });
  expect(res.status, res.text).toBe(200);
  return { id: (res.json().updatedintern as { id: number }).id, mobile: values.mobileNumber, password: values.password, email: values.email, cookie: sessionCookieOf(res) };
}

describe('finding 5: an address budget is counted before the work, atomically', () => {
  it('checks no more parallel logins from one address than its failures budget has left', async () => {
    const { send } = await app;
    const ip = freshIPv4();
    await alreadySpent(LIMITS.loginFailuresPerAddress, ip, LIMITS.loginFailuresPerAddress.points - 6);
    const answers = await Promise.all(Array.from({ length: 40 }, () =>
      send({ path: '/api/v1/login', ip, json: { type: 'intern', mobile_no: uniqueMobile(), password: 'Wrong@Pass1' } })));
    expect(count(answers.map((a) => a.status))).toEqual({ 401: 6, 429: 34 });
  });

  it('gives the point back when the login succeeds, so honest logins never spend the budget', async () => {
    const { send } = await app;
    const me = await registered();
    const ip = freshIPv4();
    await alreadySpent(LIMITS.loginFailuresPerAddress, ip, LIMITS.loginFailuresPerAddress.points - 1);
    for (let i = 0; i < 3; i++) expect((await send({ path: '/api/v1/login', ip, json: { type: 'intern', mobile_no: me.mobile, password: me.password } })).status).toBe(200);
  });

  it('checks no more parallel current passwords from one address than its budget has left (change-password)', async () => {
    const { send } = await app;
    const people = await Promise.all([registered(), registered(), registered(), registered()]);
    const ip = freshIPv4();
    await alreadySpent(LIMITS.wrongPasswordsPerAddress, ip, LIMITS.wrongPasswordsPerAddress.points - 5);
    const answers = await Promise.all(people.flatMap((p) => Array.from({ length: 5 }, () =>
      send({ path: '/api/v1/change-password', ip, cookie: p.cookie, json: { current_password: 'Wrong@Pass1', new_password: 'Brahmaputra#2026' } }))));
    expect(count(answers.map((a) => a.status))).toEqual({ 400: 5, 429: 15 });
  });

  it('looks up no more parallel referral guesses from one address than its wrong-code budget has left', async () => {
    const { send } = await app;
    const ip = freshIPv4();
    await alreadySpent(LIMITS.referralWrongPerAddress, ip, LIMITS.referralWrongPerAddress.points - 5);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      send({ path: '/api/v1/validate-referral-code', ip, json: { referral_code: `NGZZ${String(i).padStart(4, '0')}` } })));
    expect(count(answers.map((a) => a.status))).toEqual({ 404: 5, 429: 25 });
  });
});

describe('finding 6: an IPv6 client is one client across its /64, however it spells its address', () => {
  it('shares one budget among rotated interface ids and zero-padded spellings (TRUST_PROXY=loopback)', async () => {
    const { send } = await app;
    const net = freshIPv6Net(); // e.g. 2001:db8:1a2b:7
    await alreadySpent(LIMITS.mobileChecksPerAddress, `${net}::1`, LIMITS.mobileChecksPerAddress.points - 2);
    const [a, b, c, d] = net.split(':');
    const spellings = [`${net}::5`, `${net}:abcd:ef01:2345:6789`, `${a}:${b!.padStart(4, '0')}:${c!.padStart(4, '0')}:${d!.padStart(4, '0')}:0000:0000:0000:0009`, `${net.toUpperCase()}::FFFF`];
    const statuses = [];
    for (const ip of spellings) statuses.push((await send({ path: `/api/v1/check-mobile/${uniqueMobile()}`, ip })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    // A neighbour in another /64 has a budget of its own.
    expect((await send({ path: `/api/v1/check-mobile/${uniqueMobile()}`, ip: `${freshIPv6Net()}::5` })).status).toBe(200);
  });
});

describe('finding 7: a targeted lockout has a way out', () => {
  it('lets the owner get a link while a stranger is refused, and a used link clears the number\'s login lockout', async () => {
    const { send } = await app;
    const me = await registered();
    const stranger = freshIPv4();
    // The stranger locks the number and spends the number's reset requests.
    await Promise.all(Array.from({ length: 5 }, () => send({ path: '/api/v1/login', ip: stranger, json: { type: 'intern', mobile_no: me.mobile, password: 'Wrong@Pass1' } })));
    for (let i = 0; i < 3; i++) expect((await send({ path: '/api/v1/forgot-password', ip: stranger, json: { type: 'intern', mobile_no: me.mobile } })).status).toBe(200);
    expect((await send({ path: '/api/v1/forgot-password', ip: stranger, json: { type: 'intern', mobile_no: me.mobile } })).status).toBe(429);
    const home = freshIPv4();
    expect((await send({ path: '/api/v1/login', ip: home, json: { type: 'intern', mobile_no: me.mobile, password: me.password } })).status).toBe(429);
    // Strangers at 20 more addresses ask too: the mailbox still gets one mail in these 10 minutes.
    await Promise.all(Array.from({ length: 20 }, () => send({ path: '/api/v1/forgot-password', ip: freshIPv4(), json: { type: 'intern', mobile_no: me.mobile } })));
    expect(await testDb().mailOutbox.count({ where: { personType: 'intern', personId: me.id, topic: 'password-reset' } })).toBe(1);
    // The owner asks from home (not refused), and the link in the mailbox works; using it lets them in at once.
    expect((await send({ path: '/api/v1/forgot-password', ip: home, json: { type: 'intern', mobile_no: me.mobile } })).status).toBe(200);
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: me.id, topic: 'password-reset' }, orderBy: { id: 'desc' } });
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody!)![1];
    expect((await send({ path: '/api/v1/reset-password', ip: home, json: { token, password: 'Kaziranga#2026' } })).status).toBe(200);
    expect((await send({ path: '/api/v1/login', ip: home, json: { type: 'intern', mobile_no: me.mobile, password: 'Kaziranga#2026' } })).status).toBe(200);
  });

  it('keeps a staff-issued link working whatever anonymous "forgot password" requests come after it', async () => {
    const { send } = await app;
    const me = await registered();
    const { url } = await issueStaffResetLink({ type: 'intern', id: me.id }, 'staff-tester');
    for (let i = 0; i < 3; i++) await send({ path: '/api/v1/forgot-password', ip: freshIPv4(), json: { type: 'intern', mobile_no: me.mobile } });
    const token = new URL(url).searchParams.get('token');
    expect((await send({ path: '/api/v1/reset-password', ip: freshIPv4(), json: { token, password: 'Manas#Park2026' } })).status).toBe(200);
  });
});

describe('finding 13: changing the password rotates the session token', () => {
  it('gives the caller a new session and ends the old token (a stolen copy of the cookie)', async () => {
    const { send } = await app;
    const me = await registered();
    const ip = freshIPv4();
    const signedIn = async (cookie: string) => (await send({ path: '/api/v1/session', ip, cookie })).json().signedIn;
    expect(await signedIn(me.cookie)).toBe(true);
    const changed = await send({ path: '/api/v1/change-password', ip, cookie: me.cookie, json: { current_password: me.password, new_password: 'Brahmaputra#2026' } });
    expect(changed.status).toBe(200);
    const fresh = sessionCookieOf(changed);
    expect(fresh).toMatch(/^nyf_session=./);
    expect(fresh).not.toBe(me.cookie);
    expect(await signedIn(fresh)).toBe(true);
    expect(await signedIn(me.cookie)).toBe(false);
  });
});

describe('finding 8: registration mail to one address is bounded per day', () => {
  it('holds back the mail of the 4th registration with one address, registers it anyway, and its card says so', async () => {
    const victim = `victim.${uniqueMobile()}`;
    // One mailbox, spelt four ways.
    const spellings = [`${victim}@example.com`, `${victim.toUpperCase()}@Example.com`, `${victim}+a@example.com`, `${victim}+b@example.com`];
    const people = [];
    for (const email of spellings) people.push(await registered({ email }));
    const rows = await testDb().mailOutbox.findMany({ where: { toAddress: { startsWith: victim, mode: 'insensitive' } }, orderBy: { id: 'asc' }, select: { topic: true, textBody: true } });
    expect(rows.map((r) => r.topic)).toEqual(['registration-received', 'registration-received', 'registration-received', 'registration-held']);
    expect(rows[3]!.textBody).toBeNull();
    const last = people.at(-1)!;
    const note = renderToStaticMarkup(await MailStatusNote({ owner: { type: 'intern', id: last.id } }));
    expect(note).toContain(MAIL_HELD_NOTE);
  });
});

describe('finding 14: the institution email takes the applicant forms\' rule', () => {
  it('refuses an address that shows one mailbox to staff and sends to another', async () => {
    const { send } = await app;
    for (const email of ['victim<a@evil.example>.com', 'a@evil.example,victim@college.ac.in', '"victim"@x.com']) {
      const res = await send({ path: '/api/v1/create-institution', ip: freshIPv4(), json: await institutionPayload({ email }) });
      expect(res.status, email).toBe(400);
      expect(res.json().errors, email).toMatchObject({ email: INSTITUTION_MESSAGES.emailInvalid });
    }
  });
});
