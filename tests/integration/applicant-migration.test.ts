// The one-applicant migration on real data: a database built by the init migration only, filled with
// old-schema rows (interns, members referring to interns, an erased member, documents with real encrypted
// files, staff actions, card checks), then taken through every later migration. Every row must be there,
// every document must open for its owner through the API's own handler, and every card printed before
// the migration must still verify.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase } from '@/lib/platform/db/embedded';
import { createDb, type Db } from '@/lib/platform/db/create-client';
import { saveDocument } from '@/lib/documents/store';
import type { SessionData } from '@/lib/accounts/session-data';
import { browserWithSession } from '../helpers/session';
import { fileBytes } from '../factories';

const MIGRATIONS = path.resolve('prisma/migrations');
const folders = readdirSync(MIGRATIONS).filter((d) => /^\d{14}_/.test(d)).sort();
const sqlOf = (folder: string) => readFileSync(path.join(MIGRATIONS, folder, 'migration.sql'), 'utf8');

const name = `migration_${Date.now()}_${process.pid}`;
// Created by the server's administrator, owned by the role the tests run as (not a superuser: lib/platform/db/embedded-roles.ts).
const adminUrl = inject('databaseAdminUrl');
const url = (() => { const u = new URL(inject('databaseUrl')); u.pathname = `/${name}`; return u.toString(); })();
const previousUrl = process.env.DATABASE_URL;
// The app's own modules (route handlers, lookupCard, storage) use the migrated database in this file; the
// environment is read once, on first use, so it is set before anything reads it.
process.env.DATABASE_URL = url;
delete (globalThis as { db?: unknown }).db;

let client: pg.Client;
let db: Db;
const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

// Old-schema people. Intern 1 and member 1 share an id on purpose; member 4 is erased before the migration.
const bytes = { pdf: fileBytes('pdf', 900), png: fileBytes('png', 700) };
type OldDoc = { owner: 'intern' | 'member' | 'institution'; ownerId: number; kind: string; storageKey: string; bytes: Uint8Array };
const oldDocs: OldDoc[] = [];

