// Certificates (docs/decisions/023): numbers without gaps under concurrency, one current certificate per
// subject, revoke and reissue that mark and never delete, erasure that blanks the name and keeps the number.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { takeNumber } from '@/lib/certificates/number-series';
import { eraseCertificateHolder, issueCertificate, reissueCertificate, revokeCertificate } from '@/lib/certificates/certificates';
import { certificateCode, readCertificateCode } from '@/lib/certificates/certificate-code';
import { runAdmin } from '@/scripts/admin/run';
import { certificates } from '@/scripts/admin/certificates';

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, [certificates], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let subjects = 700_000 + Math.floor(Math.random() * 100_000) * 10;
const nextSubject = () => ++subjects;
const series = (name: string) => `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}-${name}`.slice(0, 32);
const internship = (subjectId: number) => ({
  kind: 'internship_completion' as const, subjectId, holderName: 'Anupam Das', language: 'as' as const,
  details: { programme: 'Tech for Change', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 },
});

describe('takeNumber', () => {
  it('gives 50 concurrent transactions the numbers 1 to 50, each once; a rolled-back one gives its number back', async () => {
    const name = series('race');
    const taken = await Promise.all(Array.from({ length: 50 }, () => db.$transaction((tx) => takeNumber(tx, name))));
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    await expect(db.$transaction(async (tx) => {
      expect(await takeNumber(tx, name)).toBe(51);
      throw new Error('the document failed');
    })).rejects.toThrow('the document failed');
    expect(await db.$transaction((tx) => takeNumber(tx, name))).toBe(51);
    expect(await testDb().numberSeries.findUnique({ where: { series: name } })).toEqual({ series: name, next: 52 });
  });
});

describe('issueCertificate', () => {
  it('50 concurrent issues for 50 subjects get consecutive numbers of the year\'s series, none skipped or repeated, and a rolled-back issue gives its number back', async () => {
    const now = new Date('2031-03-01T10:00:00Z'); // a year of its own, so other tests' certificates do not share the series
    const ids = Array.from({ length: 50 }, nextSubject);
    const issued = await Promise.all(ids.map((id) => db.$transaction((tx) => issueCertificate(tx, internship(id), now))));
    expect(issued.map((c) => c.number).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `INT-2031-${String(i + 1).padStart(4, '0')}`));
    await expect(db.$transaction(async (tx) => {
      await issueCertificate(tx, internship(nextSubject()), now);
      throw new Error('the mail failed');
    })).rejects.toThrow('the mail failed');
    expect((await db.$transaction((tx) => issueCertificate(tx, internship(nextSubject()), now))).number).toBe('INT-2031-0051');
  });

  it('issues once per subject: again returns the same certificate; its verify code names it and a changed character does not', async () => {
    const id = nextSubject();
    const first = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    const again = await db.$transaction((tx) => issueCertificate(tx, { ...internship(id), holderName: 'Someone Else' }));
    expect(again).toEqual(first);
    const code = first.verifyUrl.split('/verify/')[1];
    expect(first.verifyUrl).toBe(`${env.PUBLIC_BASE_URL}/verify/${code}`);
    expect(readCertificateCode(code)).toBe(first.id);
    const altered = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    expect(readCertificateCode(altered)).toBeNull();
    expect(await testDb().certificate.count({ where: { kind: 'internship_completion', subjectId: id } })).toBe(1);
  });

  it('two transactions issuing for one subject at once: one certificate, the loser fails and its number returns', async () => {
    const id = nextSubject();
    const now = new Date('2032-05-01T10:00:00Z');
    const results = await Promise.allSettled([0, 1].map(() => db.$transaction(async (tx) => {
      const c = await issueCertificate(tx, internship(id), now);
      await tx.$queryRaw`SELECT pg_sleep(0.3)::text`; // both hold their numbers before either commits
      return c;
    })));
    // Whichever way they interleave: each either gets the one certificate or fails on the constraint, never a second one.
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.number] : []));
    expect(new Set(numbers)).toEqual(new Set(['INT-2032-0001']));
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/certificates_one_current/);
    expect(await testDb().certificate.count({ where: { kind: 'internship_completion', subjectId: id } })).toBe(1);
    const next = await db.$transaction((tx) => issueCertificate(tx, internship(nextSubject()), now));
    expect(next.number).toBe('INT-2032-0002');
  });
});

