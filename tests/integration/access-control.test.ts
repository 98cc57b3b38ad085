// Who may read personal data: every endpoint and document URL that returns an intern's, a member's or an
// institution's data answers 401 without a session and 403 with someone else's, and 200 only to its owner.
// The login endpoint's own guarantees (a wrong password and an unknown number answer identically; the 6th
// wrong password within 15 minutes answers 429) are proved in tests/integration/login.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, institutionPayload, registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { browserWithSession } from '../helpers/session';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { POST as createMember } from '@/app/api/v1/create-member/route';
import { POST as createInstitution } from '@/app/api/v1/create-institution/route';
import { POST as uploadProof } from '@/app/api/v1/upload-institution-id/route';
import { POST as login } from '@/app/api/v1/login/route';
import { POST as logout } from '@/app/api/v1/logout/route';
import { GET as getIntern } from '@/app/api/v1/get-intern-by-id/[id]/route';
import { GET as getMember } from '@/app/api/v1/get-member-by-id/[id]/route';
import { GET as getInstitute } from '@/app/api/v1/get-institute-by-id/[id]/route';
import { GET as getDocument } from '@/app/api/v1/documents/[id]/route';
import { GET as myProfile } from '@/app/(bare)/user-profile/me/route';

type Browser = ReturnType<typeof apiClient>;
type Handler = Parameters<Browser['call']>[0];

