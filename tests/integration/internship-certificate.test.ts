// The internship's completion certificate (issue 37): issued in the completing transaction with the numbers and
// words it certifies, mailed (read back from MailDev) with its number and verify address, downloaded as a PDF
// by the intern alone (nobody 401, a member 403, an intern without one 404), revoked and reissued by staff (the
// internship then points to the new number). Two completions at once issue one certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from 'graphile-worker';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { browserWithSession } from '../helpers/session';
import { registrationValues, uniqueMobile } from '../factories';
import { pdf, png } from '../helpers/files';
import { mailbox } from '../helpers/mailbox';
import { ownDatabase } from '../helpers/own-database';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { GET as certificatePdfRoute } from '@/app/api/v1/my-internship/certificate.pdf/route';
import { GET as certificateJsonRoute } from '@/app/api/v1/my-internship/certificate.json/route';
import { GET as didDocumentRoute } from '@/app/.well-known/did.json/route';
import { verifyElsewhere } from '../helpers/verify-elsewhere';
import { startMailWorker } from '@/lib/mail/worker';
import { decide } from '@/lib/review/decide';
import { offer } from '@/lib/internships/offer';
import { accept } from '@/lib/internships/intern-steps';
import { reviewLetter, reviewLog } from '@/lib/internships/staff-steps';
import { complete } from '@/lib/internships/complete';
import { addDays, indiaDate, mondayOf } from '@/lib/internships/dates';
import { reissueInternshipCertificate, revokeInternshipCertificate } from '@/lib/internships/certificate-files';
import { certificateVerifyUrl } from '@/lib/certificates/certificate-code';
import { listInternships } from '@/lib/internships/list';
import { myInternship } from '@/lib/internships/my-internship';
import { runAdmin } from '@/scripts/admin/run';
import { certificates as certificatesGroup } from '@/scripts/admin/certificates';

const STAFF = 'coordinator@example.org';
const database = ownDatabase('internship_certificates');
const START = () => addDays(mondayOf(indiaDate(new Date())), -70); // ten weeks back: an 8-week internship is over

