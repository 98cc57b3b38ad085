// Staff review of institutions (admin script and console): list, show, read the ID proof, purge abandoned
// drafts. Decisions are lib/review/decide.ts's: conditional, audited, atomic.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { notFound } from '@/lib/kernel/domain-errors';
import { deleteDocument, readDocument } from '@/lib/documents/store';
import { RETENTION } from '@/lib/kernel/retention-periods';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';

export const DRAFT_MAX_AGE_DAYS = RETENTION.institutionDraftDays;

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
      documents: { where: { kind: 'institution_id_proof' }, select: { id: true, storageKey: true, contentType: true, sizeBytes: true, sha256: true, keyId: true, createdAt: true } },
    },
  });
  if (!institution) throw notFound(`No institution with id ${id}.`);
  await recordStaffAction(db, staff, 'institution.view', id);
  const history = await db.staffAction.findMany({ where: { entityType: 'institution', entityId: id }, orderBy: { at: 'asc' } });
  return { institution, proof: institution.documents[0] ?? null, history };
}

/** The decrypted ID proof, for staff (admin script and console); the read itself is audited. */
export async function readInstitutionProof(id: number, staff: string) {
  const doc = await db.document.findFirst({ where: { institutionId: id, kind: 'institution_id_proof' } });
  if (!doc) throw notFound(`Institution ${id} has no ID proof uploaded.`);
  await recordStaffAction(db, staff, 'institution.document.read', id, { document: 'institution_id_proof' });
  return { bytes: await readDocument(doc.storageKey, doc.keyId), contentType: doc.contentType, documentId: doc.id };
}

/**
 * Deletes drafts whose proof never arrived, created more than `days` before `now`, with any document rows
 * (cascade) and their files. Run by the retention job (lib/retention) and by `institutions purge-drafts`.
 */
export async function purgeDrafts(days: number, staff: string, now = new Date()) {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const removed = await db.$transaction(async (tx) => {
    const drafts = await tx.institution.findMany({
      where: { submittedAt: null, status: 'pending', createdAt: { lt: before } },
      select: { id: true, documents: { select: { storageKey: true } } },
    });
    if (!drafts.length) return [];
    const ids = drafts.map((d) => d.id);
    await tx.institution.deleteMany({ where: { id: { in: ids }, submittedAt: null } });
    // A draft whose proof arrived in the meantime was not deleted: keep it, and its file, out of the count.
    const kept = new Set((await tx.institution.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id));
    const gone = drafts.filter((d) => !kept.has(d.id));
    if (gone.length) await recordStaffAction(tx, staff, 'institution.purge-drafts', null, { olderThanDays: days, ids: gone.map((d) => d.id) });
    return gone;
  });
  // Files go after the rows commit: a crash in between leaves an unreferenced ciphertext, never a row without its file.
  await Promise.all(removed.flatMap((d) => d.documents.map((doc) => deleteDocument(doc.storageKey))));
  return removed.length;
}
