// Erasure on request: `institutions erase`, `submissions erase --email`, and the rate-limit rows that a
// person's or an address's erasure takes with it (recomputed from the HMAC key).
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, institutionPayload, makeInstitution, registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { saveDocument } from '@/lib/documents/store';
import { toMultipart } from '@/lib/registration/multipart';
import { loginRateLimitKey } from '@/lib/accounts/login-rate-limit';
import { emailRateLimitKeys } from '@/lib/public-forms/spam-guard';
import { accountRateLimitKeys } from '@/lib/accounts/account-rate-limits';
import { runAdmin } from '@/scripts/admin/run';
import { institutions } from '@/scripts/admin/institutions';
import { interns } from '@/scripts/admin/people';
import { submissions } from '@/scripts/admin/submissions';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as login } from '@/app/api/v1/login/route';
import { POST as contact } from '@/app/api/v1/contact/route';
import { POST as communitySignup } from '@/app/api/v1/community-signup/route';
import { POST as newsletter } from '@/app/api/v1/newsletter/route';
import { POST as partnership } from '@/app/api/v1/partnership-request/route';
import { POST as impactStory } from '@/app/api/v1/impact-story/route';
import { POST as forgotPassword } from '@/app/api/v1/forgot-password/route';
import { POST as changePassword } from '@/app/api/v1/change-password/route';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as uploadProof } from '@/app/api/v1/upload-institution-id/route';

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin([...argv, '--by', 'Test Staff'], [institutions, interns, submissions], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('admin institutions erase', () => {
  it('erases the row, its ID proof row and the file; the audit entry keeps only the application id and reason', async () => {
    const inst = await makeInstitution({ status: 'pending' });
    const stored = await saveDocument(fileBytes('pdf'), `institution-${inst.id}`);
    await testDb().document.create({ data: { kind: 'institution_id_proof', institutionId: inst.id, contentType: 'application/pdf', ...stored } });
    const file = path.join(process.env.UPLOAD_DIR!, stored.storageKey);
    expect(existsSync(file)).toBe(true);

    expect(await admin('institutions', 'erase', String(inst.id), '--reason', 'request of 20 Nov')).toMatchObject({ code: 1, err: expect.stringMatching(/add --confirm/) });
    const done = await admin('institutions', 'erase', String(inst.id), '--reason', 'request of 20 Nov', '--confirm');
    expect(done).toMatchObject({ code: 0, out: `Erased ${inst.applicationId}: the record and 1 file are gone; the audit trail keeps the application id.` });
    expect(await testDb().institution.findUnique({ where: { id: inst.id } })).toBeNull();
    expect(await testDb().document.count({ where: { institutionId: inst.id } })).toBe(0);
    expect(existsSync(file)).toBe(false);
    const trail = await testDb().staffAction.findFirstOrThrow({ where: { entityType: 'institution', entityId: inst.id, action: 'institution.erase' } });
    expect(trail).toMatchObject({ staff: 'Test Staff', detail: { applicationId: inst.applicationId, reason: 'request of 20 Nov' } });
    expect(JSON.stringify(trail.detail)).not.toMatch(/Anita|principal@|Test College/);
  });

  it("also removes the institution's mail from the outbox (its contact's address)", async () => {
    const browser = apiClient();
    const email = `erase.${randomUUID().slice(0, 8)}@college.org`;
    const created = await browser.call(createInstitution, { json: await institutionPayload({ email }) });
    const id = (created.body.institution as { id: number }).id;
    const form = new FormData();
    form.append('institution_id', String(id));
    form.append('file', new File([fileBytes('pdf')], 'proof.pdf', { type: 'application/pdf' }));
    expect((await browser.call(uploadProof, { form })).status).toBe(200);
    const mail = { personType: 'institution', personId: id };
    expect(await testDb().mailOutbox.count({ where: mail })).toBe(1);
    expect((await admin('institutions', 'erase', String(id), '--reason', 'request', '--confirm')).code).toBe(0);
    expect(await testDb().mailOutbox.count({ where: mail })).toBe(0);
    expect(await testDb().mailOutbox.count({ where: { toAddress: email } })).toBe(0);
  });

  it('refuses while a student is registered with the institution, and keeps everything', async () => {
    const values = await registrationValues();
    const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
    expect(res.status).toBe(200);
    const id = Number(values.collegeName);
    const refused = await admin('institutions', 'erase', String(id), '--reason', 'request', '--confirm');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Error: INS-\d{4}-\d{5} has 1 intern and 0 members registered with it\. Erase them first/);
    expect(await testDb().institution.findUnique({ where: { id } })).not.toBeNull();
    expect(await admin('institutions', 'erase', '99999999999', '--reason', 'x', '--confirm')).toMatchObject({ code: 1 });
  });
});

