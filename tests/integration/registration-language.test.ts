// The language a registration is made in: stored with the applicant, and their mail written in it, with the
// card's address in that language. The API's answers stay the spec's English unless the form asks (?lang=).
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { decide } from '@/lib/review/decide';

type Values = Awaited<ReturnType<typeof registrationValues>>;
const form = (v: Values) => toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() });

describe('registration language', () => {
  it('an Assamese registration is stored as such and its mail is in Assamese, with the /as card link', async () => {
    const v = await registrationValues();
    const res = await apiClient().call(createIntern, { form: form(v), path: '/api/v1/create-intern?lang=as' });
    expect(res.status).toBe(200);
    const id = (res.body.updatedintern as { id: number }).id;
    const row = await testDb().applicant.findUniqueOrThrow({ where: { id }, select: { language: true, applicationId: true } });
    expect(row.language).toBe('as');
    const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: id } });
    expect(mail.subject).toBe(`আমি আপোনাৰ ইণ্টাৰ্নশ্বিপৰ আবেদন পালোঁ (${row.applicationId})`);
    expect(mail.textBody).toContain(`নমস্কাৰ ${v.applicantName.trim()},`);
    expect(mail.textBody).toMatch(/\/as\/internship-acknowledgement\b/);
    expect(mail.htmlBody).toContain('<html lang="as-IN">');

    // Staff's decision reaches them in Assamese too.
    await decide('intern', id, 'approve', { staff: 'Rupa Kalita' });
    const decision = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: id, topic: 'decision' } });
    expect(decision.subject).toBe(`অনুমোদিত: আপোনাৰ ইণ্টাৰ্নশ্বিপৰ আবেদন (${row.applicationId})`);
  });

  it('without ?lang= (or with a language we do not have) the applicant is English and so is the mail', async () => {
    for (const path of ['/api/v1/create-intern', '/api/v1/create-intern?lang=fr']) {
      const res = await apiClient().call(createIntern, { form: form(await registrationValues()), path });
      expect(res.status).toBe(200);
      const id = (res.body.updatedintern as { id: number }).id;
      expect((await testDb().applicant.findUniqueOrThrow({ where: { id } })).language).toBe('en');
      const mail = await testDb().mailOutbox.findFirstOrThrow({ where: { personType: 'intern', personId: id } });
      expect(mail.subject).toMatch(/^We received your internship application \(INT-/);
    }
  });

  it('a refusal answers in the form\'s language; the same refusal in English is the spec\'s message', async () => {
    const v = await registrationValues({ mobileNumber: '1234567890' });
    const english = await apiClient().call(createIntern, { form: form(v) });
    const hindi = await apiClient().call(createIntern, { form: form(v), path: '/api/v1/create-intern?lang=hi' });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('Invalid mobile number.');
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe('अमान्य मोबाइल नंबर।');
    expect((hindi.body.errors as Record<string, string>).mobileNumber).toBe('अमान्य मोबाइल नंबर।');
  });
});