async function registerIntern() {
  const browser = apiClient();
  const values = await registrationValues();
  const res = await browser.call(createIntern, { form: toMultipart('intern', values, { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedintern as { id: number }).id;
  return { browser, id, values, row: await testDb().applicant.findUniqueOrThrow({ where: { id }, include: { documents: true } }) };
}

async function registerMember(referralCode: string) {
  const browser = apiClient();
  const values = { ...(await registrationValues()), referralCode };
  const res = await browser.call(createMember, { form: toMultipart('member', values, { aadhaar: pdf(), passportPhoto: png() }) });
  expect(res.status).toBe(200);
  const id = (res.body.updatedmember as { id: number }).id;
  return { browser, id, row: await testDb().applicant.findUniqueOrThrow({ where: { id }, include: { documents: true } }) };
}

async function registerInstitution() {
  const browser = apiClient();
  const res = await browser.call(createInstitution, { json: await institutionPayload() });
  expect(res.status).toBe(200);
  const id = (res.body.institution as { id: number }).id;
  const form = new FormData();
  form.append('institution_id', String(id));
  form.append('file', new File([fileBytes('pdf', 2048)], 'proof.pdf', { type: 'application/pdf' }));
  expect((await browser.call(uploadProof, { form })).status).toBe(200);
  const proof = await testDb().document.findFirstOrThrow({ where: { institutionId: id, kind: 'institution_id_proof' } });
  return { browser, id, proofId: proof.id };
}

const docId = (docs: { id: number; kind: string }[], kind: string) => String(docs.find((d) => d.kind === kind)!.id);
const status = async (browser: Browser, handler: Handler, id: string | number) =>
  (await browser.call(handler, { params: { id: String(id) } })).status;

let intern: Awaited<ReturnType<typeof registerIntern>>;
let otherIntern: Awaited<ReturnType<typeof registerIntern>>;
let member: Awaited<ReturnType<typeof registerMember>>;
let otherMember: Awaited<ReturnType<typeof registerMember>>;
let institution: Awaited<ReturnType<typeof registerInstitution>>;
let otherInstitution: Awaited<ReturnType<typeof registerInstitution>>;

beforeAll(async () => {
  intern = await registerIntern();
  otherIntern = await registerIntern();
  member = await registerMember(intern.row.referralCode!);
  otherMember = await registerMember(intern.row.referralCode!);
  institution = await registerInstitution();
  otherInstitution = await registerInstitution();
});

describe('GET /api/v1/get-intern-by-id/{id}', () => {
  it('answers the intern only: 401 without a session, 403 to another intern, a member or an institution browser', async () => {
    expect(await status(intern.browser, getIntern, intern.id)).toBe(200);
    expect(await status(apiClient(), getIntern, intern.id)).toBe(401);
    expect(await status(otherIntern.browser, getIntern, intern.id)).toBe(403);
    expect(await status(member.browser, getIntern, intern.id)).toBe(403);
    // An institution's browser has no person in its session: it is not logged in as anyone.
    expect(await status(institution.browser, getIntern, intern.id)).toBe(401);
  });

  it('refuses a member whose id happens to equal the intern\'s id (the type is part of who you are)', async () => {
    const forged = await browserWithSession({ user: { type: 'member', id: intern.id } });
    expect(await status(forged, getIntern, intern.id)).toBe(403);
  });

  it('refuses a session after logout', async () => {
    const browser = apiClient();
    const res = await browser.call(login, { json: { type: 'intern', mobile_no: intern.values.mobileNumber, password: intern.values.password } });
    expect(res.status).toBe(200);
    expect(await status(browser, getIntern, intern.id)).toBe(200);
    await browser.call(logout, { json: {} });
    expect(await status(browser, getIntern, intern.id)).toBe(401);
  });
});

describe('GET /api/v1/get-member-by-id/{id}', () => {
  it('answers the member only: 401 without a session, 403 to another member or an intern', async () => {
    expect(await status(member.browser, getMember, member.id)).toBe(200);
    expect(await status(apiClient(), getMember, member.id)).toBe(401);
    expect(await status(otherMember.browser, getMember, member.id)).toBe(403);
    expect(await status(intern.browser, getMember, member.id)).toBe(403); // even the intern who referred them
    const forged = await browserWithSession({ user: { type: 'intern', id: member.id } });
    expect(await status(forged, getMember, member.id)).toBe(403);
  });
});

describe('GET /api/v1/get-institute-by-id/{id}', () => {
  it('answers the registering browser only: 401 without a registration, 403 to a browser that registered another', async () => {
    expect(await status(institution.browser, getInstitute, institution.id)).toBe(200);
    expect(await status(apiClient(), getInstitute, institution.id)).toBe(401);
    expect(await status(otherInstitution.browser, getInstitute, institution.id)).toBe(403);
    // A logged-in intern registered no institution: refused as unknown (401), never shown the record.
    expect(await status(intern.browser, getInstitute, institution.id)).toBe(401);
  });
});

describe('GET /api/v1/documents/{id}', () => {
  const cases = () => [
    { label: "an intern's passport photo", id: docId(intern.row.documents, 'passport_photo'), owner: intern.browser, other: otherIntern.browser, type: 'image/png' },
    { label: "an intern's Aadhaar PDF", id: docId(intern.row.documents, 'aadhaar'), owner: intern.browser, other: otherIntern.browser, type: 'application/pdf' },
    { label: "a member's passport photo", id: docId(member.row.documents, 'passport_photo'), owner: member.browser, other: otherMember.browser, type: 'image/png' },
    { label: "a member's Aadhaar PDF", id: docId(member.row.documents, 'aadhaar'), owner: member.browser, other: otherMember.browser, type: 'application/pdf' },
    { label: "an institution's ID proof", id: String(institution.proofId), owner: institution.browser, other: otherInstitution.browser, type: 'application/pdf' },
  ];

  it('serves each document to its owner only: 401 without a session, 403 to another user', async () => {
    for (const c of cases()) {
      const mine = await c.owner.call(getDocument, { params: { id: c.id } });
      expect(mine.status, c.label).toBe(200);
      expect(mine.headers.get('content-type'), c.label).toBe(c.type);
      expect(mine.headers.get('cache-control'), c.label).toContain('no-store');
      expect(await status(apiClient(), getDocument, c.id), c.label).toBe(401);
      expect(await status(c.other, getDocument, c.id), c.label).toBe(403);
    }
  });

  it("refuses a person another kind of person's documents (an intern a member's, a member an intern's, either an institution's)", async () => {
    expect(await status(intern.browser, getDocument, docId(member.row.documents, 'aadhaar'))).toBe(403);
    expect(await status(member.browser, getDocument, docId(intern.row.documents, 'aadhaar'))).toBe(403);
    expect(await status(intern.browser, getDocument, institution.proofId)).toBe(403);
    expect(await status(institution.browser, getDocument, docId(intern.row.documents, 'passport_photo'))).toBe(403);
  });
});

describe('GET /user-profile/me', () => {
  it("sends the logged-in person to their own profile, and a visitor to /login and back", async () => {
    const mine = await intern.browser.call(myProfile, { path: '/user-profile/me' });
    expect(mine.status).toBe(303);
    expect(mine.headers.get('location')).toBe(`/user-profile?type=intern&id=${intern.id}`);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    const theirs = await member.browser.call(myProfile, { path: '/user-profile/me' });
    expect(theirs.headers.get('location')).toBe(`/user-profile?type=member&id=${member.id}`);
    const visitor = await apiClient().call(myProfile, { path: '/user-profile/me' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/login?next=%2Fuser-profile%2Fme'); // and back here after logging in
  });
});
