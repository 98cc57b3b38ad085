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
import { NEWSLETTER_MESSAGES } from '@/lib/public-forms/newsletter';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { smtpSender } from '@/lib/mail/transport';
import { queueMail } from '@/lib/mail/outbox';
import { UNSUBSCRIBE_REFUSED, unsubscribeQuery } from '@/lib/mail/unsubscribe';
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
const subscribe = (email: string) => apiClient().call(newsletter, { json: { email } });
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

    // Subscribing again and confirming lifts the opt-out.
    await subscribe(email);
    await postForm(confirm, { token: tokenIn((await outbox(email, 'newsletter-confirm')).at(-1)!.textBody!)! });
    expect(await db.mailOptOut.count({ where: { email } })).toBe(0);
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
    ] });
    const stream = await exportCsvStream('newsletter', `export-${tag}@staff.test`);
    const csv = await new Response(stream).text();
    expect(csv.split('\r\n')[0]).toBe('id,email,confirmedAt,createdAt');
    expect(csv).toContain(`'=cmd|' /c calc'!a1-${tag}@example.org`);
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
    expect(shown).toEqual({ id: yes.id, name: 'Priya Gogoi', theme: 'Civic', story: withConsent.story });
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
    const step = RETENTION_STEPS.find((s) => s.name === 'newsletter requests whose confirmation link expired')!;
    expect(await step.run(new Date())).toBeGreaterThanOrEqual(1);
    expect(await db.newsletterSubscription.count({ where: { email: { in: [expired, waiting, confirmed] } } })).toBe(2);
    expect(await db.newsletterSubscription.count({ where: { email: expired } })).toBe(0);
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
});
