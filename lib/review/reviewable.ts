// What a review decision does to each kind of application's table: the conditional updates, the words for a
// refusal, and whom the decision's mail goes to. Only ./decide.ts uses these (it holds the transaction, the audit
// row and the mail); the rules themselves, which status each decision starts from, read here as the domain says them.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { conflict, notFound, type DomainError } from '@/lib/kernel/domain-errors';
import type { ApplicantKind, ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { DECISION_STATUS, type Decision } from '@/lib/kernel/decisions';
import type { Application } from '@/lib/mail/notify';
import { toLocale } from '@/lib/i18n/locales';

type Tx = Prisma.TransactionClient;
/** Who decides and why; `reason` is set (trimmed) for a rejection or revocation, never for an approval. */
export type By = { staff: string; reason?: string; comparedDuplicate?: boolean };
/** An approval as stored, for deciding whether it can still be undone. */
export type Approval = { label: string; status: string; reviewedBy: string | null; reviewedAt: Date | null };

export type Reviewable = {
  entityType: string;
  /** Which statuses each decision may start from; a decision missing here is not one this kind allows. */
  from: Partial<Record<Decision, VerificationStatus[]>>;
  /** The conditional update; returns how many rows it changed (1 when the decision applies). */
  apply(tx: Tx, decision: Decision, by: By, now: Date): Promise<number>;
  /** The audit row's detail. */
  detail(decision: Decision, by: By): Record<string, Prisma.InputJsonValue>;
  /** Why nothing changed: an unknown id or a status that does not allow this decision. */
  refusal(decision: Decision): Promise<DomainError>;
  /** Whom the decision's mail goes to, read in the decision's transaction. */
  mailTo(tx: Tx): Promise<Application>;
  /** The conditional update back to pending: approved by `staff` after `since`, and nothing since depends on it. */
  revert(tx: Tx, staff: string, since: Date): Promise<number>;
  /** The approval as it is now (null: no such application), and what else stops an undo. */
  approval(): Promise<(Approval & { blocker?: DomainError }) | null>;
  notFound(): DomainError;
  /** What the caller prints: `Approved INT-2026-00007 (Priya Gogoi)`. */
  summary(): Promise<{ id: number; applicationId: string | null; name: string; status: VerificationStatus }>;
};

const summary = { id: true, applicationId: true, name: true, status: true } as const;
const reasonOf = (by: By): Record<string, string> => (by.reason ? { reason: by.reason } : {});

function applicant(kind: ApplicantKind, id: number): Reviewable {
  const from: Reviewable['from'] = { approve: ['pending'], reject: ['pending'], revoke: ['pending', 'approved'] };
  const noSuch = () => notFound(`No ${kind} with id ${id}.`);
  return {
    entityType: kind,
    from,
    apply: async (tx, decision, by, now) => (await tx.applicant.updateMany({
      where: { id, kind, status: { in: from[decision] } },
      data: { status: DECISION_STATUS[decision], reviewedAt: now, reviewedBy: by.staff, rejectionReason: by.reason ?? null, ...(decision === 'revoke' ? { cardRevokedAt: now } : {}) },
    })).count,
    detail: (decision, by) => ({ to: DECISION_STATUS[decision], ...reasonOf(by) }),
    refusal: async (decision) => {
      const current = await db.applicant.findFirst({ where: { id, kind }, select: { status: true, applicationId: true } });
      if (!current) return noSuch();
      return conflict(`${current.applicationId} is ${current.status}; this change needs it to be ${from[decision]!.join(' or ')}.`);
    },
    mailTo: async (tx) => {
      const a = await tx.applicant.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, applicationId: true, language: true } });
      return { kind, id, name: a.name, email: a.email, applicationId: a.applicationId!, language: toLocale(a.language) };
    },
    revert: async (tx, staff, since) => (await tx.applicant.updateMany({
      where: { id, kind, status: 'approved', reviewedBy: staff, reviewedAt: { gt: since } },
      data: { status: 'pending', reviewedAt: null, reviewedBy: null },
    })).count,
    approval: async () => {
      const a = await db.applicant.findFirst({ where: { id, kind }, select: { status: true, applicationId: true, reviewedBy: true, reviewedAt: true } });
      return a && { ...a, label: a.applicationId ?? `${kind} ${id}` };
    },
    notFound: noSuch,
    summary: () => db.applicant.findUniqueOrThrow({ where: { id }, select: summary }),
  };
}

function institution(id: number): Reviewable {
  // An institution's approval is not revoked: it is erased on request instead (lib/institutions/erase.ts).
  const from: Reviewable['from'] = { approve: ['pending'], reject: ['pending'] };
  const noSuch = () => notFound(`No institution with id ${id}.`);
  return {
    entityType: 'institution',
    from,
    // Only a submitted application (its ID proof uploaded) is decided: a draft is not an application yet.
    apply: async (tx, decision, by, now) => (await tx.institution.updateMany({
      where: { id, status: 'pending', submittedAt: { not: null }, documents: { some: { kind: 'institution_id_proof' } } },
      data: { status: DECISION_STATUS[decision], reviewedAt: now, reviewedBy: by.staff, rejectionReason: by.reason ?? null },
    })).count,
    detail: (decision, by) => ({ from: 'pending', to: DECISION_STATUS[decision], ...reasonOf(by), ...(by.comparedDuplicate ? { comparedDuplicate: true } : {}) }),
    refusal: async (decision) => {
      const current = await db.institution.findUnique({ where: { id }, select: { status: true, applicationId: true } });
      if (!current) return noSuch();
      const label = current.applicationId ?? `Institution ${id}`;
      const done = DECISION_STATUS[decision];
      if (current.status !== 'pending') return conflict(`${label} is already ${current.status}; only pending applications can be ${done}.`);
      return conflict(`${label} was never submitted: its ID proof was not uploaded, so it cannot be ${done} (it is an abandoned draft).`);
    },
    mailTo: async (tx) => {
      const i = await tx.institution.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, applicationId: true } });
      return { kind: 'institution', id, name: i.name, email: i.email, applicationId: i.applicationId! };
    },
    // Not once someone has registered with the college: they chose it because it was approved.
    revert: async (tx, staff, since) => (await tx.institution.updateMany({
      where: { id, status: 'approved', reviewedBy: staff, reviewedAt: { gt: since }, applicants: { none: {} } },
      data: { status: 'pending', reviewedAt: null, reviewedBy: null },
    })).count,
    approval: async () => {
      const i = await db.institution.findUnique({ where: { id }, select: { status: true, applicationId: true, reviewedBy: true, reviewedAt: true, _count: { select: { applicants: true } } } });
      if (!i) return null;
      const label = i.applicationId ?? `Institution ${id}`;
      const n = i._count.applicants;
      return { ...i, label, blocker: conflict(`${n} ${n === 1 ? 'person has' : 'people have'} registered with ${label} since it was approved: the approval can no longer be undone.`) };
    },
    notFound: noSuch,
    summary: () => db.institution.findUniqueOrThrow({ where: { id }, select: summary }),
  };
}

export const reviewable = (kind: ApplicationKind, id: number): Reviewable => (kind === 'institution' ? institution(id) : applicant(kind, id));
