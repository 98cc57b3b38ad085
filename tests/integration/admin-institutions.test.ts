// The staff admin script's institution commands: in-process through its router (fast, output captured)
// and once as a child process, as staff run it.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAdmin } from '@/scripts/admin/run';
import { institutions } from '@/scripts/admin/institutions';
import { REVIEW_MESSAGES } from '@/lib/review/decide';
import { GET as getVerified } from '@/app/api/v1/get-all-verified-institutions/route';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { fileBytes, makeInstitution } from '../factories';
import { saveDocument } from '@/lib/documents/store';

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, [institutions], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A pending application whose proof was uploaded, as the wizard leaves it. */
async function submittedInstitution() {
  const row = await makeInstitution({ status: 'pending' });
  const stored = await saveDocument(fileBytes('pdf'), `institution-${row.id}`);
  await testDb().document.create({ data: { kind: 'institution_id_proof', institutionId: row.id, contentType: 'application/pdf', ...stored } });
  return row;
}

const audit = (entityId: number) => testDb().staffAction.findMany({ where: { entityType: 'institution', entityId }, orderBy: { id: 'asc' } });
const verifiedIds = async () => ((await apiClient().call(getVerified)).body.institutions as { id: number }[]).map((i) => i.id);

describe('npm run admin -- institutions', () => {
  it('approves a submitted application: it is verified at once and the action is audited', async () => {
    const inst = await submittedInstitution();
    expect(await verifiedIds()).not.toContain(inst.id);
    const res = await admin('institutions', 'approve', String(inst.id), '--by', 'Rupa Kalita');
    expect(res).toMatchObject({ code: 0, out: `Approved ${inst.applicationId} (${inst.name}) as Rupa Kalita.` });
    expect(await verifiedIds()).toContain(inst.id);
    expect(await testDb().institution.findUniqueOrThrow({ where: { id: inst.id } })).toMatchObject({ status: 'approved', reviewedBy: 'Rupa Kalita', reviewedAt: expect.any(Date) });
    expect(await audit(inst.id)).toMatchObject([{ staff: 'Rupa Kalita', action: 'institution.approve', entityType: 'institution', detail: { from: 'pending', to: 'approved' }, at: expect.any(Date) }]);
  });

  it('rejects with a reason, which is recorded and audited', async () => {
    const inst = await submittedInstitution();
    const res = await admin('institutions', 'reject', String(inst.id), '--reason', 'ID proof is unreadable', '--by', 'Rupa Kalita');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Reason: ID proof is unreadable');
    expect(await testDb().institution.findUniqueOrThrow({ where: { id: inst.id } })).toMatchObject({ status: 'rejected', rejectionReason: 'ID proof is unreadable' });
    expect((await audit(inst.id)).at(-1)).toMatchObject({ action: 'institution.reject', detail: { reason: 'ID proof is unreadable', to: 'rejected' } });
    expect(await verifiedIds()).not.toContain(inst.id);
    const noReason = await admin('institutions', 'reject', String(inst.id));
    expect(noReason).toEqual({ code: 1, out: '', err: `Error: ${REVIEW_MESSAGES.reason_required} Usage: institutions reject <id> --reason "..."` });
  });

  it('refuses wrong status changes, unknown ids and drafts without a proof, with clear errors', async () => {
    const approved = await makeInstitution({ status: 'approved' });
    const again = await admin('institutions', 'approve', String(approved.id));
    expect(again).toMatchObject({ code: 1, err: `Error: ${approved.applicationId} is already approved; only pending applications can be approved.` });
    const draft = await makeInstitution({ status: 'pending', submitted: false });
    const noProof = await admin('institutions', 'approve', String(draft.id));
    expect(noProof.code).toBe(1);
    expect(noProof.err).toContain('was never submitted: its ID proof was not uploaded');
    expect((await testDb().institution.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('pending');
    expect(await admin('institutions', 'approve', '99999999')).toMatchObject({ code: 1, err: 'Error: No institution with id 99999999.' });
    expect((await admin('institutions', 'show', 'abc')).err).toContain('is not an id');
    expect((await admin('institutions', 'list', '--status', 'maybe')).err).toContain('Unknown status "maybe"');
    expect((await admin('institutions', 'frobnicate')).code).toBe(1);
    expect((await admin('--help')).code).toBe(0);
    expect((await admin('--help')).out).toContain('institutions approve <id>');
  });

  it('lists submitted applications in a table (drafts only with --drafts), audited', async () => {
    const pending = await submittedInstitution();
    const draft = await makeInstitution({ status: 'pending', submitted: false });
    const res = await admin('institutions', 'list', '--status', 'pending', '--by', 'auditor');
    expect(res.code).toBe(0);
    // The ID column is right-aligned: once ids reach 100 (other test files share the database) its header is indented.
    expect(res.out.split('\n')[0]).toMatch(/^ *ID\s+Application\s+Name\s+District\s+Contact\s+Status\s+Submitted$/);
    expect(res.out).toContain(pending.applicationId!);
    expect(res.out).not.toContain(draft.applicationId!);
    const withDrafts = await admin('institutions', 'list', '--drafts');
    expect(withDrafts.out).toContain(draft.applicationId!);
    expect(withDrafts.out).toContain('draft (no proof)');
    const rows = await testDb().staffAction.findMany({ where: { staff: 'auditor', action: 'institution.list' } });
    expect(rows.at(-1)?.detail).toMatchObject({ status: 'pending' });
  });

  it('shows one application with its proof and history, and saves the decrypted proof', async () => {
    const inst = await submittedInstitution();
    await admin('institutions', 'approve', String(inst.id), '--by', 'Rupa Kalita');
    const res = await admin('institutions', 'show', String(inst.id), '--by', 'viewer');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Application ID\s+INS-/);
    expect(res.out).toContain('application/pdf');
    expect(res.out).toMatch(/Rupa Kalita\s+institution\.approve/);
    expect((await audit(inst.id)).map((a) => a.action)).toEqual(['institution.approve', 'institution.view']);
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'proof-')), 'proof.pdf');
    expect((await admin('institutions', 'proof', String(inst.id), '--out', out)).code).toBe(0);
    expect((await readFile(out)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs as a child process against DATABASE_URL and exits non-zero on failure', async () => {
    const inst = await submittedInstitution();
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL };
    const ok = await run('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', 'institutions', 'approve', String(inst.id), '--by', 'cli-test'], { env });
    expect(ok.stdout).toContain(`Approved ${inst.applicationId}`);
    expect(await verifiedIds()).toContain(inst.id);
    expect((await audit(inst.id)).at(-1)).toMatchObject({ staff: 'cli-test', action: 'institution.approve' });
    const failed = await run('npx', ['tsx', '--conditions=react-server', 'scripts/admin.ts', 'institutions', 'approve', String(inst.id)], { env }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('is already approved');
  });
});
