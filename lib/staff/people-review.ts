// Staff review of interns and members (admin script): list, show, approve, reject, revoke a card, read a
// document, and erase a person on request. Status changes are conditional updates in a transaction
// with their audit row, so two reviewers cannot both win and nothing happens unrecorded.
import 'server-only';
import { db } from '@/lib/db/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { deleteDocument, readDocument } from '@/lib/storage/documents';
import { audit } from './audit';
import { mailDecision } from '@/lib/mail/notify';
import { eraseAccountRecords } from '@/lib/auth/erase-account-records';

export type PersonKind = 'intern' | 'member';
export class StaffError extends Error {}

const include = {
  district: { select: { name: true } },
  policeStation: { select: { name: true } },
  institution: { select: { name: true } },
  category: { select: { name: true } },
  stream: { select: { name: true } },
  course: { select: { name: true } },
  documents: { select: { id: true, kind: true, contentType: true, sizeBytes: true, storageKey: true, createdAt: true } },
} as const;

// The two tables have the same shape for everything staff do here; one delegate type covers both.
type Delegate = typeof db.intern;
const table = (kind: PersonKind) => (kind === 'intern' ? db.intern : (db.member as unknown as Delegate));

export async function listPeople(kind: PersonKind, staff: string, status?: VerificationStatus) {
  const rows = await table(kind).findMany({
    where: status ? { status } : {},
    select: { id: true, applicationId: true, name: true, mobileNo: true, status: true, cardRevokedAt: true, createdAt: true, institution: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  await audit(db, { staff, action: `${kind}.list`, entityType: kind, detail: { status: status ?? 'all', count: rows.length } });
  return rows;
}

export async function getPerson(kind: PersonKind, id: number, staff: string) {
  const person = await table(kind).findUnique({ where: { id }, include });
  if (!person) throw new StaffError(`No ${kind} with id ${id}.`);
  await audit(db, { staff, action: `${kind}.view`, entityType: kind, entityId: id });
  const history = await db.staffAction.findMany({ where: { entityType: kind, entityId: id }, orderBy: { at: 'asc' } });
  return { person, history };
}

async function changeStatus(kind: PersonKind, id: number, staff: string, from: VerificationStatus[], to: VerificationStatus, reason?: string) {
  const done = await db.$transaction(async (tx) => {
    const t = kind === 'intern' ? tx.intern : (tx.member as unknown as Delegate);
    const now = new Date();
    const updated = await t.updateMany({
      where: { id, status: { in: from } },
      data: { status: to, reviewedAt: now, reviewedBy: staff, rejectionReason: reason ?? null, ...(to === 'revoked' ? { cardRevokedAt: now } : {}) },
    });
    if (updated.count !== 1) return false;
    await audit(tx, { staff, action: `${kind}.${to === 'approved' ? 'approve' : to === 'rejected' ? 'reject' : 'revoke'}`, entityType: kind, entityId: id, detail: { to, ...(reason ? { reason } : {}) } });
    const p = await t.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, applicationId: true } });
    await mailDecision(tx, { kind, id, name: p.name, email: p.email, applicationId: p.applicationId! }, to as 'approved' | 'rejected' | 'revoked', reason);
    return true;
  });
  if (!done) {
    const current = await table(kind).findUnique({ where: { id }, select: { status: true, applicationId: true } });
    if (!current) throw new StaffError(`No ${kind} with id ${id}.`);
    throw new StaffError(`${current.applicationId} is ${current.status}; this change needs it to be ${from.join(' or ')}.`);
  }
  return table(kind).findUniqueOrThrow({ where: { id }, select: { id: true, applicationId: true, name: true, status: true } });
}

export const approvePerson = (kind: PersonKind, id: number, staff: string) => changeStatus(kind, id, staff, ['pending'], 'approved');
export const rejectPerson = (kind: PersonKind, id: number, staff: string, reason: string) => {
  if (!reason.trim()) throw new StaffError('A rejection needs a reason: --reason "..."');
  return changeStatus(kind, id, staff, ['pending'], 'rejected', reason.trim());
};
export const revokeCard = (kind: PersonKind, id: number, staff: string, reason: string) => {
  if (!reason.trim()) throw new StaffError('Revoking a card needs a reason: --reason "..."');
  return changeStatus(kind, id, staff, ['pending', 'approved'], 'revoked', reason.trim());
};

/** The decrypted bytes of a person's document, for staff; the read itself is audited. */
export async function readPersonDocument(kind: PersonKind, id: number, which: 'aadhaar' | 'passport_photo', staff: string) {
  const doc = await db.document.findFirst({ where: { [`${kind}Id`]: id, kind: which } });
  if (!doc) throw new StaffError(`No ${which.replace('_', ' ')} for ${kind} ${id}.`);
  await audit(db, { staff, action: `${kind}.document.read`, entityType: kind, entityId: id, detail: { document: which } });
  return { bytes: await readDocument(doc.storageKey), contentType: doc.contentType };
}

/**
 * Erases a person on request: their row, their document rows and the files. Only an audit entry remains,
 * holding the application id and who asked, and no personal data. Members an intern referred keep their
 * membership; the link to the erased intern is cleared.
 */
export async function erasePerson(kind: PersonKind, id: number, staff: string, reason: string) {
  if (!reason.trim()) throw new StaffError('Erasing needs a reason (e.g. "request by email of 2026-11-20"): --reason "..."');
  const person = await table(kind).findUnique({ where: { id }, select: { applicationId: true, documents: { select: { storageKey: true } } } });
  if (!person) throw new StaffError(`No ${kind} with id ${id}.`);
  await db.$transaction(async (tx) => {
    if (kind === 'intern') await tx.intern.delete({ where: { id } });
    else await tx.member.delete({ where: { id } });
    await eraseAccountRecords(tx, { type: kind, id });
    await audit(tx, { staff, action: `${kind}.erase`, entityType: kind, entityId: id, detail: { applicationId: person.applicationId, reason: reason.trim() } });
  });
  // Files go after the rows: a crash in between leaves an unreferenced ciphertext, never a row without its file.
  await Promise.all(person.documents.map((d) => deleteDocument(d.storageKey)));
  return { applicationId: person.applicationId, files: person.documents.length };
}