async function fillOldSchema() {
  const [district] = await q<{ id: number }>("INSERT INTO districts (name) VALUES ('Kamrup Metropolitan') RETURNING id");
  const [station] = await q<{ id: number }>("INSERT INTO police_stations (name, district_id) VALUES ('Dispur', $1) RETURNING id", [district.id]);
  const [category] = await q<{ id: number }>("INSERT INTO categories (name) VALUES ('Graduation') RETURNING id");
  const [stream] = await q<{ id: number }>("INSERT INTO streams (name) VALUES ('Arts') RETURNING id");
  const [course] = await q<{ id: number }>("INSERT INTO courses (name, category_id, stream_id) VALUES ('BA', $1, $2) RETURNING id", [category.id, stream.id]);
  const [college] = await q<{ id: number }>(
    `INSERT INTO institutions (application_id, name, institution_full_address, district_id, police_station_id, institution_pin_code,
       assigned_person_name, assigned_person_phone_no, designation, email, is_verified, submitted_at, updated_at)
     VALUES ('INS-2026-00001', 'Cotton College', 'Panbazar', $1, $2, '781001', 'Anita Das', '9876500000', 'Principal', 'p@example.org', 'approved', now(), now()) RETURNING id`,
    [district.id, station.id]);
  const person = (prefix: 'intern' | 'member') => `
    (application_id, name, dob, gender, mobile_no, whatsapp_no, email, ${prefix}_full_address, ${prefix}_district, ${prefix}_police_station,
     ${prefix}_pin_code, institution_id, category_id, stream_id, course_id, semester, area_of_interest, password_hash, is_verified,
     card_revoked_at, terms_version, terms_accepted_at, updated_at`;
  const common = [district.id, station.id, college.id, category.id, stream.id, course.id];
  const intern = (appId: string, name: string, mobile: string, code: string, status: string) => q(
    `INSERT INTO interns ${person('intern')}, referral_code)
     VALUES ($1, $2, '2004-03-15', 'female', $3, $3, 'i@example.com', 'Lane 1', $4, $5, '781005', $6, $7, $8, $9, 3, '{technology}', 'hash-of-${name}', $10, NULL, 'v1', now(), now(), $11)`,
    [appId, name, mobile, ...common, status, code]);
  await intern('INT-2026-00001', 'Priya Gogoi', '9000000001', 'NYF-AAAAA-AAAAA', 'approved');
  await intern('INT-2026-00002', 'Bikash Das', '9000000002', 'NYF-BBBBB-BBBBB', 'pending');
  await intern('INT-2026-00003', 'Erased Intern', '9000000003', 'NYF-CCCCC-CCCCC', 'pending');
  await q('DELETE FROM interns WHERE id = 3');
  const member = (appId: string, name: string, mobile: string, code: string, referrer: number, status: string, revoked: boolean) => q(
    `INSERT INTO members ${person('member')}, refferal_code, referrer_intern_id)
     VALUES ($1, $2, '2005-01-01', 'male', $3, $3, 'm@example.com', 'Lane 2', $4, $5, '781006', $6, $7, $8, $9, NULL, '{sports}', 'hash-of-${name}', $10, ${revoked ? 'now()' : 'NULL'}, 'v1', now(), now(), $11, $12)`,
    [appId, name, mobile, ...common, status, code, referrer]);
  await member('MEM-2026-00001', 'Rahul Pegu', '9000000001', 'NYF-AAAAA-AAAAA', 1, 'approved', false); // same mobile as intern 1: another kind
  await member('MEM-2026-00002', 'Mousumi Bora', '9000000011', 'NYF-AAAAA-AAAAA', 1, 'pending', false);
  await member('MEM-2026-00003', 'Jyoti Saikia', '9000000012', 'NYF-BBBBB-BBBBB', 2, 'revoked', true);
  await member('MEM-2026-00004', 'Erased Member', '9000000013', 'NYF-BBBBB-BBBBB', 2, 'pending', false);
  await q('DELETE FROM members WHERE id = 4');

  // Real encrypted files, recorded as the old code did (one owner column per kind).
  const column = { intern: 'intern_id', member: 'member_id', institution: 'institution_id' } as const;
  const add = async (owner: OldDoc['owner'], ownerId: number, kind: string, content: Uint8Array, type: string) => {
    const stored = await saveDocument(content, `${owner}s`);
    await q(`INSERT INTO documents (kind, storage_key, content_type, size_bytes, sha256, encryption, ${column[owner]}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [kind, stored.storageKey, type, stored.sizeBytes, stored.sha256, stored.encryption, ownerId]);
    oldDocs.push({ owner, ownerId, kind, storageKey: stored.storageKey, bytes: content });
  };
  for (const id of [1, 2]) {
    await add('intern', id, 'aadhaar', bytes.pdf, 'application/pdf');
    await add('intern', id, 'passport_photo', bytes.png, 'image/png');
  }
  for (const id of [1, 2, 3]) {
    await add('member', id, 'aadhaar', bytes.pdf, 'application/pdf');
    await add('member', id, 'passport_photo', bytes.png, 'image/png');
  }
  await add('institution', college.id, 'institution_id_proof', bytes.pdf, 'application/pdf');

  // The audit trail and card checks, including entries of the erased member 4.
  for (const [action, type, id] of [['intern.approve', 'intern', 1], ['member.approve', 'member', 1], ['member.revoke', 'member', 3], ['member.erase', 'member', 4]] as const) {
    await q("INSERT INTO staff_actions (staff, action, entity_type, entity_id, detail) VALUES ('Rupa', $1, $2, $3, '{}')", [action, type, id]);
  }
  for (const [kind, id] of [['intern', 1], ['member', 1], ['member', 1], ['member', 3]] as const) {
    await q('INSERT INTO card_checks (kind, entity_id) VALUES ($1, $2)', [kind, id]);
  }
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" OWNER "${decodeURIComponent(new URL(url).username).replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sqlOf(folders[0]));
  await fillOldSchema();
  for (const folder of folders.slice(1)) await client.query(sqlOf(folder));
  db = createDb(url, 2);
});

afterAll(async () => {
  const appDb = (globalThis as { db?: Db }).db;
  await appDb?.$disconnect();
  delete (globalThis as { db?: unknown }).db;
  process.env.DATABASE_URL = previousUrl;
  await db?.$disconnect();
  await client?.end();
  await dropDatabase(adminUrl, name).catch(() => {});
});

const applicantByLegacy = (legacyMemberId: number) => db.applicant.findUniqueOrThrow({ where: { legacyMemberId } });

const browserOf = (user: SessionData['user']) => browserWithSession({ user });

describe('the one-applicant migration', () => {
  it('moves every intern (same id) and member (new id, old id kept) with every column', async () => {
    const rows = await db.applicant.findMany({ orderBy: { id: 'asc' }, omit: { passwordHash: false } });
    expect(rows.map((r) => [r.id, r.kind, r.name, r.applicationId])).toEqual([
      [1, 'intern', 'Priya Gogoi', 'INT-2026-00001'],
      [2, 'intern', 'Bikash Das', 'INT-2026-00002'],
      // above every id either table handed out (interns reached 3, members 4)
      [5, 'member', 'Rahul Pegu', 'MEM-2026-00001'],
      [6, 'member', 'Mousumi Bora', 'MEM-2026-00002'],
      [7, 'member', 'Jyoti Saikia', 'MEM-2026-00003'],
    ]);
    expect(rows.map((r) => r.legacyMemberId)).toEqual([null, null, 1, 2, 3]);
    expect(rows.map((r) => r.referralCode)).toEqual(['NYF-AAAAA-AAAAA', 'NYF-BBBBB-BBBBB', null, null, null]);
    expect(rows.map((r) => [r.referralCodeUsed, r.referrerId])).toEqual([[null, null], [null, null], ['NYF-AAAAA-AAAAA', 1], ['NYF-AAAAA-AAAAA', 1], ['NYF-BBBBB-BBBBB', 2]]);
    expect(rows.map((r) => r.status)).toEqual(['approved', 'pending', 'approved', 'pending', 'revoked']);
    expect(rows[4].cardRevokedAt).toBeInstanceOf(Date);
    expect(rows[0]).toMatchObject({ mobileNo: '9000000001', fullAddress: 'Lane 1', pinCode: '781005', semester: 3, areasOfInterest: ['technology'], passwordHash: 'hash-of-Priya Gogoi', termsVersion: 'v1' });
    expect(rows[2]).toMatchObject({ mobileNo: '9000000001', fullAddress: 'Lane 2', pinCode: '781006', semester: null, areasOfInterest: ['sports'], passwordHash: 'hash-of-Rahul Pegu' });
    expect(rows[2].dob.toISOString().slice(0, 10)).toBe('2005-01-01');
  });

  it('keeps every document row, owned by exactly one applicant or institution', async () => {
    const docs = await db.document.findMany({ orderBy: { id: 'asc' } });
    expect(docs).toHaveLength(oldDocs.length);
    const newOwner = async (d: OldDoc) => (d.owner === 'member' ? (await applicantByLegacy(d.ownerId)).id : d.ownerId);
    for (const [i, d] of oldDocs.entries()) {
      expect(docs[i]).toMatchObject({ storageKey: d.storageKey, kind: d.kind, ...(d.owner === 'institution' ? { institutionId: d.ownerId, applicantId: null } : { applicantId: await newOwner(d), institutionId: null }) });
    }
    // The CHECK refuses a document with no owner, or with two.
    await expect(q("INSERT INTO documents (kind, storage_key, content_type, size_bytes, sha256) VALUES ('aadhaar', 'x/0', 'application/pdf', 1, 'x')")).rejects.toThrow(/documents_one_owner/);
    await expect(q("INSERT INTO documents (kind, storage_key, content_type, size_bytes, sha256, applicant_id, institution_id) VALUES ('aadhaar', 'x/1', 'application/pdf', 1, 'x', 1, 1)")).rejects.toThrow(/documents_one_owner/);
  });

  it('opens every document for its owner through the documents route, and for nobody else', async () => {
    const { GET: getDocument } = await import('@/app/api/v1/documents/[id]/route');
    const docs = await db.document.findMany({ include: { applicant: { select: { id: true, kind: true } } }, orderBy: { id: 'asc' } });
    const stranger = await browserOf({ type: 'intern', id: 2 });
    for (const [i, doc] of docs.entries()) {
      const owner = doc.applicant
        ? await browserOf({ type: doc.applicant.kind, id: doc.applicant.id })
        : await browserWithSession({ institutions: [doc.institutionId!] });
      const res = await owner.call(getDocument, { params: { id: String(doc.id) } });
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.raw.arrayBuffer())).toEqual(oldDocs[i].bytes);
      if (doc.applicant?.id !== 2) expect((await stranger.call(getDocument, { params: { id: String(doc.id) } })).status).toBe(403);
    }
  });

  it('refuses a session cookie that still carries an old member id', async () => {
    const { GET: getMember } = await import('@/app/api/v1/get-member-by-id/[id]/route');
    const { GET: getDocument } = await import('@/app/api/v1/documents/[id]/route');
    // Old member 2's cookie says {member, 2}; applicant 2 is an intern and no member has an id that low.
    const stale = await browserOf({ type: 'member', id: 2 });
    expect((await stale.call(getMember, { params: { id: '2' } })).body).toEqual({ success: false, code: 'not_found', message: 'Member not found.' });
    const mousumi = await applicantByLegacy(2);
    expect((await stale.call(getMember, { params: { id: String(mousumi.id) } })).status).toBe(403);
    const internDoc = await db.document.findFirstOrThrow({ where: { applicantId: 2 } });
    expect((await stale.call(getDocument, { params: { id: String(internDoc.id) } })).status).toBe(403);
  });

  it('re-points the audit trail and card checks of members; entries of erased people keep ids no one else gets', async () => {
    const actions = await db.staffAction.findMany({ orderBy: { id: 'asc' } });
    expect(actions.map((a) => [a.action, a.entityType, a.entityId])).toEqual([
      ['intern.approve', 'intern', 1], ['member.approve', 'member', 5], ['member.revoke', 'member', 7], ['member.erase', 'member', 4],
    ]);
    expect(await db.applicant.findUnique({ where: { id: 4 } })).toBeNull();
    const checks = await db.cardCheck.findMany({ orderBy: { id: 'asc' } });
    expect(checks.map((c) => [c.kind, c.entityId])).toEqual([['intern', 1], ['member', 5], ['member', 5], ['member', 7]]);
  });

  it('verifies cards printed before the migration, and cards issued after it', async () => {
    const { cardCode, readCardCode } = await import('@/lib/cards/card-code');
    const { lookupCard } = await import('@/lib/cards/lookup-card');
    const verify = async (code: string) => { const ref = readCardCode(code); return ref && lookupCard(ref.kind, ref.id); };
    // printed before: 'i' + intern id, 'm' + old member id
    expect(await verify(cardCode('intern', 1))).toEqual({ kind: 'intern', name: 'Priya Gogoi', applicationId: 'INT-2026-00001', institution: 'Cotton College', status: 'approved' });
    expect(await verify(cardCode('legacyMember', 1))).toEqual({ kind: 'member', name: 'Rahul Pegu', applicationId: 'MEM-2026-00001', institution: 'Cotton College', status: 'approved' });
    expect(await verify(cardCode('legacyMember', 3))).toMatchObject({ name: 'Jyoti Saikia', status: 'revoked' });
    expect(await verify(cardCode('legacyMember', 4))).toBeNull(); // erased
    // an 'i' code never names a member, even where a member now has that id
    expect(await verify(cardCode('intern', 5))).toBeNull();
    // issued after: 'a' + applicant id, for both kinds
    expect(await verify(cardCode('applicant', 5))).toMatchObject({ kind: 'member', name: 'Rahul Pegu' });
    expect(await verify(cardCode('applicant', 2))).toMatchObject({ kind: 'intern', name: 'Bikash Das' });
    // each check counted under the record's kind and new id
    expect(await db.cardCheck.count({ where: { kind: 'member', entityId: 5 } })).toBe(4);
  });

  it('enforces one mobile number per kind and unique referral codes as constraints', async () => {
    const row = await db.applicant.findUniqueOrThrow({ where: { id: 1 }, omit: { passwordHash: false } });
    const copy = { ...row, id: undefined, legacyMemberId: undefined, applicationId: undefined };
    await expect(db.applicant.create({ data: { ...copy, referralCode: 'NYF-ZZZZZ-ZZZZZ' } })).rejects.toMatchObject({ code: 'P2002' });
    await expect(db.applicant.create({ data: { ...copy, mobileNo: '9000000099' } })).rejects.toMatchObject({ code: 'P2002' });
    // an intern needs a code of their own, a member the code they used
    await expect(db.applicant.create({ data: { ...copy, mobileNo: '9000000098', referralCode: null } })).rejects.toThrow(/applicants_referral_by_kind/);
  });
});
