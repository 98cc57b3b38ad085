// Institution registration against a real PostgreSQL: create, upload the ID proof, read back, and the
// checks around them (validation, file content and size, which browser may upload and read).
import { describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, institutionPayload } from '../factories';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as uploadProof } from '@/app/api/v1/upload-institution-id/route';
import { GET as getInstitute } from '@/app/api/v1/get-institute-by-id/[id]/route';
import { MAX_UPLOAD_BYTES } from '@/lib/kernel/field-rules';
import { readDocument } from '@/lib/documents/store';

type Browser = ReturnType<typeof apiClient>;

async function register(browser: Browser, overrides: Record<string, unknown> = {}) {
  const res = await browser.call(createInstitution, { json: await institutionPayload(overrides) });
  expect(res.status).toBe(200);
  return (res.body.institution as { id: number }).id;
}

function proofForm(id: number | string, bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('institution_id', String(id));
  form.append('file', new File([bytes], name, { type }));
  return form;
}

async function storedFiles(id: number) {
  return readdir(path.join(process.env.UPLOAD_DIR!, `institution-${id}`)).catch(() => [] as string[]);
}

async function expectNothingStored(id: number) {
  expect(await testDb().document.count({ where: { institutionId: id } })).toBe(0);
  expect(await storedFiles(id)).toEqual([]);
  expect((await testDb().institution.findUniqueOrThrow({ where: { id } })).submittedAt).toBeNull();
}

