// An outside review of the certificates module: the attacks that found something (erasure racing a reissue, an
// erased holder's details on the PDF) and the code attacks that must keep failing (every byte altered, another
// purpose's letter, an overlong code).
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { db } from '@/lib/platform/db/client';
import { eraseCertificateHolder, issueCertificate, reissueCertificate } from '@/lib/certificates/certificates';
import { certificateCode, readCertificateCode } from '@/lib/certificates/certificate-code';
import { certificatePdf } from '@/lib/certificates/certificate-pdf';
import { signToken } from '@/lib/certificates/signing';
import { validateEnv } from '@/lib/platform/env';

let subjects = 600_000 + Math.floor(Math.random() * 90_000) * 10;
const nextSubject = () => ++subjects;
const internship = (subjectId: number) => ({
  kind: 'internship_completion' as const, subjectId, holderName: 'Anupam Das', language: 'as' as const,
  details: { programme: 'Tech for Change', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 },
});

/** Resolves once `n` backends of this database wait for a lock (so the order the lock queue serves is known). */
async function waitersAtLeast(n: number) {
  for (;;) {
    const [{ count }] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if (count >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('erasure and reissue', () => {
  it('an erasure that waits for a reissue also blanks the new certificate the reissue made', async () => {
    const id = nextSubject();
    const cert = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    // A third transaction holds the certificate, so the reissue queues first and the erasure after it.
    let locked!: () => void;
    const holding = new Promise<void>((r) => { locked = r; });
    const holder = db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM certificates WHERE id = ${cert.id} FOR UPDATE`;
      locked();
      await held;
    }, { timeout: 60_000 });
    await holding; // the row is held before the reissue asks for it (a pause of 100 ms was not that on a busy machine)
    const reissue = reissueCertificate(cert.number, 'admin@nextgen.test');
    await waitersAtLeast(1);
    const erase = db.$transaction((tx) => eraseCertificateHolder(tx, 'internship_completion', id), { timeout: 60_000 });
    await waitersAtLeast(2);
    release();
    await holder;
    const fresh = await reissue;
    await erase;
    const rows = await testDb().certificate.findMany({ where: { kind: 'internship_completion', subjectId: id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.number, r.holderName, r.erasedAt !== null])).toEqual([[cert.number, null, true], [fresh.number, null, true]]);
  });

  it('the PDF of an erased holder\'s certificate is refused: no details, no QR, nothing to print', async () => {
    const id = nextSubject();
    const cert = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    await db.$transaction((tx) => eraseCertificateHolder(tx, 'internship_completion', id));
    await expect(certificatePdf(cert.number)).rejects.toMatchObject({ code: 'certificate_not_current', message: `Certificate ${cert.number} belongs to an erased account: it has no PDF.` });
  });
});

describe('verify codes under attack', () => {
  it('a change at any character position, a truncation, an extension or an overlong code names no certificate', async () => {
    const code = certificateCode(4242);
    expect(readCertificateCode(code)).toBe(4242);
    for (let i = 0; i < code.length; i++) {
      const altered = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(readCertificateCode(altered), `position ${i}`).toBeNull();
    }
    for (let n = 1; n < code.length; n++) expect(readCertificateCode(code.slice(0, n))).toBeNull();
    expect(readCertificateCode(`${code}A`)).toBeNull();
    expect(readCertificateCode(`${code}AAAA`)).toBeNull();
    expect(readCertificateCode('A'.repeat(100_000))).toBeNull();
    expect(readCertificateCode(`${code}\u0000`)).toBeNull();
  });

  it('a validly signed token of another purpose (another first letter, another length) is not a certificate code', () => {
    const ticket = Buffer.alloc(5);
    ticket[0] = 0x54; // 'T'
    ticket.writeUInt32BE(4242, 1);
    expect(readCertificateCode(signToken(ticket))).toBeNull();
    const longer = Buffer.alloc(9);
    longer[0] = 0x43;
    longer.writeUInt32BE(4242, 1);
    expect(readCertificateCode(signToken(longer))).toBeNull();
  });

  it('after rotation a code of the old key verifies while it is listed and not once it is removed; a new key signs', () => {
    const env = validateEnv();
    const original = env.SIGNING_KEY;
    const oldCode = certificateCode(4243);
    try {
      env.SIGNING_KEY = ['a1'.repeat(32), ...original];
      expect(readCertificateCode(oldCode)).toBe(4243);
      const newCode = certificateCode(4243);
      expect(newCode.slice(0, 7)).not.toBe(oldCode.slice(0, 7)); // another key id
      env.SIGNING_KEY = ['a1'.repeat(32)];
      expect(readCertificateCode(oldCode)).toBeNull();
      expect(readCertificateCode(newCode)).toBe(4243);
      // The old signature under the new key's id is refused too (the key id is signed).
      const spliced = Buffer.from(oldCode, 'base64url');
      Buffer.from(newCode, 'base64url').copy(spliced, 1, 1, 5);
      expect(readCertificateCode(spliced.toString('base64url'))).toBeNull();
    } finally {
      env.SIGNING_KEY = original;
    }
  });
});
