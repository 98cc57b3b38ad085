// Staff review of institutions (used by the admin script): list, show, approve, reject, purge abandoned
// drafts. Each action changes the record and writes its StaffAction row in one transaction, and the
// status change is conditional (WHERE status = 'pending'), so two reviewers cannot both win.
import 'server-only';
import { db } from '@/lib/db/client';
import { audit } from '@/lib/staff/audit';
import { mailDecision } from '@/lib/mail/notify';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';

/** A refusal staff should read (unknown id, wrong status change); the script prints it and exits 1. */
export class ReviewError extends Error {}

export const DRAFT_MAX_AGE_DAYS = 7;

type Tx = Prisma.TransactionClient;

const recordStaffAction = (tx: Tx | typeof db, staff: string, action: string, entityId: number | null, detail: Prisma.InputJsonValue = {}) =>
  audit(tx, { staff, action, entityType: 'institution', entityId, detail });

export async function listInstitutions(o: { status?: VerificationStatus; drafts?: boolean; staff: string }) {
  const rows = await db.institution.findMany({
    where: { ...(o.status ? { status: o.status } : {}), ...(o.drafts ? {} : { submittedAt: { not: null } }) },
    include: { district: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  await recordStaffAction(db, o.staff, 'institution.list', null, { status: o.status ?? 'all', drafts: Boolean(o.drafts), count: rows.length });
  return rows;
}

export async function getInstitutionForReview(id: number, staff: string) {
  const institution = await db.institution.findUnique({
    where: { id },
    include: {
      district: { select: { name: true } },
      policeStation: { select: { name: true } },
      documents: { where: { kind: 'institution_id_proof' }, select: { storageKey: true, contentType: true, sizeBytes: true, sha256: true, createdAt: true } },
    },
  });
  if (!institution) throw new ReviewError(`No institution with id ${id}.`);
  await recordStaffAction(db, staff, 'institution.view', id);
  const history = await db.staffAction.findMany({ where: { entityType: 'institution', entityId: id }, orderBy: { at: 'asc' } });
  return { institution, proof: institution.documents[0] ?? null, history };
}

async function describeRefusal(id: number, action: 'approve' | 'reject') {
  const current = await db.institution.findUnique({ where: { id }, select: { status: true, submittedAt: true, applicationId: true } });
  if (!current) return new ReviewError(`No institution with id ${id}.`);
  const label = `${current.applicationId ?? `Institution ${id}`}`;
  if (current.status !== 'pending') return new ReviewError(`${label} is already ${current.status}; only pending applications can be ${action === 'approve' ? 'approved' : 'rejected'}.`);
  return new ReviewError(`${label} was never submitted: its ID proof was not uploaded, so it cannot be ${action === 'approve' ? 'approved' : 'rejected'} (it is an abandoned draft).`);
}

async function review(id: number, staff: string, to: 'approved' | 'rejected', reason?: string) {
  const action = to === 'approved' ? 'approve' : 'reject';
  const done = await db.$transaction(async (tx) => {
    const now = new Date();
    const updated = await tx.institution.updateMany({
      where: { id, status: 'pending', submittedAt: { not: null }, documents: { some: { kind: 'institution_id_proof' } } },
      data: { status: to, reviewedAt: now, reviewedBy: staff, rejectionReason: reason ?? null },
    });
    if (updated.count !== 1) return false;
    await recordStaffAction(tx, staff, `institution.${action}`, id, { from: 'pending', to, ...(reason ? { reason } : {}) });
    const i = await tx.institution.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, applicationId: true } });
    await mailDecision(tx, { kind: 'institution', id, name: i.name, email: i.email, applicationId: i.applicationId! }, to, reason);
    return true;
  });
  if (!done) throw await describeRefusal(id, action);
  return db.institution.findUniqueOrThrow({ where: { id }, select: { id: true, applicationId: true, name: true, status: true, reviewedAt: true, reviewedBy: true, rejectionReason: true } });
}

export const approveInstitution = (id: number, staff: string) => review(id, staff, 'approved');

export function rejectInstitution(id: number, staff: string, reason: string) {
  const text = reason.trim();
  if (!text) throw new ReviewError('A rejection needs a reason: --reason "..."');
  return review(id, staff, 'rejected', text);
}

/** Deletes drafts whose proof never arrived, older than `days`; they hold no documents. */
export async function purgeDrafts(days: number, staff: string) {
  const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return db.$transaction(async (tx) => {
    const drafts = await tx.institution.findMany({ where: { submittedAt: null, status: 'pending', createdAt: { lt: before } }, select: { id: true } });
    if (!drafts.length) return 0;
    await tx.institution.deleteMany({ where: { id: { in: drafts.map((d) => d.id) }, submittedAt: null } });
    await recordStaffAction(tx, staff, 'institution.purge-drafts', null, { olderThanDays: days, ids: drafts.map((d) => d.id) });
    return drafts.length;
  });
}
