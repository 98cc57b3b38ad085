// The public card check shows only what a verifier needs, follows status changes, and counts checks.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { makeInstitution, registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { cardCode, readCardCode } from '@/lib/cards/card-code';
import { lookupCard } from '@/lib/cards/lookup-card';

describe('lookupCard', () => {
  it('shows name, kind, application id, institution and status, never contact details', async () => {
    const v = await registrationValues();
    const res = await apiClient().call(createIntern, { form: toMultipart('intern', v, { aadhaar: pdf(), passportPhoto: png() }) });
    const id = (res.body.updatedintern as { id: number }).id;
    const parsed = readCardCode(cardCode('intern', id))!;
    const card = await lookupCard(parsed.kind, parsed.id);
    const intern = await testDb().applicant.findUniqueOrThrow({ where: { id }, include: { institution: true } });
    expect(card).toEqual({ kind: 'intern', name: 'Priya Gogoi', applicationId: intern.applicationId, institution: intern.institution.name, status: 'pending' });
    expect(JSON.stringify(card)).not.toContain(v.mobileNumber);

    await testDb().applicant.update({ where: { id }, data: { status: 'approved' } });
    expect((await lookupCard('intern', id))?.status).toBe('approved');
    await testDb().applicant.update({ where: { id }, data: { cardRevokedAt: new Date() } });
    expect((await lookupCard('intern', id))?.status).toBe('revoked');
    expect(await testDb().cardCheck.count({ where: { kind: 'intern', entityId: id } })).toBe(3);
  });

  it('verifies institutions and finds nothing for an unknown id', async () => {
    const inst = await makeInstitution({ status: 'rejected' });
    expect(await lookupCard('institution', inst.id)).toMatchObject({ kind: 'institution', status: 'rejected', institution: null });
    expect(await lookupCard('legacyMember', 987654)).toBeNull();
  });
});
