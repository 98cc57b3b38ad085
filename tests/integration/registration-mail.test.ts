// Which registrations queue a "received" mail, and what it says (delivery itself: mail-delivery.test.ts).
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, institutionPayload } from '../factories';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as uploadProof } from '@/app/api/v1/upload-institution-id/route';
import { isValidCardLink } from '@/lib/cards/institution-card-link';

function proofForm(id: number, name = 'proof.pdf') {
  const form = new FormData();
  form.append('institution_id', String(id));
  form.append('file', new File([fileBytes('pdf')], name, { type: 'application/pdf' }));
  return form;
}

describe('registration received mail', () => {
  it('queues one for an institution when its proof arrives (not for the draft, not again for a replaced proof), with a signed card link', async () => {
    const browser = apiClient();
    const email = `office.${Date.now()}@college.org`;
    const created = await browser.call(createInstitution, { json: await institutionPayload({ email }) });
    expect(created.status).toBe(200);
    const id = (created.body.institution as { id: number }).id;
    expect(await testDb().mailOutbox.count({ where: { personType: 'institution', personId: id } })).toBe(0);

    expect((await browser.call(uploadProof, { form: proofForm(id) })).status).toBe(200);
    expect((await browser.call(uploadProof, { form: proofForm(id, 'again.pdf') })).status).toBe(200);
    const mails = await testDb().mailOutbox.findMany({ where: { personType: 'institution', personId: id } });
    expect(mails).toHaveLength(1);
    const inst = await testDb().institution.findUniqueOrThrow({ where: { id } });
    expect(mails[0]).toMatchObject({ toAddress: email, topic: 'registration-received', subject: `We received your institution registration (${inst.applicationId})` });
    const token = new RegExp(`/institute-acknowledgement/${id}\\?access=([0-9a-z]+\\.[A-Za-z0-9_-]{22})`).exec(mails[0].textBody!)![1];
    expect(isValidCardLink(id, token)).toBe(true);
    expect(isValidCardLink(id + 1, token)).toBe(false);
    expect(mails[0].textBody).toContain('This link opens your card without a login until');
  });
});
