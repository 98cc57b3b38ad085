// "The public hears back" (issue 26) against a real PostgreSQL and a real SMTP server (MailDev): the newsletter's
// double opt-in, the unsubscribe link and RFC 8058 headers of every mail to the public, the export of confirmed
// subscribers, story consent and publishing, and the audit of inbox views. With the attacks: a forged, expired
// or reused confirmation token, a forged unsubscribe link, a cross-site unsubscribe, publishing without consent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { mailbox } from '../helpers/mailbox';
import { POST as newsletter } from '@/app/api/v1/newsletter/route';
import { POST as confirm } from '@/app/api/v1/newsletter/confirm/route';
import { POST as unsubscribeRoute } from '@/app/api/v1/unsubscribe/route';
import { POST as contact } from '@/app/api/v1/contact/route';
import { POST as impactStory } from '@/app/api/v1/impact-story/route';
import { runOnce } from 'graphile-worker';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TASKS } from '@/lib/public-forms/newsletter';
import { POST as partnership } from '@/app/api/v1/partnership-request/route';
import { eraseSubmissionsByEmail } from '@/lib/public-forms/erase-submissions';
import { listInbox } from '@/lib/staff/inbox';
import { quietLogger } from '@/lib/platform/queue-logger';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { smtpSender } from '@/lib/mail/transport';
import { queueMail } from '@/lib/mail/outbox';
import { mailboxKey, UNSUBSCRIBE_REFUSED, unsubscribeQuery } from '@/lib/mail/unsubscribe';
import { exportCsvStream } from '@/lib/review/csv-export';
import { NO_CONSENT, setStoryPublished } from '@/lib/staff/stories';
import { publishedStories } from '@/lib/public-forms/published-stories';
import { openInboxItem } from '@/lib/staff/inbox';
import { LIMITS } from '@/lib/limits';
import { siteUrl } from '@/lib/mail/links';
import { RETENTION_STEPS } from '@/lib/retention/steps';

