// "Start Volunteering" and "Apply as Mentor" (issue 35) against a real PostgreSQL and a real SMTP server (MailDev):
// POST /api/v1/help-offers as the page's script sends it (JSON) and as a browser without scripts posts it
// (form-urlencoded, answered with a redirect); every refused field with its exact message; the spam trap, the
// limits, a cross-site post; the inbox rows, the staff notice and its fold, the acknowledgement in the form's
// language; and erasure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { mailbox } from '../helpers/mailbox';
import { alreadySpent } from '../helpers/rate-limits';
import { POST as helpOffers } from '@/app/api/v1/help-offers/route';
import { HELP_OFFER_THANKS } from '@/lib/public-forms/help-offer';
import { eraseSubmissionsByEmail } from '@/lib/public-forms/erase-submissions';
import { listInbox, openInboxItem } from '@/lib/staff/inbox';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { smtpSender } from '@/lib/mail/transport';
import { exportCsvStream } from '@/lib/review/csv-export';
import { LIMITS } from '@/lib/limits';

const FROM = 'NextGen Youth Foundation <no-reply@test.example>';
const db = testDb();
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.org`;
const offer = (o: Record<string, string> = {}) => ({
  kind: 'volunteer', name: 'Rina Das', email: address('vol'), mobile: '9876543210', district: 'Kamrup Metropolitan',
  offer: 'Weekend clean-ups and teaching children to read.', ...o,
});
const plainPost = (api: ReturnType<typeof apiClient>, fields: Record<string, string>, path = '/api/v1/help-offers') =>
  api.call(helpOffers, { path, body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const mailsTo = (to: string, topic: string) => db.mailOutbox.findMany({ where: { toAddress: to, topic }, orderBy: { id: 'asc' } });

describe('POST /api/v1/help-offers', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  beforeAll(async () => { box = await mailbox(); });
  afterAll(async () => { await box.stop(); });

  it('stores an offer to volunteer for the inbox, tells the staff, and acknowledges it in the form\'s language (Assamese)', async () => {
    const body = offer({ email: address('Rina.Vol').replace('rina', 'Rina') });
    const res = await apiClient().call(helpOffers, { json: body, path: '/api/v1/help-offers?lang=as' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'স্বেচ্ছাসেৱক হোৱাৰ প্ৰস্তাৱ দিয়াৰ বাবে ধন্যবাদ! আপোনাৰ ওচৰৰ পৰৱৰ্তী অভিযানৰ বিষয়ে আমাৰ দলে এসপ্তাহৰ ভিতৰত আপোনাৰ সৈতে যোগাযোগ কৰিব।' });
    const email = body.email.toLowerCase();
    const row = await db.helpOffer.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({ kind: 'volunteer', name: 'Rina Das', mobile: '9876543210', district: 'Kamrup Metropolitan', offer: body.offer, language: 'as', inboxStatus: 'new' });

    // The staff's notice replies to the sender and links to the item in the console.
    const [notice] = await db.mailOutbox.findMany({ where: { topic: 'staff-notification', dedupeKey: `volunteer:${row.id}:staff` } });
    expect(notice.replyTo).toBe(email);
    expect(notice.subject).toBe(`New offer to volunteer #${row.id} on the website`);
    expect(notice.textBody).toContain('District: Kamrup Metropolitan');
    expect(notice.textBody).toContain(`/staff/inbox/volunteer/${row.id}`);

    // The acknowledgement, through the real SMTP server: Assamese, and none of the sender's words.
    const [ack] = await mailsTo(email, 'submission-received');
    expect(await sendOutboxMail(ack.id, smtpSender(box.smtpUrl), FROM)).toBe('sent');
    const [mail] = await box.waitFor(email);
    expect(mail.subject).toBe('স্বেচ্ছাসেৱক হোৱাৰ আপোনাৰ প্ৰস্তাৱ আমি পাইছোঁ');
    expect(mail.text).toContain('NextGenৰ সৈতে স্বেচ্ছাসেৱক হোৱাৰ প্ৰস্তাৱ দিয়াৰ বাবে ধন্যবাদ।');
    expect(mail.html).toContain('<html lang="as-IN">');
    expect(mail.text).not.toContain(body.offer);

    // The inbox: under "Offers to volunteer", not under "Offers to mentor"; opening it marks it read.
    const volunteers = await listInbox('volunteer', {}, 'admin@staff.test');
    expect(volunteers.items.find((i) => i.id === row.id)).toMatchObject({ from: 'Rina Das', title: 'Offer to volunteer (Kamrup Metropolitan)' });
    expect((await listInbox('mentor', {}, 'admin@staff.test')).items.find((i) => i.id === row.id)).toBeUndefined();
    await expect(openInboxItem('mentor', row.id, 'admin@staff.test', true)).rejects.toThrow(`No offer to mentor with id ${row.id}.`);
    expect((await openInboxItem('volunteer', row.id, 'admin@staff.test', true)).inboxStatus).toBe('read');
  });

  it('acknowledges an offer to mentor in English from the English page, and exports it as a CSV row', async () => {
    const body = offer({ kind: 'mentor', email: address('mentor'), district: 'Dibrugarh', offer: 'Ten years running a tea business; one evening a month.' });
    const res = await apiClient().call(helpOffers, { json: body });
    expect(res.body).toEqual({ success: true, message: HELP_OFFER_THANKS.mentor });
    const [ack] = await mailsTo(body.email, 'submission-received');
    expect(ack.subject).toBe('We have received your offer to mentor');
    expect(ack.textBody).toContain('What happens next: someone from our team calls or emails you within a week.');
    const csv = await new Response(await exportCsvStream('mentors', 'admin@staff.test')).text();
    expect(csv.split('\r\n')[0]).toBe('id,name,email,mobile,district,offer,language,createdAt');
    expect(csv).toContain(`,Rina Das,${body.email},9876543210,Dibrugarh,`);
    expect(csv).not.toContain('Weekend clean-ups'); // only the mentors
  });

  it('refuses every bad field with its exact message and stores nothing', async () => {
    // Counted by this test's addresses: other files store help offers in the same database at the same time.
    const sent: string[] = ['not-an-email'];
    const offer_ = (o: Record<string, string> = {}) => { const o2 = offer(o); sent.push(o2.email); return o2; };
    const before = await db.helpOffer.count({ where: { email: { in: sent } } });
    const res = await apiClient().call(helpOffers, { json: { kind: 'helper', name: ' ', email: 'not-an-email', mobile: '5123456789', district: 'Paris', offer: 'hi' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(res.body.fields).toEqual({
      kind: 'Please choose volunteering or mentoring.',
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      mobile: 'Please enter a valid 10-digit mobile number.',
      district: 'Please choose your district.',
      offer: 'Please tell us a little more (at least 10 characters).',
    });
    const more = await apiClient().call(helpOffers, { json: offer_({ name: 'Rina\u202eDas', mobile: '9999999999', offer: 'x'.repeat(1001) }) });
    expect(more.body.fields).toEqual({
      name: 'Please remove hidden control characters (such as escape or text-direction codes) from this field.',
      mobile: 'Please enter a valid 10-digit mobile number.',
      offer: 'What you offer must be at most 1000 characters.',
    });
    const empty = await apiClient().call(helpOffers, { json: offer_({ offer: '' }) });
    expect(empty.body.fields).toEqual({ offer: 'What you offer is required.' });
    // In the page's language when it asks (?lang=hi).
    const hindi = await apiClient().call(helpOffers, { json: offer_({ district: 'Paris' }), path: '/api/v1/help-offers?lang=hi' });
    expect(hindi.body.fields).toEqual({ district: 'कृपया अपना ज़िला चुनें।' });
    const notJson = await apiClient().call(helpOffers, { body: 'kind=volunteer', headers: { 'content-type': 'application/json' } });
    expect(notJson.body).toMatchObject({ code: 'body_not_json' });
    expect(await db.helpOffer.count({ where: { email: { in: sent } } })).toBe(before);
  });

  it('answers a filled spam trap with the thanks, but stores and mails nothing', async () => {
    const body = offer({ company_website: 'http://spam.example' });
    const res = await apiClient().call(helpOffers, { json: body });
    expect(res.body).toEqual({ success: true, message: HELP_OFFER_THANKS.volunteer });
    expect(await db.helpOffer.count({ where: { email: body.email } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { OR: [{ toAddress: body.email }, { replyTo: body.email }] } })).toBe(0);
  });

  it('limits offers per email address (5 an hour, each form its own) and per client address', async () => {
    const email = address('limit');
    for (let i = 0; i < LIMITS.publicFormsPerEmail.points; i++) expect((await apiClient().call(helpOffers, { json: offer({ email }) })).status).toBe(200);
    const sixth = await apiClient().call(helpOffers, { json: offer({ email }) });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(await db.helpOffer.count({ where: { email } })).toBe(LIMITS.publicFormsPerEmail.points);
    expect((await apiClient().call(helpOffers, { json: offer({ email, kind: 'mentor' }) })).status).toBe(200);

    const api = apiClient();
    await alreadySpent(LIMITS.publicFormsPerAddress, api.ip, LIMITS.publicFormsPerAddress.points - 1, 'mentor');
    expect((await api.call(helpOffers, { json: offer({ kind: 'mentor' }) })).status).toBe(200);
    expect((await api.call(helpOffers, { json: offer({ kind: 'mentor' }) })).status).toBe(429);
    expect((await api.call(helpOffers, { json: offer({ kind: 'volunteer' }) })).status).toBe(200);
  });

  it('folds a burst from one address into one "N more" notice, while every offer is stored', async () => {
    const api = apiClient();
    const emails = [address('burst'), address('burst'), address('burst')];
    for (const email of emails) expect((await api.call(helpOffers, { json: offer({ kind: 'mentor', email }) })).status).toBe(200);
    const rows = await db.helpOffer.findMany({ where: { email: { in: emails } }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(3);
    const singles = await db.mailOutbox.count({ where: { topic: 'staff-notification', dedupeKey: { in: rows.map((r) => `mentor:${r.id}:staff`) } } });
    expect(singles).toBe(LIMITS.staffNoticesPerAddress.points);
    const folded = await db.mailOutbox.findMany({ where: { topic: 'staff-notification', dedupeKey: { startsWith: 'mentor:more:' } } });
    expect(folded.length).toBeGreaterThanOrEqual(1);
    expect(folded.at(-1)!.subject).toMatch(/^\d+ more offers? to mentor on the website$/);
  });

  it('refuses a post from another site', async () => {
    const res = await apiClient().call(helpOffers, { json: offer(), headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'cross_site' });
  });

  describe('without scripts (the browser posts the form itself)', () => {
    it('sends a good offer on to the sent page of its form, in the page\'s language', async () => {
      const body = offer({ kind: 'mentor' });
      const res = await plainPost(apiClient(), body, '/api/v1/help-offers?lang=hi');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/hi/mentor/sent');
      expect(await db.helpOffer.findFirstOrThrow({ where: { email: body.email } })).toMatchObject({ kind: 'mentor', language: 'hi' });
      expect((await mailsTo(body.email, 'submission-received'))[0].subject).toBe('मेंटर बनने का आपका प्रस्ताव हमें मिल गया है');
    });

    it('sends a refused one to the sent page naming the fields, and a limited one naming the code', async () => {
      const bad = await plainPost(apiClient(), offer({ mobile: '12345', district: '' }));
      expect(bad.status).toBe(303);
      expect(bad.headers.get('location')).toBe('/volunteer/sent?fields=mobile%2Cdistrict');
      const api = apiClient();
      await alreadySpent(LIMITS.publicFormsPerAddress, api.ip, LIMITS.publicFormsPerAddress.points, 'volunteer');
      const limited = await plainPost(api, offer(), '/api/v1/help-offers?lang=as');
      expect(limited.headers.get('location')).toBe('/as/volunteer/sent?code=rate_limited');
      // A forged kind (no page of ours posts one) is refused as the API refuses it, with no redirect to follow.
      const forged = await plainPost(apiClient(), offer({ kind: '../admin' }));
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ code: 'invalid_input', fields: { kind: 'Please choose volunteering or mentoring.' } });
    });
  });

  it('is erased with the other submissions of its address, with its mails', async () => {
    const email = address('erase');
    expect((await apiClient().call(helpOffers, { json: offer({ email }) })).status).toBe(200);
    expect((await apiClient().call(helpOffers, { json: offer({ email: email.toUpperCase(), kind: 'mentor' }) })).status).toBe(200);
    const counts = await eraseSubmissionsByEmail(email, 'admin@staff.test', 'request by email');
    expect(counts).toMatchObject({ helpOffers: 2 });
    expect(await db.helpOffer.count({ where: { email: { equals: email, mode: 'insensitive' } } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { OR: [{ toAddress: { equals: email, mode: 'insensitive' } }, { replyTo: { equals: email, mode: 'insensitive' } }] } })).toBe(0);
  });
});