describe('revoke, reissue, erase', () => {
  it('revokes with a reason and an audit row, refuses twice; reissue gives a new number and the old points to it', async () => {
    const id = nextSubject();
    const cert = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    await expect(revokeCertificate(cert.number, '  ', 'admin@nextgen.test')).rejects.toMatchObject({ code: 'invalid_input' });
    const { revokedAt } = await revokeCertificate(cert.number, 'Hours were wrong', 'admin@nextgen.test');
    await expect(revokeCertificate(cert.number, 'again', 'admin@nextgen.test')).rejects.toMatchObject({ code: 'certificate_not_current', message: `Certificate ${cert.number} is already revoked.` });
    await expect(revokeCertificate('INT-1999-0001', 'x', 'admin@nextgen.test')).rejects.toMatchObject({ code: 'not_found', message: 'No certificate has the number INT-1999-0001.' });
    expect(await testDb().certificate.findUniqueOrThrow({ where: { id: cert.id } })).toMatchObject({ revokedAt, revokeReason: 'Hours were wrong', revokedBy: 'admin@nextgen.test' });
    expect(await testDb().staffAction.findFirst({ where: { action: 'certificate.revoke', entityId: cert.id } })).toMatchObject({ staff: 'admin@nextgen.test', detail: { number: cert.number, reason: 'Hours were wrong' } });

    const fresh = await reissueCertificate(cert.number, 'admin@nextgen.test', { details: { ...internship(id).details, hours: 100 } });
    expect(fresh.number).not.toBe(cert.number);
    expect(await testDb().certificate.findUniqueOrThrow({ where: { id: cert.id } })).toMatchObject({ replacedById: fresh.id });
    expect(await testDb().certificate.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({ holderName: 'Anupam Das', revokedAt: null, details: { hours: 100 } });
    await expect(reissueCertificate(cert.number, 'admin@nextgen.test')).rejects.toMatchObject({ code: 'certificate_not_current', message: `Certificate ${cert.number} was replaced by ${fresh.number}.` });
    expect(await db.$transaction((tx) => issueCertificate(tx, internship(id)))).toEqual(fresh); // the current one
  });

  it('erasure blanks the name on every certificate of the subject, keeps numbers; the rows cannot be deleted', async () => {
    const id = nextSubject();
    const cert = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    const fresh = await reissueCertificate(cert.number, 'admin@nextgen.test');
    expect(await db.$transaction((tx) => eraseCertificateHolder(tx, 'internship_completion', id))).toBe(2);
    const rows = await testDb().certificate.findMany({ where: { kind: 'internship_completion', subjectId: id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.number, r.holderName, r.erasedAt !== null])).toEqual([[cert.number, null, true], [fresh.number, null, true]]);
    await expect(reissueCertificate(fresh.number, 'admin@nextgen.test')).rejects.toMatchObject({ code: 'certificate_not_current' });
    await expect(testDb().certificate.delete({ where: { id: cert.id } })).rejects.toThrow(/permission denied for table certificates/);
  });
});

describe('npm run admin -- certificates', () => {
  it('shows, revokes with a reason, and reissues, with the same functions and audit as the console', async () => {
    const id = nextSubject();
    const cert = await db.$transaction((tx) => issueCertificate(tx, internship(id)));
    const shown = await admin('certificates', 'show', cert.number.toLowerCase());
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Verify`);
    expect(shown.out).toContain(cert.verifyUrl);
    expect(shown.out).toContain('Anupam Das');

    expect(await admin('certificates', 'revoke', cert.number)).toMatchObject({ code: 1, err: 'Error: Missing --reason. Usage: certificates revoke <number> --reason R' });
    const revoked = await admin('certificates', 'revoke', cert.number, '--reason', 'Issued by mistake', '--by', 'Rupa Kalita');
    expect(revoked.code).toBe(0);
    expect(revoked.out).toMatch(new RegExp(`^Revoked ${cert.number} on \\d{4}-\\d{2}-\\d{2}T`));
    expect(await testDb().staffAction.findFirst({ where: { action: 'certificate.revoke', entityId: cert.id } })).toMatchObject({ staff: 'Rupa Kalita' });

    const reissued = await admin('certificates', 'reissue', cert.number, '--name', 'Anupam Kumar Das', '--by', 'Rupa Kalita');
    expect(reissued.code).toBe(0);
    const fresh = await testDb().certificate.findFirstOrThrow({ where: { kind: 'internship_completion', subjectId: id, replacedById: null } });
    expect(reissued.out).toBe(`Reissued ${cert.number} as ${fresh.number}.\nVerify: ${env.PUBLIC_BASE_URL}/verify/${certificateCode(fresh.id)}`);
    expect(fresh.holderName).toBe('Anupam Kumar Das');
    expect(await admin('certificates', 'show', 'INT-1999-0001')).toMatchObject({ code: 1, err: 'Error: No certificate has the number INT-1999-0001.' });
  });
});
