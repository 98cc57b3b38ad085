// Staff review of applicants (admin script and console): list, show, and read a document, each audited.
// Decisions are lib/review/decide.ts's. The audit trail names the kind ('intern.view', entity type 'intern')
// so staff read it as before the two tables became one.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { readDocument } from '@/lib/documents/store';
import type { ApplicantKind } from '../kernel/applicant-kinds';

const include = {
  district: { select: { name: true } },
  policeStation: { select: { name: true } },
  institution: { select: { name: true } },
  category: { select: { name: true } },
  stream: { select: { name: true } },
  course: { select: { name: true } },
  documents: { select: { id: true, kind: true, contentType: true, sizeBytes: true, storageKey: true, createdAt: true } },
} as const;

const noSuch = (kind: ApplicantKind, id: number) => notFound(`No ${kind} with id ${id}.`);

export async function listApplicants(kind: ApplicantKind, staff: string, status?: VerificationStatus) {
  const rows = await db.applicant.findMany({
    where: { kind, ...(status ? { status } : {}) },
    select: { id: true, applicationId: true, name: true, mobileNo: true, status: true, cardRevokedAt: true, createdAt: true, institution: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  await audit(db, { staff, action: `${kind}.list`, entityType: kind, detail: { status: status ?? 'all', count: rows.length } });
  return rows;
}

export async function getApplicantForReview(kind: ApplicantKind, id: number, staff: string) {
  const applicant = await db.applicant.findFirst({ where: { id, kind }, include });
  if (!applicant) throw noSuch(kind, id);
  await audit(db, { staff, action: `${kind}.view`, entityType: kind, entityId: id });
  const history = await db.staffAction.findMany({ where: { entityType: kind, entityId: id }, orderBy: { at: 'asc' } });
  return { applicant, history };
}

/** The decrypted bytes of an applicant's document, for staff; the read itself is audited. */
export async function readApplicantDocument(kind: ApplicantKind, id: number, which: 'aadhaar' | 'passport_photo' | 'internship_approval_letter', staff: string) {
  const doc = await db.document.findFirst({ where: { applicantId: id, applicant: { kind }, kind: which } });
  if (!doc) throw notFound(`No ${which.replace('_', ' ')} for ${kind} ${id}.`);
  await audit(db, { staff, action: `${kind}.document.read`, entityType: kind, entityId: id, detail: { document: which } });
  return { bytes: await readDocument(doc.storageKey, doc.keyId), contentType: doc.contentType };
}
