// The admin script's interns/members/export groups, run in-process against the test database.
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { runAdmin } from '@/scripts/admin/run';
import { interns, members } from '@/scripts/admin/people';
import { REVIEW_MESSAGES } from '@/lib/review/decide';
import { exports } from '@/scripts/admin/exports';
import { lookupCard } from '@/lib/cards/lookup-card';

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin([...argv, '--by', 'Test Staff'], [interns, members, exports], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function newIntern() {
  const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
  return (res.body.updatedintern as { id: number }).id;
}

const actions = (id: number) => testDb().staffAction.findMany({ where: { entityType: 'intern', entityId: id }, orderBy: { id: 'asc' } });

describe('admin interns', () => {
  it('lists, shows, approves and revokes, each with an audit row, and the verify page follows', async () => {
    const id = await newIntern();
    expect((await admin('interns', 'list', '--status', 'pending')).out).toContain('Priya Gogoi');
    const shown = await admin('interns', 'show', String(id));
    expect(shown.out).toMatch(/Referral code\s+NYF-/);
    expect(shown.out).not.toMatch(/password/i);
    expect(shown.out).toMatch(/Interests\s+Technology & Innovation, North East Rising$/m); // labels, not the wire's technology, northEast
    expect((await admin('interns', 'approve', String(id))).out).toMatch(/^Approved INT-\d{4}-\d{5} \(Priya Gogoi\) as Test Staff\.$/);
    expect((await lookupCard('intern', id))?.status).toBe('approved');
    const again = await admin('interns', 'approve', String(id));
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is approved; this change needs it to be pending/);
    expect((await admin('interns', 'revoke', String(id), '--reason', 'left the programme')).code).toBe(0);
    expect((await lookupCard('intern', id))?.status).toBe('revoked');
    expect((await actions(id)).map((a) => [a.action, a.staff])).toEqual([
      ['intern.view', 'Test Staff'], ['intern.approve', 'Test Staff'], ['intern.revoke', 'Test Staff'],
    ]);
  });

  it('rejects with a reason and refuses unknown ids and missing reasons', async () => {
    const id = await newIntern();
    expect((await admin('interns', 'reject', String(id))).err).toBe(`Error: ${REVIEW_MESSAGES.reason_required} Usage: interns reject <id> --reason "..."`);
    expect((await admin('interns', 'revoke', String(id), '--reason', '   ')).err).toBe(`Error: ${REVIEW_MESSAGES.reason_required} Usage: interns revoke <id> --reason "..."`);
    expect((await admin('interns', 'reject', String(id), '--reason', 'documents unreadable')).code).toBe(0);
    expect((await testDb().applicant.findUniqueOrThrow({ where: { id } })).rejectionReason).toBe('documents unreadable');
    const unknown = await admin('interns', 'show', '999999');
    expect(unknown).toMatchObject({ code: 1, err: 'Error: No intern with id 999999.' });
  });

  it('erases a person: the row, the documents and the files go; an audit entry without personal data stays', async () => {
    const id = await newIntern();
    const docs = await testDb().document.findMany({ where: { applicantId: id } });
    const dir = path.join(process.env.UPLOAD_DIR!);
    const exists = async (key: string) => (await readdir(path.join(dir, path.dirname(key)))).includes(path.basename(key));
    expect(await exists(docs[0].storageKey)).toBe(true);
    expect((await admin('interns', 'erase', String(id), '--reason', 'request by email')).err).toMatch(/add --confirm/);
    const erased = await admin('interns', 'erase', String(id), '--reason', 'request by email', '--confirm');
    expect(erased.code).toBe(0);
    expect(await testDb().applicant.findUnique({ where: { id } })).toBeNull();
    expect(await testDb().document.count({ where: { id: { in: docs.map((d) => d.id) } } })).toBe(0);
    for (const d of docs) expect(await exists(d.storageKey)).toBe(false);
    const trail = (await actions(id)).at(-1)!;
    expect(trail.action).toBe('intern.erase');
    expect(JSON.stringify(trail.detail)).not.toContain('Priya');
  });
});

describe('admin export', () => {
  it('writes registrations as CSV and neutralises spreadsheet formulas', async () => {
    await newIntern();
    await testDb().contactMessage.create({ data: { name: '=HYPERLINK("x")', email: 'a@b.in', subject: 'Hi, there', message: 'Line "one"', inquiryType: 'Other' } });
    const csv = await admin('export', 'interns');
    expect(csv.out.split('\r\n')[0]).toBe('id,applicationId,name,gender,dob,mobileNo,whatsappNo,email,district,institution,referralCode,status,createdAt');
    expect(csv.out).toContain('Priya Gogoi');
    const contacts = (await admin('export', 'contacts')).out;
    expect(contacts).toContain(`"'=HYPERLINK(""x"")"`);
    expect(contacts).toContain('"Hi, there"');
    expect(await testDb().staffAction.count({ where: { action: 'export', entityType: 'contacts' } })).toBeGreaterThan(0);
  });
});
