// Mail through the outbox and the job queue to a real SMTP server (MailDev), read back over its API.
// One file, run in order, on a database of its own: a running worker takes every job it can see, and on the
// shared database it would send (and empty the bodies of) other files' queued mail.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from 'graphile-worker';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues, uniqueMobile } from '../factories';
import { pdf, png } from '../helpers/files';
import { mailbox } from '../helpers/mailbox';
import { ownDatabase } from '../helpers/own-database';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { runMailQueueOnce, startMailWorker } from '@/lib/mail/worker';
import { sendOutboxMail } from '@/lib/mail/send-outbox-mail';
import { smtpSender } from '@/lib/mail/transport';
import { decide } from '@/lib/review/decide';

const FROM = 'NextGen Youth Foundation <no-reply@test.example>';
const database = ownDatabase('mail');

async function registerIntern(email: string) {
  const values = await registrationValues({ email, mobileNumber: uniqueMobile() });
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  return (res.body.updatedintern as { id: number }).id;
}

/**
 * Resolves once a worker started after `since` listens for new jobs on this file's database: its connection ran
 * graphile-worker's LISTEN and waits, idle. `run()` resolves before that, and a job announced earlier is missed.
 */
async function listeningSince(since: Date) {
  const name = new URL(database.url).pathname.slice(1);
  await expect.poll(async () => (await testDb().$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = ${name} AND backend_start >= ${since} AND state = 'idle' AND query LIKE 'LISTEN "jobs:insert"%'`)[0]!.n,
  { timeout: 60_000 }).toBe(1);
}

const outboxOf = (type: string, id: number) =>
  testDb().mailOutbox.findMany({ where: { personType: type, personId: id }, orderBy: { id: 'asc' } });

describe('mail delivery', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  let worker: Runner | undefined;
  const options = () => ({ databaseUrl: database.url, smtpUrl: box.smtpUrl, from: FROM });

  beforeAll(async () => {
    await database.create();
    box = await mailbox({ start: false });
  });
  afterEach(async () => { await worker?.stop(); worker = undefined; });
  afterAll(async () => {
    await box.stop();
    await testDb().$disconnect();
    await database.drop();
  });

  it('survives an SMTP outage: the registration succeeds, the mail goes once the server is back, once', async () => {
    worker = await startMailWorker(options());
    const email = `outage.${Date.now()}@example.com`;
    const id = await registerIntern(email); // the SMTP server is down
    const intern = await testDb().applicant.findUniqueOrThrow({ where: { id } });

    // The worker tried and failed; the message is kept, unsent, with the error.
    await expect.poll(async () => (await outboxOf('intern', id))[0]?.lastError ?? null, { timeout: 60_000 }).not.toBeNull();
    const failed = (await outboxOf('intern', id))[0];
    expect(failed).toMatchObject({ sentAt: null, topic: 'registration-received', toAddress: email });
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);

    await box.start(); // the server is back: the queue's next retry (seconds later) delivers it
    const [mail] = await box.waitFor(email, 1, 60_000);
    expect(mail.subject).toBe(`We received your internship application (${intern.applicationId})`);
    expect(mail.text).toContain(`Your application ID is ${intern.applicationId}.`);
    expect(mail.text).toContain('/internship-acknowledgement');
    expect(mail.html).toContain(intern.applicationId);

    // The worker records the send after the SMTP server has taken the mail: under load, a moment after it arrives.
    await expect.poll(async () => (await outboxOf('intern', id))[0].sentAt, { timeout: 60_000 }).not.toBeNull();
    const [sent] = await outboxOf('intern', id);
    expect(sent).toMatchObject({ textBody: null, htmlBody: null, lastError: null });

    // Running the job again, and the send step directly, changes nothing.
    await runMailQueueOnce(options());
    expect(await sendOutboxMail(sent.id, smtpSender(box.smtpUrl), FROM)).toBe('already-sent');
    await new Promise((r) => setTimeout(r, 500));
    expect(await box.messagesTo(email)).toHaveLength(1);
    expect(await outboxOf('intern', id)).toHaveLength(1);
  });

  it('delivers a registration mail moments after the answer: new jobs wake the worker, nothing polls', async () => {
    // The worker looks for unannounced jobs only every 10 minutes here: a mail that arrives at all was announced.
    // (How many milliseconds it takes is a number for a quiet machine, printed below, not asserted.)
    const since = new Date();
    worker = await startMailWorker({ ...options(), pollInterval: 10 * 60_000 });
    await listeningSince(since); // a fixed pause (500 ms) was not always enough for it on a busy machine
    const email = `fast.${Date.now()}@example.com`;
    const values = await registrationValues({ email, mobileNumber: uniqueMobile() });
    const form = toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() });
    const res = await apiClient().call(createIntern, { form });
    const answeredAt = Date.now();
    expect(res.status).toBe(200);
    await box.waitFor(email, 1, 60_000);
    const delay = Date.now() - answeredAt;
    const internId = (res.body.updatedintern as { id: number }).id;
    await expect.poll(async () => (await outboxOf('intern', internId))[0].sentAt, { timeout: 60_000 }).not.toBeNull();
    const [row] = await outboxOf('intern', internId);
    console.log(`[mail] answer -> in the SMTP server: ${delay} ms; queued -> marked sent: ${row.sentAt!.getTime() - row.createdAt.getTime()} ms`);
  });

  it('sends exactly one mail for each staff decision, also when the job runs twice at once', async () => {
    const approvedEmail = `approve.${Date.now()}@example.com`;
    const rejectedEmail = `reject.${Date.now()}@example.com`;
    const approvedId = await registerIntern(approvedEmail);
    const rejectedId = await registerIntern(rejectedEmail);
    await decide('intern', approvedId, 'approve', { staff: 'Test Staff' });
    await decide('intern', approvedId, 'revoke', { staff: 'Test Staff', reason: 'left the programme' });
    await decide('intern', rejectedId, 'reject', { staff: 'Test Staff', reason: 'ID proof unreadable' });

    // Two workers' worth of attempts on every row at the same time, then the queue twice.
    const rows = [...(await outboxOf('intern', approvedId)), ...(await outboxOf('intern', rejectedId))];
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual([
      `intern:${approvedId}:approved`, `intern:${approvedId}:received`, `intern:${approvedId}:revoked`,
      `intern:${rejectedId}:received`, `intern:${rejectedId}:rejected`,
    ].sort());
    const send = smtpSender(box.smtpUrl);
    const results = await Promise.all(rows.flatMap((r) => [sendOutboxMail(r.id, send, FROM), sendOutboxMail(r.id, send, FROM)]));
    expect(results.filter((r) => r === 'sent')).toHaveLength(rows.length);
    await runMailQueueOnce(options());
    await runMailQueueOnce(options());

    const toApproved = await box.waitFor(approvedEmail, 3);
    const toRejected = await box.waitFor(rejectedEmail, 2);
    await new Promise((r) => setTimeout(r, 500));
    expect((await box.messagesTo(approvedEmail)).map((m) => m.subject).sort()).toEqual(toApproved.map((m) => m.subject).sort());
    expect(toApproved).toHaveLength(3);
    expect(toRejected).toHaveLength(2);
    const approvedApp = (await testDb().applicant.findUniqueOrThrow({ where: { id: approvedId } })).applicationId;
    const rejectedApp = (await testDb().applicant.findUniqueOrThrow({ where: { id: rejectedId } })).applicationId;
    expect(toApproved.map((m) => m.subject).sort()).toEqual([
      `Approved: your internship application (${approvedApp})`,
      `We received your internship application (${approvedApp})`,
      `Your card for ${approvedApp} has been revoked`,
    ].sort());
    const rejection = toRejected.find((m) => m.subject.includes('was not accepted'))!;
    expect(rejection.subject).toBe(`Your internship application (${rejectedApp}) was not accepted`);
    expect(rejection.text).toContain('The reason given: ID proof unreadable');
    expect(toApproved.find((m) => m.subject.includes('revoked'))!.text).toContain('The reason given: left the programme');
  });

  it("mails an institution's decision to its contact, with a signed card link that needs no login", async () => {
    const db = testDb();
    const email = `college.${Date.now()}@example.org`;
    const { makeInstitution } = await import('../factories');
    const inst = await makeInstitution({ status: 'pending' });
    await db.institution.update({ where: { id: inst.id }, data: { email } });
    await db.document.create({ data: { kind: 'institution_id_proof', storageKey: `k-${inst.id}-${Date.now()}`, contentType: 'application/pdf', sizeBytes: 1, sha256: 'x', institutionId: inst.id } });
    await decide('institution', inst.id, 'approve', { staff: 'Test Staff' });
    await runMailQueueOnce(options());
    await runMailQueueOnce(options());
    const mails = await box.waitFor(email, 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await box.messagesTo(email)).toHaveLength(1);
    expect(mails[0].subject).toBe(`Approved: your institution registration (${inst.applicationId})`);
    expect(mails[0].text).toMatch(new RegExp(`/institute-acknowledgement/${inst.id}\\?access=[0-9a-z]+\\.[A-Za-z0-9_-]{22}`));
  });
});