const FROM = 'NextGen Youth Foundation <no-reply@test.example>';
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.org`;
const db = testDb();
const outbox = (to: string, topic: string) => db.mailOutbox.findMany({ where: { toAddress: to, topic }, orderBy: { id: 'asc' } });
/** The newsletter form's requests wait in the queue; the worker (here run once, as the app's does) mails. */
const runNewsletterRequests = () => runOnce({ connectionString: process.env.DATABASE_URL!, taskList: NEWSLETTER_TASKS, logger: quietLogger, noHandleSignals: true });
const subscribe = async (email: string) => {
  const answer = await apiClient().call(newsletter, { json: { email } });
  await runNewsletterRequests();
  return answer;
};
const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const postForm = (handler: typeof confirm, fields: Record<string, string>, o: { path?: string; headers?: Record<string, string> } = {}) =>
  apiClient().call(handler, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...o.headers }, path: o.path });

describe('the public hears back', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  beforeAll(async () => { box = await mailbox(); });
  afterAll(async () => { await box.stop(); });

  it('a subscription waits for its link; the mail carries a one-time token (stored hashed), an unsubscribe link and RFC 8058 headers', async () => {
    const email = address('news');
    const answer = await subscribe(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const row = await db.newsletterSubscription.findUniqueOrThrow({ where: { email } });
    expect(row.confirmedAt).toBeNull();
    const [queued] = await outbox(email, 'newsletter-confirm');
    const token = tokenIn(queued.textBody!)!;
    expect(token).toBeDefined();
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.confirmTokenExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(47 * 3600_000);

    expect(await sendOutboxMail(queued.id, smtpSender(box.smtpUrl), FROM)).toBe('sent');
    const [mail] = await box.waitFor(email);
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.text).toContain(`/newsletter/confirm?token=${token}`);
    expect(mail.text).toContain(`Unsubscribe from the newsletter and optional mail: ${siteUrl('/')}unsubscribe?${unsubscribeQuery(email)}`);
    expect(mail.html).toContain(`href="${siteUrl('/')}unsubscribe?${unsubscribeQuery(email).replace('&', '&amp;')}"`);
    const headers = '\n' + (await box.source(mail.id)).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`\nList-Unsubscribe: <${siteUrl('/')}api/v1/unsubscribe?${unsubscribeQuery(email)}>`);
    expect(headers).toContain('\nList-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Following it confirms once; the same link again, a forged one and an expired one confirm nothing.
    const done = await postForm(confirm, { token, lang: 'en' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/newsletter/confirm?result=confirmed');
    expect((await db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).not.toBeNull();
    expect((await postForm(confirm, { token })).headers.get('location')).toBe('/newsletter/confirm?result=invalid');
    expect((await postForm(confirm, { token: 'A'.repeat(43), lang: 'hi' })).headers.get('location')).toBe('/hi/newsletter/confirm?result=invalid');
    expect((await postForm(confirm, { token: `${token}x` })).headers.get('location')).toBe('/newsletter/confirm?result=invalid');
  });

  it('an expired link confirms nothing and says so', async () => {
    const email = address('late');
    await subscribe(email);
    const token = tokenIn((await outbox(email, 'newsletter-confirm'))[0].textBody!)!;
    await db.newsletterSubscription.update({ where: { email }, data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } });
    expect((await postForm(confirm, { token })).headers.get('location')).toBe('/newsletter/confirm?result=expired');
    expect((await db.newsletterSubscription.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull();
  });

  it('a repeat gets the same answer whatever the state, a confirmed address no mail, and one address at most the day\'s mails', async () => {
    const email = address('again');
    const answers = [];
    for (let i = 0; i < LIMITS.newsletterMailsPerEmail.points + 1; i++) answers.push((await subscribe(email.toUpperCase())).body);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ success: true, message: NEWSLETTER_MESSAGES.subscribed })]));
    const mails = await outbox(email, 'newsletter-confirm');
    expect(mails).toHaveLength(LIMITS.newsletterMailsPerEmail.points);
    // Only the newest link works (each request replaces the token).
    const newest = tokenIn(mails.at(-1)!.textBody!)!;
    expect((await postForm(confirm, { token: tokenIn(mails[0].textBody!)! })).headers.get('location')).toBe('/newsletter/confirm?result=invalid');

    const confirmed = address('done');
    await subscribe(confirmed);
    await postForm(confirm, { token: tokenIn((await outbox(confirmed, 'newsletter-confirm'))[0].textBody!)! });
    const again = await subscribe(confirmed);
    expect(again.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await outbox(confirmed, 'newsletter-confirm')).toHaveLength(1);
    expect((await postForm(confirm, { token: newest })).headers.get('location')).toBe('/newsletter/confirm?result=confirmed');
  });

  it('unsubscribes by one click (RFC 8058) or the page\'s button; a forged link or a cross-site post changes nothing', async () => {
    const email = address('leave');
    await subscribe(email);
    await postForm(confirm, { token: tokenIn((await outbox(email, 'newsletter-confirm'))[0].textBody!)! });
    const [a, t] = unsubscribeQuery(email).split('&').map((p) => p.split('=')[1]);
    const oneClick = (query: string, headers: Record<string, string> = {}) =>
      apiClient().call(unsubscribeRoute, { path: `/api/v1/unsubscribe?${query}`, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

    const forged = await oneClick(`a=${a}&t=${'A'.repeat(32)}`);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(UNSUBSCRIBE_REFUSED);
    const other = await oneClick(`a=${Buffer.from(address('victim')).toString('base64url')}&t=${t}`); // someone else's address, this token
    expect(other.status).toBe(400);
    const crossSite = await oneClick(`a=${a}&t=${t}`, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await db.newsletterSubscription.count({ where: { email } })).toBe(1);
    expect(await db.mailOptOut.count({ where: { email } })).toBe(0);

    const mailProgram = await oneClick(`a=${a}&t=${t}`, { origin: '' });
    expect(mailProgram.status).toBe(200);
    expect(await db.newsletterSubscription.count({ where: { email } })).toBe(0);
    expect(await db.mailOptOut.count({ where: { email } })).toBe(1);
    // The page's button: back to the page, which says it is done; doing it twice is harmless.
    const button = await postForm(unsubscribeRoute, { from: 'page', lang: 'as' }, { path: `/api/v1/unsubscribe?a=${a}&t=${t}` });
    expect(button.status).toBe(303);
    expect(button.headers.get('location')).toBe(`/as/unsubscribe?a=${a}&t=${t}&done=1`);

    // Optional mail stops; the staff are still told, and mail about the person's own account still goes.
    const sent = await apiClient().call(contact, { json: { name: 'Rina Das', email, subject: 'Hello', message: 'A question about volunteering.', inquiryType: 'Other' } });
    expect(sent.status).toBe(200);
    expect(await outbox(email, 'submission-received')).toHaveLength(0);
    expect(await db.mailOutbox.count({ where: { topic: 'staff-notification', replyTo: email } })).toBe(1);
    const decision = await db.$transaction((tx) => queueMail(tx, { subject: 'Approved', text: 'x', html: '<p>x</p>', to: email, topic: 'decision', dedupeKey: `test:${email}` }));
    expect(decision).not.toBeNull();

    // Asking for the newsletter in its name gets the usual answer and mails it nothing: the opt-out stays.
    for (let i = 0; i < LIMITS.newsletterMailsPerEmail.points; i++) expect((await subscribe(email)).body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await outbox(email, 'newsletter-confirm')).toHaveLength(1); // the one confirmed before the unsubscribe
    expect(await db.mailOptOut.count({ where: { email } })).toBe(1);
    // Nor does another spelling of the same mailbox.
    const tagged = email.replace('@', '+again@');
    await subscribe(tagged);
    expect(await outbox(tagged, 'newsletter-confirm')).toHaveLength(0);

    // The way back: only the page's Undo with the mail's own link lifts the opt-out (all spellings of the mailbox);
    // a forged link or a one-click post saying "undo" does not.
    const undo = (query: string, form: Record<string, string>) => postForm(unsubscribeRoute, form, { path: `/api/v1/unsubscribe?${query}` });
    expect((await undo(`a=${a}&t=${'A'.repeat(32)}`, { from: 'page', undo: '1' })).status).toBe(400);
    expect((await undo(`a=${a}&t=${t}`, { undo: '1' })).status).toBe(200); // not from the page: an unsubscribe
    expect(await db.mailOptOut.count({ where: { email: { in: [email, mailboxKey(tagged)] } } })).toBe(new Set([email, mailboxKey(tagged)]).size);
    const back = await undo(`a=${a}&t=${t}`, { from: 'page', undo: '1', lang: 'hi' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/hi/unsubscribe?a=${a}&t=${t}&undone=1`);
    expect(await db.mailOptOut.count({ where: { email: { in: [email, mailboxKey(tagged)] } } })).toBe(0);
    await subscribe(tagged); // the newsletter's double opt-in works for the mailbox again
    expect(await outbox(tagged, 'newsletter-confirm')).toHaveLength(1);
  });

  it('confirms a contact message and a partnership request in the language of the page they were sent from', async () => {
    const [hindi, assamese, english] = [address('contact-hi'), address('partner-as'), address('contact-en')];
    expect((await apiClient().call(contact, { json: { name: 'Rina Das', email: hindi, subject: 'Hello', message: 'A question about volunteering.', inquiryType: 'Other' }, path: '/api/v1/contact?lang=hi' })).status).toBe(200);
    expect((await apiClient().call(partnership, { json: { organizationName: 'River Club', contactPerson: 'Rina Das', email: assamese, partnershipType: 'ngo' }, path: '/api/v1/partnership-request?lang=as' })).status).toBe(200);
    expect((await apiClient().call(contact, { json: { name: 'Rina Das', email: english, subject: 'Hello', message: 'A question.', inquiryType: 'Other' } })).status).toBe(200);
    const [hi] = await outbox(hindi, 'submission-received');
    expect(hi.subject).toBe('आपका संदेश हमें मिल गया है');
    expect(hi.textBody).toContain('आपके संदेश के लिए धन्यवाद। यह हमारी टीम तक पहुँच गया है, और कोई व्यक्ति इसे पढ़ेगा।');
    expect(hi.htmlBody).toContain('<html lang="hi-IN">');
    expect(hi.textBody).not.toContain('A question about volunteering.');
    const [as] = await outbox(assamese, 'submission-received');
    expect(as.subject).toBe('অংশীদাৰিত্বৰ বাবে আপোনাৰ অনুৰোধ আমি পাইছোঁ');
    expect(as.htmlBody).toContain('<html lang="as-IN">');
    const [en] = await outbox(english, 'submission-received');
    expect(en.subject).toBe('We have received your message');
    expect(en.textBody).toContain('Thank you for your contact message. It has reached our team, and a person will read it.');
  });

  it('every mail to the public has the unsubscribe link; mail to staff has none', async () => {
    const email = address('contact');
    await apiClient().call(contact, { json: { name: 'Rina Das', email, subject: 'Hello', message: 'A question about volunteering.', inquiryType: 'Other' } });
    const [received] = await outbox(email, 'submission-received');
    expect(received.textBody).toContain(`/unsubscribe?${unsubscribeQuery(email)}`);
    const notice = await db.mailOutbox.findFirstOrThrow({ where: { topic: 'staff-notification', replyTo: email } });
    expect(notice.textBody).not.toContain('/unsubscribe');
  });

  it('exports confirmed subscribers only, formula-safe, and records the row count in the audit', async () => {
    const tag = randomUUID().slice(0, 8);
    await db.newsletterSubscription.createMany({ data: [
      { email: `=cmd|' /c calc'!a1-${tag}@example.org`, confirmedAt: new Date() },
      { email: `pending-${tag}@example.org` },
      { email: `+news-${tag}@example.org`, confirmedAt: new Date() },
      { email: `-news-${tag}@example.org`, confirmedAt: new Date() },
    ] });
    const stream = await exportCsvStream('newsletter', `export-${tag}@staff.test`);
    const csv = await new Response(stream).text();
    expect(csv.split('\r\n')[0]).toBe('id,email,confirmedAt,createdAt');
    expect(csv).toContain(`'=cmd|' /c calc'!a1-${tag}@example.org`);
    // A valid address is exported as it is (the mailing tool must get the real one); nothing else loses the guard.
    expect(csv).toMatch(new RegExp(`\\r\\n\\d+,"\\+news-${tag}@example\\.org",`)); // quoted (it starts like a formula), never prefixed
    expect(csv).toMatch(new RegExp(`\\r\\n\\d+,"-news-${tag}@example\\.org",`));
    expect(csv).not.toContain(`pending-${tag}`);
    const rows = csv.trim().split('\r\n').length - 1;
    expect(rows).toBe(await db.newsletterSubscription.count({ where: { confirmedAt: { not: null } } }));
    const entry = await db.staffAction.findFirstOrThrow({ where: { staff: `export-${tag}@staff.test`, action: 'export', entityType: 'newsletter' } });
    expect(entry.detail).toEqual({ streamed: true, rows, complete: true });
  });

  it('publishes a story only with its sender\'s consent, shows only name, theme and story, and audits both ways', async () => {
    const story = (consentToPublish: boolean) => ({ name: 'Priya Gogoi', email: address('story'), theme: 'Civic', story: `Our club cleaned the Bharalu riverbank ${randomUUID()}.`, consentToPublish });
    const withConsent = story(true);
    const without = story(false);
    for (const s of [withConsent, without]) expect((await apiClient().call(impactStory, { json: s })).status).toBe(200);
    const yes = await db.impactStory.findFirstOrThrow({ where: { email: withConsent.email } });
    const no = await db.impactStory.findFirstOrThrow({ where: { email: without.email } });
    expect([yes.consentToPublish, no.consentToPublish]).toEqual([true, false]);

    await expect(setStoryPublished(no.id, true, 'rev@staff.test')).rejects.toThrow(NO_CONSENT);
    expect((await db.impactStory.findUniqueOrThrow({ where: { id: no.id } })).published).toBe(false);

    await setStoryPublished(yes.id, true, 'rev@staff.test');
    const shown = (await publishedStories()).find((s) => s.id === yes.id);
    expect(shown).toEqual({ id: yes.id, name: 'Priya Gogoi', theme: 'Civic', story: withConsent.story, photo: null });
    await setStoryPublished(yes.id, false, 'rev@staff.test');
    expect((await publishedStories()).some((s) => s.id === yes.id)).toBe(false);
    const actions = await db.staffAction.findMany({ where: { entityType: 'story', entityId: yes.id }, orderBy: { id: 'asc' }, select: { action: true, staff: true } });
    expect(actions).toEqual([{ action: 'story.publish', staff: 'rev@staff.test' }, { action: 'story.unpublish', staff: 'rev@staff.test' }]);
  });

  it('the retention job deletes requests whose link expired, and nothing else', async () => {
    const past = new Date(Date.now() - 1000);
    const later = new Date(Date.now() + 3600_000);
    const [expired, waiting, confirmed] = [address('expired'), address('waiting'), address('kept')];
    await db.newsletterSubscription.createMany({ data: [
      { email: expired, confirmTokenHash: randomUUID(), confirmTokenExpiresAt: past },
      { email: waiting, confirmTokenHash: randomUUID(), confirmTokenExpiresAt: later },
      { email: confirmed, confirmedAt: past },
    ] });
    // Rows that never had a link (stored before double opt-in, or asked for while the mails were spent): kept
    // while a link would still work, deleted after.
    const [linklessOld, linklessNew] = [address('linkless-old'), address('linkless-new')];
    await db.newsletterSubscription.createMany({ data: [
      { email: linklessOld, createdAt: new Date(Date.now() - 49 * 3600_000) },
      { email: linklessNew, createdAt: new Date(Date.now() - 47 * 3600_000) },
    ] });
    const step = RETENTION_STEPS.find((s) => s.name === 'newsletter requests whose confirmation link expired')!;
    expect(await step.run(new Date())).toBeGreaterThanOrEqual(2);
    const left = await db.newsletterSubscription.findMany({ where: { email: { in: [expired, waiting, confirmed, linklessOld, linklessNew] } }, select: { email: true } });
    expect(left.map((r) => r.email).sort()).toEqual([waiting, confirmed, linklessNew].sort());
  });

  it('audits every opening of an inbox item, by any role, not only the first', async () => {
    const row = await db.contactMessage.create({ data: { name: 'Kabir Ali', email: address('viewed'), subject: 'Hi', message: 'Hello there', inquiryType: 'Other' } });
    await openInboxItem('contact', row.id, 'viewer@staff.test', false);
    await openInboxItem('contact', row.id, 'rev@staff.test', true);
    await openInboxItem('contact', row.id, 'rev@staff.test', true);
    const views = await db.staffAction.findMany({ where: { entityType: 'contact', entityId: row.id }, orderBy: { id: 'asc' }, select: { action: true, staff: true, detail: true } });
    expect(views).toEqual([
      { action: 'inbox.contact.view', staff: 'viewer@staff.test', detail: { markedRead: false } },
      { action: 'inbox.contact.view', staff: 'rev@staff.test', detail: { markedRead: true } },
      { action: 'inbox.contact.view', staff: 'rev@staff.test', detail: { markedRead: false } },
    ]);
    // An unconfirmed newsletter request is not in the inbox.
    const pending = await db.newsletterSubscription.create({ data: { email: address('unconfirmed') } });
    await expect(openInboxItem('newsletter', pending.id, 'rev@staff.test', true)).rejects.toThrow(/No newsletter subscription/);
  });

  it('the form does the same work for every address: one statement, whatever the address\'s state (no timing oracle)', async () => {
    // The app's database client, swapped for one that reports each statement it sends (the rate limits use
    // their own pool, and count the same for every address).
    const store = globalThis as unknown as { db?: unknown };
    const app = store.db;
    const statements: string[] = [];
    const watched = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 2 }), log: [{ emit: 'event', level: 'query' }] });
    watched.$on('query', (e) => statements.push(e.query));
    const confirmed = address('state-confirmed');
    const pending = address('state-pending');
    const optedOut = address('state-optout');
    const spent = address('state-spent');
    await db.newsletterSubscription.createMany({ data: [{ email: confirmed, confirmedAt: new Date() }, { email: pending, confirmTokenHash: randomUUID(), confirmTokenExpiresAt: new Date(Date.now() + 3600_000) }] });
    await db.mailOptOut.create({ data: { email: optedOut } });
    for (let i = 0; i < LIMITS.newsletterMailsPerEmail.points; i++) await subscribe(spent);
    const seen: Record<string, string[]> = {};
    try {
      store.db = watched;
      for (const [state, email] of Object.entries({ new: address('state-new'), pending, confirmed, optedOut, spent })) {
        statements.length = 0;
        expect((await apiClient().call(newsletter, { json: { email } })).body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
        seen[state] = [...statements];
      }
    } finally {
      store.db = app;
      await watched.$disconnect();
    }
    expect(seen.new).toHaveLength(1);
    expect(seen.new[0]).toMatch(/^\s*WITH row AS \(INSERT INTO newsletter_subscriptions .* ON CONFLICT \(email\) DO NOTHING\)\s+SELECT graphile_worker\.add_job/s);
    for (const state of ['pending', 'confirmed', 'optedOut', 'spent']) expect(seen[state], state).toEqual(seen.new);
    // The worker then decides: a confirmed, an unsubscribed and a spent address get no mail.
    await runNewsletterRequests();
    expect(await outbox(confirmed, 'newsletter-confirm')).toHaveLength(0);
    expect(await outbox(optedOut, 'newsletter-confirm')).toHaveLength(0);
    expect(await outbox(spent, 'newsletter-confirm')).toHaveLength(LIMITS.newsletterMailsPerEmail.points);
  });

  it('one mailbox is one budget however its address is spelt: case, +tags, and Gmail\'s dots', async () => {
    const user = `mb${randomUUID().slice(0, 8)}`;
    const spellings = [`${user}@gmail.com`, `${user.toUpperCase()}+news@gmail.com`, `${user.slice(0, 3)}.${user.slice(3)}@gmail.com`, `${user}+x@googlemail.com`, `${user[0]}.${user.slice(1)}+y@GMAIL.com`];
    for (const email of spellings) await subscribe(email);
    const sent = await db.mailOutbox.count({ where: { topic: 'newsletter-confirm', toAddress: { in: spellings.map((e) => e.toLowerCase()) } } });
    expect(sent).toBe(LIMITS.newsletterMailsPerEmail.points);
    // Each row keeps the address as typed (lowercased), not the budget's key.
    expect(await db.newsletterSubscription.count({ where: { email: { in: spellings.map((e) => e.toLowerCase()) } } })).toBe(spellings.length);

    // "We have received your message": one a day per mailbox, across the contact and partnership forms; the staff hear of each.
    const box = `rcv${randomUUID().slice(0, 8)}`;
    const senders = [`${box}@example.org`, `${box}+1@example.org`, `${box.toUpperCase()}+2@Example.org`];
    for (const email of senders.slice(0, 2)) expect((await apiClient().call(contact, { json: { name: 'Rina Das', email, subject: 'Hello', message: 'A question about volunteering.', inquiryType: 'Other' } })).status).toBe(200);
    expect((await apiClient().call(partnership, { json: { organizationName: 'River Club', contactPerson: 'Rina Das', email: senders[2], partnershipType: 'ngo' } })).status).toBe(200);
    const lowered = senders.map((e) => e.toLowerCase());
    expect(await db.mailOutbox.count({ where: { topic: 'submission-received', toAddress: { in: [...senders, ...lowered] } } })).toBe(LIMITS.receivedMailsPerEmail.points);
    expect(await db.mailOutbox.count({ where: { topic: 'staff-notification', replyTo: { in: [...senders, ...lowered] } } })).toBe(3);
  });

  it('erasure takes the staff notices holding the person\'s text, and does not hand out a fresh day of mails', async () => {
    const email = address('erased');
    const text = `My story, to be forgotten ${randomUUID()}.`;
    expect((await apiClient().call(impactStory, { json: { name: 'Priya Secret', email, theme: 'Civic', story: text, consentToPublish: true } })).status).toBe(200);
    expect((await apiClient().call(contact, { json: { name: 'Priya Secret', email: email.toUpperCase(), subject: 'Hello', message: 'Please forget me.', inquiryType: 'Other' } })).status).toBe(200);
    expect(await db.mailOutbox.count({ where: { topic: 'staff-notification', replyTo: { in: [email, email.toUpperCase()] } } })).toBe(2);
    for (let i = 0; i < LIMITS.newsletterMailsPerEmail.points; i++) await subscribe(email);
    expect(await outbox(email, 'newsletter-confirm')).toHaveLength(LIMITS.newsletterMailsPerEmail.points);

    const counts = await eraseSubmissionsByEmail(email.toUpperCase(), 'admin@staff.test', 'request by email');
    expect(counts).toMatchObject({ contactMessages: 1, impactStories: 1, newsletter: 1 });
    expect(await db.mailOutbox.count({ where: { replyTo: { equals: email, mode: 'insensitive' } } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { textBody: { contains: text } } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { toAddress: { equals: email, mode: 'insensitive' } } })).toBe(0);

    // The day's confirmation mails stay spent.
    await subscribe(email);
    expect(await outbox(email, 'newsletter-confirm')).toHaveLength(0);
  });

  it('audits each inbox list page once, with what it showed', async () => {
    const staff = `lister-${randomUUID().slice(0, 8)}@staff.test`;
    const page = await listInbox('contact', { status: 'new' }, staff);
    const entries = await db.staffAction.findMany({ where: { staff }, select: { action: true, entityType: true, entityId: true, detail: true } });
    expect(entries).toEqual([{ action: 'inbox.contact.list', entityType: 'contact', entityId: null, detail: { status: 'new', before: null, items: page.items.length } }]);
  });
});