async function registeredIntern(name: string) {
  const mobile = uniqueMobile();
  const email = `cert.${mobile}@example.com`;
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues({ applicantName: name, email, mobileNumber: mobile, whatsappNumber: mobile }), { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  await decide('intern', id, 'approve', { staff: STAFF });
  return { id, email };
}

/** An internship with 8 approved hours of a needed 8 (8 weeks × 1 hour), ready to complete. */
async function completable(name: string) {
  const intern = await registeredIntern(name);
  const { id } = await offer(intern.id, { title: 'Clean Water Survey', start_date: START(), weeks: 8, min_hours_per_week: 1 }, STAFF);
  await accept(intern.id);
  const db = testDb();
  // The letter's upload has its own tests (intern-road's); here it is on file and accepted.
  await db.internshipLetter.create({ data: { internshipId: id, status: 'submitted' } });
  await reviewLetter(id, 'accept', { staff: STAFF });
  await db.internshipLog.create({ data: { internshipId: id, weekStart: new Date(`${START()}T00:00:00Z`), hours: 8, summary: 'Surveyed twelve households about drinking water.' } });
  await reviewLog(id, START(), 'approve', { staff: STAFF, admin: true });
  return { ...intern, internshipId: id };
}

describe('the internship certificate', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  let worker: Runner;

  beforeAll(async () => {
    await database.create();
    box = await mailbox();
    worker = await startMailWorker({ databaseUrl: database.url, smtpUrl: box.smtpUrl, from: 'NextGen Youth Foundation <no-reply@test.example>', pollInterval: 500 });
  });
  afterAll(async () => {
    await worker?.stop();
    await box?.stop();
    await testDb().$disconnect();
    await database.drop();
  });

  it('is issued once by two completions at once, with the programme, college, dates and hours, and mailed with its number', async () => {
    const i = await completable('Mridul Hazarika');
    const outcomes = await Promise.allSettled([complete(i.internshipId, STAFF), complete(i.internshipId, STAFF)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const certificates = await testDb().certificate.findMany({ where: { kind: 'internship_completion', subjectId: i.internshipId } });
    expect(certificates).toHaveLength(1);
    const [c] = certificates;
    const college = await testDb().applicant.findUniqueOrThrow({ where: { id: i.id }, select: { institution: { select: { name: true } } } });
    expect(c.number).toMatch(/^INT-\d{4}-\d{4}$/);
    expect(c.holderName).toBe('Mridul Hazarika');
    expect(c.details).toEqual({ programme: 'Clean Water Survey', institution: college.institution.name, starts: START(), ends: addDays(START(), 55), hours: 8 });
    expect((await testDb().internship.findUniqueOrThrow({ where: { id: i.internshipId } })).certificateNumber).toBe(c.number);

    const until = Date.now() + 60_000;
    let mail;
    while (!(mail = (await box.messagesTo(i.email)).find((m) => m.subject === 'Congratulations: you completed "Clean Water Survey"')) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(mail?.text).toContain(c.number);
    expect(mail?.text).toContain(certificateVerifyUrl(c.id));
  });

  it('downloads as a PDF for the intern alone: nobody 401, a member 403, an intern without one 404', async () => {
    const i = await completable('Pallavi Saikia');
    await complete(i.internshipId, STAFF);
    const { certificateNumber } = await testDb().internship.findUniqueOrThrow({ where: { id: i.internshipId } });

    const own = await (await browserWithSession({ user: { type: 'intern', id: i.id } })).call(certificatePdfRoute);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certificateNumber}.pdf"`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    expect((await apiClient().call(certificatePdfRoute)).status).toBe(401);
    const member = await (await browserWithSession({ user: { type: 'member', id: i.id } })).call(certificatePdfRoute);
    expect(member.status).toBe(403);
    const other = await registeredIntern('Dhruba Kalita');
    const none = await (await browserWithSession({ user: { type: 'intern', id: other.id } })).call(certificatePdfRoute);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, code: 'not_found', message: 'You have no internship certificate yet.' });
  });

  it('is revoked with a reason and reissued under a new number; the internship and the download follow the new one', async () => {
    const i = await completable('Ankita Bora');
    await complete(i.internshipId, STAFF);
    const first = (await testDb().internship.findUniqueOrThrow({ where: { id: i.internshipId } })).certificateNumber!;
    await expect(revokeInternshipCertificate(i.internshipId, '   ', STAFF)).rejects.toThrow('Give a reason for revoking the certificate.');
    await revokeInternshipCertificate(i.internshipId, 'The hours of week 1 were logged twice.', STAFF);
    expect(await testDb().certificate.findUniqueOrThrow({ where: { number: first } })).toMatchObject({ revokeReason: 'The hours of week 1 were logged twice.', revokedBy: STAFF });
    // Until a reissue, the revoked certificate is not handed out again: no PDF, and the profile says it was revoked.
    const revoked = await (await browserWithSession({ user: { type: 'intern', id: i.id } })).call(certificatePdfRoute);
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ success: false, code: 'certificate_not_current', message: `Certificate ${first} was revoked, so it can no longer be downloaded.` });
    expect((await myInternship(i.id)).certificate).toMatchObject({ number: first, revoked: true });

    const fresh = await reissueInternshipCertificate(i.internshipId, STAFF);
    expect(fresh.number).not.toBe(first);
    const old = await testDb().certificate.findUniqueOrThrow({ where: { number: first }, include: { replacedBy: true } });
    expect(old.replacedBy?.number).toBe(fresh.number);
    expect((await testDb().internship.findUniqueOrThrow({ where: { id: i.internshipId } })).certificateNumber).toBe(fresh.number);
    const own = await (await browserWithSession({ user: { type: 'intern', id: i.id } })).call(certificatePdfRoute);
    expect(own.headers.get('content-disposition')).toContain(fresh.number);
    const history = await testDb().staffAction.findMany({ where: { entityType: 'internship', entityId: i.internshipId }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.action).slice(-2)).toEqual(['internship.certificate_revoke', 'internship.certificate_reissue']);
  });

  it('follows a reissue made by the admin verb: the console revokes the new number and lists it', async () => {
    const i = await completable('Jintu Gogoi');
    await complete(i.internshipId, STAFF);
    const first = (await testDb().internship.findUniqueOrThrow({ where: { id: i.internshipId } })).certificateNumber!;
    const out: string[] = [];
    const err: string[] = [];
    expect(await runAdmin(['certificates', 'reissue', first, '--by', STAFF], [certificatesGroup], { out: (t) => out.push(t), err: (t) => err.push(t) })).toBe(0);
    const fresh = await testDb().certificate.findFirstOrThrow({ where: { kind: 'internship_completion', subjectId: i.internshipId, replacedById: null } });
    expect(fresh.number).not.toBe(first);

    expect(await revokeInternshipCertificate(i.internshipId, 'Issued to the wrong programme.', STAFF)).toMatchObject({ number: fresh.number });
    expect(await testDb().certificate.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({ revokeReason: 'Issued to the wrong programme.' });
    const { rows } = await listInternships({ filter: 'completed' });
    expect(rows.find((r) => r.id === i.internshipId)?.certificateNumber).toBe(fresh.number);
  });

  it('downloads as a signed Open Badges credential for the intern alone, which an independent verifier accepts; 409 once revoked', async () => {
    const i = await completable('Bikash Deka');
    await complete(i.internshipId, STAFF);
    const c = await testDb().certificate.findFirstOrThrow({ where: { kind: 'internship_completion', subjectId: i.internshipId } });

    const session = await browserWithSession({ user: { type: 'intern', id: i.id } });
    const own = await session.call(certificateJsonRoute);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${c.number}.json"`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const credential = own.body as { id: string; type: string[]; credentialSubject: { identifier: { identityHash: string }[] } };
    expect(credential).toMatchObject({ id: certificateVerifyUrl(c.id), type: ['VerifiableCredential', 'OpenBadgeCredential'], credentialSubject: { identifier: [{ identityHash: 'Bikash Deka' }], activityStartDate: START(), activityEndDate: addDays(START(), 55) } });
    const didDocument = await (await didDocumentRoute()).json();
    expect(await verifyElsewhere(credential, didDocument)).toEqual({ verified: true, error: null });
    const renamed = structuredClone(credential);
    renamed.credentialSubject.identifier[0].identityHash = 'Bikash Dek';
    expect(await verifyElsewhere(renamed, didDocument)).toMatchObject({ verified: false });

    expect((await apiClient().call(certificateJsonRoute)).status).toBe(401);
    expect((await (await browserWithSession({ user: { type: 'member', id: i.id } })).call(certificateJsonRoute)).status).toBe(403);
    const other = await registeredIntern('Jonali Bhuyan');
    const none = await (await browserWithSession({ user: { type: 'intern', id: other.id } })).call(certificateJsonRoute);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, code: 'not_found', message: 'You have no internship certificate yet.' });

    await revokeInternshipCertificate(i.internshipId, 'The college asked for a correction.', STAFF);
    const revoked = await session.call(certificateJsonRoute);
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ success: false, code: 'certificate_not_current', message: `Certificate ${c.number} was revoked, so it can no longer be downloaded.` });
  });
});