describe('admin submissions erase', () => {
  it('erases every form row of one address (any case) and its rate-limit counters; other addresses stay', async () => {
    const address = `erase-${randomUUID().slice(0, 8)}@example.org`;
    const other = `keep-${randomUUID().slice(0, 8)}@example.org`;
    const api = apiClient();
    const story = 'We cleaned the river bank in Dibrugarh with forty volunteers.';
    for (const email of [address, other]) {
      expect((await api.call(contact, { json: { name: 'Rina Das', email, subject: 'Hi', message: 'Hello there', inquiryType: 'Other' } })).status).toBe(200);
      expect((await api.call(communitySignup, { json: { name: 'Rina Das', email } })).status).toBe(200);
      expect((await api.call(newsletter, { json: { email } })).status).toBe(200);
      expect((await api.call(partnership, { json: { organizationName: 'River Club', contactPerson: 'Rina Das', email, partnershipType: 'ngo' } })).status).toBe(200);
      expect((await api.call(impactStory, { json: { name: 'Rina Das', email, theme: 'Environment', story } })).status).toBe(200);
    }
    const counters = () => testDb().rateLimit.count({ where: { key: { in: emailRateLimitKeys(address) } } });
    expect(await counters()).toBe(5); // one per form (the budgets of mail to the address outlive an erasure)

    const done = await admin('submissions', 'erase', '--email', address.toUpperCase(), '--reason', 'request by email', '--confirm');
    expect(done.code).toBe(0);
    expect(done.out).toBe(`Erased 1 contact messages, 1 community sign-ups, 1 newsletter subscriptions, 1 partnership requests, 1 impact stories, 5 rate-limit counters of ${address.toUpperCase()}.\nThe Impact page (/impact) shows no erased story within 5 minutes.`);
    const db = testDb();
    const left = async (email: string) => [
      await db.contactMessage.count({ where: { email } }), await db.communitySignup.count({ where: { email } }),
      await db.newsletterSubscription.count({ where: { email } }), await db.partnershipRequest.count({ where: { email } }),
      await db.impactStory.count({ where: { email } }),
    ];
    expect(await left(address)).toEqual([0, 0, 0, 0, 0]);
    expect(await left(other)).toEqual([1, 1, 1, 1, 1]);
    expect(await counters()).toBe(0);
    expect(await db.rateLimit.count({ where: { key: { in: emailRateLimitKeys(other) } } })).toBe(5);
    const trail = await db.staffAction.findFirstOrThrow({ where: { action: 'submissions.erase' }, orderBy: { id: 'desc' } });
    expect(trail.detail).toMatchObject({ contactMessages: 1, impactStories: 1, reason: 'request by email' });
    expect(JSON.stringify(trail.detail)).not.toContain(address.split('@')[0]);
  });

  it('needs an address, a reason and --confirm', async () => {
    expect((await admin('submissions', 'erase', '--reason', 'x', '--confirm')).err).toMatch(/Give the address to erase/);
    expect((await admin('submissions', 'erase', '--email', 'a@b.org', '--confirm')).err).toMatch(/A reason is required/);
    expect((await admin('submissions', 'erase', '--email', 'a@b.org', '--reason', 'x')).err).toMatch(/add --confirm/);
    expect((await admin('submissions', 'erase', '--email', `none-${randomUUID().slice(0, 8)}@b.org`, '--reason', 'x', '--confirm')).out).toMatch(/^Nothing stored for none-/);
  });
});

describe('erasing a person', () => {
  it('also removes the failed-login counter of their mobile number', async () => {
    const values = await registrationValues();
    const res = await apiClient().call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
    const id = (res.body.updatedintern as { id: number }).id;
    expect((await apiClient().call(login, { json: { type: 'intern', mobile_no: values.mobileNumber, password: 'Wrong@2025' } })).status).toBe(401);
    const key = loginRateLimitKey('intern', values.mobileNumber);
    expect(await testDb().rateLimit.count({ where: { key } })).toBe(1);
    expect((await admin('interns', 'erase', String(id), '--reason', 'request', '--confirm')).code).toBe(0);
    expect(await testDb().rateLimit.count({ where: { key } })).toBe(0);
  });
});

describe('erasing a person, their account records', () => {
  it('removes their mail, reset tokens, sessions and password-change and reset-mail counters; others keep theirs', async () => {
    async function registered() {
      const browser = apiClient();
      const values = await registrationValues({ email: `person.${randomUUID().slice(0, 8)}@example.com` });
      const res = await browser.call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
      expect(res.status).toBe(200);
      const id = (res.body.updatedintern as { id: number }).id;
      expect((await apiClient().call(forgotPassword, { json: { type: 'intern', mobile_no: values.mobileNumber } })).status).toBe(200);
      const wrong = await browser.call(changePassword, { json: { current_password: 'Wrong@2025x', new_password: 'Brahmaputra#2026' } });
      expect(wrong.status).toBe(400);
      return { id, values, email: values.email };
    }
    const gone = await registered();
    const kept = await registered();
    const db = testDb();
    const records = async (p: { id: number; values: { mobileNumber: string }; email: string }) => [
      await db.mailOutbox.count({ where: { personType: 'intern', personId: p.id } }),
      await db.mailOutbox.count({ where: { toAddress: p.email } }),
      await db.passwordResetToken.count({ where: { personType: 'intern', personId: p.id } }),
      await db.session.count({ where: { userType: 'intern', userId: p.id } }),
      await db.rateLimit.count({ where: { key: { in: accountRateLimitKeys({ type: 'intern', id: p.id }) } } }),
    ];
    // received + reset mail (each to the address), one reset token, the registering browser's session, the
    // password-change and reset-mail counters (the reset-request counter is kept per asking address, which erasure
    // cannot know; it holds no raw number and expires within the hour)
    expect(await records(gone)).toEqual([2, 2, 1, 1, 2]);
    expect((await admin('interns', 'erase', String(gone.id), '--reason', 'request', '--confirm')).code).toBe(0);
    expect(await records(gone)).toEqual([0, 0, 0, 0, 0]);
    expect(await records(kept)).toEqual([2, 2, 1, 1, 2]);
  });
});
