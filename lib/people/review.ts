// Staff review of applicants (admin script): list, show, approve, reject, revoke a card, and read a
// document. Decisions go through the one review flow (lib/review/decide.ts). The audit trail names the
// kind ('intern.approve', entity type 'intern') so staff read it as before the two tables became one.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { decide, requireReason, undoApproval, undoRefusal, DECISION_STATUS, type Decision } from '@/lib/review/decide';
import { readDocument } from '@/lib/documents/store';
import { decisionMailKey, mailDecision } from '@/lib/mail/notify';
import type { ApplicantKind } from '../kernel/applicant-kinds';
import { toLocale } from '@/lib/i18n/locales';

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

/** Which statuses each decision may start from. */
const ALLOWED_FROM: Record<Decision, VerificationStatus[]> = { approve: ['pending'], reject: ['pending'], revoke: ['pending', 'approved'] };

async function decideApplicant(kind: ApplicantKind, id: number, staff: string, decision: Decision, reason?: string) {
  const from = ALLOWED_FROM[decision];
  const to = DECISION_STATUS[decision];
  await decide({
    staff, entityType: kind, entityId: id, decision,
    detail: { to, ...(reason ? { reason } : {}) },
    apply: async (tx, now) => (await tx.applicant.updateMany({
      where: { id, kind, status: { in: from } },
      data: { status: to, reviewedAt: now, reviewedBy: staff, rejectionReason: reason ?? null, ...(to === 'revoked' ? { cardRevokedAt: now } : {}) },
    })).count,
    refusal: async () => {
      const current = await db.applicant.findFirst({ where: { id, kind }, select: { status: true, applicationId: true } });
      if (!current) return noSuch(kind, id);
      return conflict(`${current.applicationId} is ${current.status}; this change needs it to be ${from.join(' or ')}.`);
    },
    notify: async (tx) => {
      const a = await tx.applicant.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, applicationId: true, language: true } });
      await mailDecision(tx, { kind, id, name: a.name, email: a.email, applicationId: a.applicationId!, language: toLocale(a.language) }, to, reason);
    },
  });
  return db.applicant.findUniqueOrThrow({ where: { id }, select: { id: true, applicationId: true, name: true, status: true } });
}

export const approveApplicant = (kind: ApplicantKind, id: number, staff: string) => decideApplicant(kind, id, staff, 'approve');
export const rejectApplicant = (kind: ApplicantKind, id: number, staff: string, reason: string) =>
  decideApplicant(kind, id, staff, 'reject', requireReason(reason, 'A rejection needs a reason: --reason "..."'));
export const revokeCard = (kind: ApplicantKind, id: number, staff: string, reason: string) =>
  decideApplicant(kind, id, staff, 'revoke', requireReason(reason, 'Revoking a card needs a reason: --reason "..."'));

/** Takes `staff`'s approval of the last few minutes back to pending (lib/review/decide.ts undoApproval). */
export async function undoApplicantApproval(kind: ApplicantKind, id: number, staff: string, now = new Date()) {
  const mail = await undoApproval({
    staff, entityType: kind, entityId: id, mailKey: decisionMailKey(kind, id, 'approved'),
    revert: async (tx, since) => (await tx.applicant.updateMany({
      where: { id, kind, status: 'approved', reviewedBy: staff, reviewedAt: { gt: since } },
      data: { status: 'pending', reviewedAt: null, reviewedBy: null },
    })).count,
    refusal: async () => {
      const current = await db.applicant.findFirst({ where: { id, kind }, select: { status: true, applicationId: true, reviewedBy: true, reviewedAt: true } });
      return (current && undoRefusal(current.applicationId ?? `${kind} ${id}`, current, staff, now)) || noSuch(kind, id);
    },
  }, now);
  const a = await db.applicant.findUniqueOrThrow({ where: { id }, select: { id: true, applicationId: true, name: true, status: true } });
  return { ...a, mail };
}

/** The decrypted bytes of an applicant's document, for staff; the read itself is audited. */
export async function readApplicantDocument(kind: ApplicantKind, id: number, which: 'aadhaar' | 'passport_photo', staff: string) {
  const doc = await db.document.findFirst({ where: { applicantId: id, applicant: { kind }, kind: which } });
  if (!doc) throw notFound(`No ${which.replace('_', ' ')} for ${kind} ${id}.`);
  await audit(db, { staff, action: `${kind}.document.read`, entityType: kind, entityId: id, detail: { document: which } });
  return { bytes: await readDocument(doc.storageKey, doc.keyId), contentType: doc.contentType };
}