describe('POST /api/v1/create-institution', () => {
  it('creates a pending draft with a readable application id and remembers it in the session', async () => {
    const browser = apiClient();
    const payload = await institutionPayload({ email: 'Principal@Example.org' });
    const res = await browser.call(createInstitution, { json: payload });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), institution: { id: expect.any(Number) } });
    const id = (res.body.institution as { id: number }).id;
    const row = await testDb().institution.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'pending', submittedAt: null, name: payload.name, pinCode: '781014', email: payload.email.toLowerCase() });
    expect(row.applicationId).toMatch(new RegExp(`^INS-\\d{4}-${String(id).padStart(5, '0')}$`));
    expect(browser.cookies.size).toBe(1);
  });

  it('answers bad input with 400 and the form messages for each field', async () => {
    const res = await apiClient().call(createInstitution, {
      json: {
        name: 'St. Mary 2', institution_full_address: 'Road & Lane', district_id: '', police_station_id: null,
        institution_pin_code: '111111', assigned_person_name: 'Anita', assigned_person_phone_no: '5123456789', designation: '', email: 'a@b.c',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      name: 'Only letters (A–Z) and spaces allowed.',
      institution_full_address: 'Address cannot contain any of these characters: $, &, *, ?, =, %',
      district_id: 'Please select a district.',
      police_station_id: 'Please select a police station.',
      institution_pin_code: 'PIN Code must be 6 digits.',
      assigned_person_name: 'Please enter full name (first and last).',
      assigned_person_phone_no: 'Invalid contact number. Must be 10 digits starting with 6-9.',
      designation: 'Designation is required.',
      email: 'Invalid email format.',
    });
    const empty = await apiClient().call(createInstitution, { json: {} });
    expect(empty.body.errors).toMatchObject({ name: 'Institute name is required.', institution_pin_code: 'PIN Code is required.', assigned_person_phone_no: 'Contact number is required.', email: 'Email is required.', assigned_person_name: 'Authorized person name is required.', institution_full_address: 'Address is required.' });
  });

  it('refuses a police station of another district', async () => {
    const other = await testDb().policeStation.findFirstOrThrow({ where: { district: { name: 'Dibrugarh' } } });
    const res = await apiClient().call(createInstitution, { json: await institutionPayload({ police_station_id: other.id }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid District or Police Station selected.');
  });

  it('replaces this browser’s earlier draft that never got a proof', async () => {
    const browser = apiClient();
    const first = await register(browser);
    const second = await register(browser);
    expect(await testDb().institution.findUnique({ where: { id: first } })).toBeNull();
    expect(await testDb().institution.findUnique({ where: { id: second } })).not.toBeNull();
  });
});

describe('POST /api/v1/upload-institution-id', () => {
  it('stores a real PDF encrypted under a random name and submits the application', async () => {
    const browser = apiClient();
    const id = await register(browser);
    const bytes = fileBytes('pdf', 4096);
    const res = await browser.call(uploadProof, { form: proofForm(id, bytes, 'proof.pdf', 'application/pdf') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'PDF uploaded successfully' });
    const doc = await testDb().document.findFirstOrThrow({ where: { institutionId: id, kind: 'institution_id_proof' } });
    expect(doc).toMatchObject({ contentType: 'application/pdf', sizeBytes: 4096, encryption: 'aes-256-gcm' });
    expect(doc.storageKey).toMatch(new RegExp(`^institution-${id}/[a-f0-9]{32}$`));
    expect(new Uint8Array(await readDocument(doc.storageKey))).toEqual(bytes);
    const row = await testDb().institution.findUniqueOrThrow({ where: { id } });
    expect(row.submittedAt).not.toBeNull();
    expect(row.termsAcceptedAt).not.toBeNull();
  });

  it('accepts PNG and JPEG by content, and a replacement keeps one file', async () => {
    const browser = apiClient();
    const id = await register(browser);
    expect((await browser.call(uploadProof, { form: proofForm(id, fileBytes('png'), 'id.PNG') })).status).toBe(200);
    expect((await browser.call(uploadProof, { form: proofForm(id, fileBytes('jpg', MAX_UPLOAD_BYTES), 'id.jpeg') })).status).toBe(200);
    expect(await storedFiles(id)).toHaveLength(1);
    expect((await testDb().document.findFirstOrThrow({ where: { institutionId: id } })).contentType).toBe('image/jpeg');
  });

  it('rejects a PDF renamed .png', async () => {
    const browser = apiClient();
    const id = await register(browser);
    const res = await browser.call(uploadProof, { form: proofForm(id, fileBytes('pdf'), 'scan.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/content does not match its name.*is a PDF/);
    await expectNothingStored(id);
  });

  it('rejects a text file renamed .pdf', async () => {
    const browser = apiClient();
    const id = await register(browser);
    const res = await browser.call(uploadProof, { form: proofForm(id, fileBytes('text'), 'proof.pdf', 'application/pdf') });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Only JPG, JPEG, PNG or PDF files are allowed.', errors: { file: 'Only JPG, JPEG, PNG or PDF files are allowed.' } });
    await expectNothingStored(id);
  });

  it('rejects a file of 2 MB + 1 byte with the form’s message, and cuts off a much larger body', async () => {
    const browser = apiClient();
    const id = await register(browser);
    const res = await browser.call(uploadProof, { form: proofForm(id, fileBytes('pdf', MAX_UPLOAD_BYTES + 1), 'big.pdf') });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File size must be 2 MB or less.');
    const huge = await browser.call(uploadProof, { form: proofForm(id, fileBytes('pdf', MAX_UPLOAD_BYTES + 200 * 1024), 'huge.pdf') });
    expect(huge.status).toBe(413);
    await expectNothingStored(id);
  });

  it('refuses an upload for another browser’s institution, and from a browser with no registration', async () => {
    const owner = apiClient();
    const id = await register(owner);
    const other = apiClient();
    await register(other);
    const res = await other.call(uploadProof, { form: proofForm(id, fileBytes('pdf'), 'proof.pdf') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: 'You do not have access to this record.' });
    const stranger = await apiClient().call(uploadProof, { form: proofForm(id, fileBytes('pdf'), 'proof.pdf') });
    expect(stranger.status).toBe(401);
    await expectNothingStored(id);
  });

  it('refuses a new proof once the application is no longer pending', async () => {
    const browser = apiClient();
    const id = await register(browser);
    await testDb().institution.update({ where: { id }, data: { status: 'approved' } });
    const res = await browser.call(uploadProof, { form: proofForm(id, fileBytes('pdf'), 'proof.pdf') });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already approved/);
    await expectNothingStored(id);
  });

  it('asks for the file and a numeric institution id', async () => {
    const browser = apiClient();
    const id = await register(browser);
    const noFile = new FormData();
    noFile.append('institution_id', String(id));
    expect((await browser.call(uploadProof, { form: noFile })).body.message).toBe('ID Proof is required.');
    expect((await browser.call(uploadProof, { form: proofForm('abc', fileBytes('pdf'), 'a.pdf') })).status).toBe(400);
  });
});

describe('GET /api/v1/get-institute-by-id/{id}', () => {
  it('gives the registering browser its institution in the spec’s shape', async () => {
    const browser = apiClient();
    const id = await register(browser, { name: 'Handique Girls College' });
    const res = await browser.call(getInstitute, { params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.institute).toMatchObject({
      application_id: expect.stringMatching(/^INS-/),
      name: 'Handique Girls College',
      institution_full_address: 'Jalukbari, Guwahati',
      institution_district: { name: 'Kamrup Metropolitan' },
      institution_police_stations: { name: expect.any(String) },
      institution_pin_code: '781014',
      assigned_person_name: 'Anita Das',
      designation: 'Principal',
      assigned_person_phone_no: expect.stringMatching(/^[6-9]\d{9}$/),
      is_verified: 'pending',
    });
  });

  it('refuses another browser’s institution (403) and a browser with none (401), without data', async () => {
    const id = await register(apiClient());
    const other = apiClient();
    await register(other);
    const res = await other.call(getInstitute, { params: { id: String(id) } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: 'You do not have access to this record.' });
    const stranger = await apiClient().call(getInstitute, { params: { id: String(id) } });
    expect(stranger.status).toBe(401);
    expect(stranger.body.institute).toBeUndefined();
    expect((await other.call(getInstitute, { params: { id: 'x1' } })).status).toBe(400);
  });
});
